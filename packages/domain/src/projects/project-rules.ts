import { z } from "zod";
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_STAGES,
  PROJECT_SUBTITLE_MAX_LENGTH,
  PROJECT_TITLE_MAX_LENGTH,
} from "../registration/registration-constants.ts";

// docs/product/hackathons.md#projects: a person's portfolio outside any event, its limits each once.

/** Ours: screenshots on one project, as on one submission. */
export const PROJECT_SCREENSHOTS_MAX = 8;
/** Ours: tags on one project, and the length of each. */
export const PROJECT_TAGS_MAX = 20;
export const PROJECT_TAG_MAX_LENGTH = 30;
/** Ours: a project's website or repository link. */
export const PROJECT_URL_MAX_LENGTH = 2_000;

/** http(s) only: a stored `javascript:` link would be a script on every page that shows it. */
const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** A link, or nothing: an empty box is sent as "" (or null) and stored as null. */
const optionalUrl = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  z
    .string()
    .trim()
    .max(PROJECT_URL_MAX_LENGTH, "hackathons.urlInvalid")
    .refine((v) => HTTP_URL.test(v), "hackathons.urlInvalid")
    .nullable()
    .optional(),
);

/**
 * POST /api/projects and PUT /api/projects/{id}: every field of a project. The title is the only one
 * required; the rest are optional (PUT replaces them all, so what is left out is cleared). Screenshots
 * are URLs of the caller's own uploads, checked by the server (design rule 8).
 */
export const projectInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(PROJECT_TITLE_MAX_LENGTH),
  subtitle: z.string().trim().max(PROJECT_SUBTITLE_MAX_LENGTH).nullable().optional(),
  description: z.string().trim().max(PROJECT_DESCRIPTION_MAX_LENGTH).nullable().optional(),
  stage: z.enum(PROJECT_STAGES).default("IDEA_VALIDATION"),
  url: optionalUrl,
  githubUrl: optionalUrl,
  screenshots: z.array(z.string().trim().min(1).max(PROJECT_URL_MAX_LENGTH)).max(PROJECT_SCREENSHOTS_MAX, "projects.screenshotsTooMany").optional(),
  projectTags: z
    .array(z.string().trim().min(1).max(PROJECT_TAG_MAX_LENGTH, "projects.tagTooLong"))
    .max(PROJECT_TAGS_MAX, "projects.tagsTooMany")
    .optional(),
});
export type ProjectInput = z.output<typeof projectInputSchema>;
export type ProjectInputBody = z.input<typeof projectInputSchema>;

/** Tags as a person means them: trimmed, blank ones dropped, each once (case-insensitively), in order. */
export function normaliseProjectTags(tags: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags ?? []) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** Ours: creating, editing and deleting projects share one per-person budget. */
export const PROJECT_WRITE_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;
