import { z } from "zod";
import { GALLERY_SORTS, type HackathonStage } from "./hackathon-constants.ts";

// docs/product/hackathons.md#the-hackathon-page and #gallery: the page's tabs and the gallery's query, shared
// by the server (validation) and the page.

/** The hackathon page's five tabs, in order. */
export const HACKATHON_TABS = ["overview", "projects", "resources", "awards", "results"] as const;
export type HackathonTab = (typeof HACKATHON_TABS)[number];

/** The tab shown when the URL names none: results once the stage is RESULTS (the spec's forced tab), else the overview. */
export function defaultHackathonTab(stage: HackathonStage): HackathonTab {
  return stage === "RESULTS" ? "results" : "overview";
}

/** Ours: pages beyond this are refused (422 naming `page`), so an offset never makes the database scan without end. */
export const GALLERY_MAX_PAGE = 1000;

// "" from a cleared query parameter means "not given".
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** `GET /api/events/{id}/submissions?sort=&page=`; stray keys are ignored. */
export const galleryQuerySchema = z.object({
  sort: z.preprocess(blankToUndefined, z.enum(GALLERY_SORTS).default("recent")),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(GALLERY_MAX_PAGE).default(1)),
});
export type GalleryQuery = z.output<typeof galleryQuerySchema>;
