import { z } from "zod";
import { GALLERY_SORTS } from "./hackathon-constants.ts";

// docs/product/hackathons.md#gallery: the gallery's query, shared by the server (validation) and the page.

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
