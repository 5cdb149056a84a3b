import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { galleryQuerySchema, GALLERY_PAGE_SIZE, submissionsPageSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { renderJson, sendRendered } from "../events/rendered-json.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { sharedReadTtl } from "../../lib/shared-read-cache.ts";
import { PUBLIC_GALLERY_TTL_MS, publicGalleryCache } from "./gallery-cache.ts";
import { listGallery } from "./submissions-gallery.service.ts";

const eventParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }),
});

const galleryRoute = createRoute({
  method: "get",
  path: "/events/{id}/submissions",
  tags: ["hackathons"],
  summary: `A hackathon's submitted projects, ${GALLERY_PAGE_SIZE} a page, sorted recent, popular (votes) or score`,
  description:
    "Anyone may read the gallery of a public hackathon; drafts and cancelled events answer 404 except to their organiser and admins, " +
    "and an event that is not a hackathon answers 404. Ties are broken by id, so pages never overlap. Teams carry public fields only. " +
    "When the organiser keeps the gallery closed until VOTING, readers other than the organiser and event admins get `hidden: true` and no cards.",
  request: { params: eventParams, query: galleryQuerySchema },
  responses: {
    200: okJson(submissionsPageSchema, "One page"),
    304: { description: "Not modified: the If-None-Match ETag still matches" },
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

export function submissionsGalleryRoutes(deps: AppDeps) {
  const { db } = deps.database;
  // Tests read their own writes at once; everywhere else a signed-out page is reused for a second.
  const cache = publicGalleryCache(sharedReadTtl(deps.env, PUBLIC_GALLERY_TTL_MS));
  return new OpenAPIHono<AppEnv>().openapi(galleryRoute, async (c) => {
    const id = c.req.valid("param").id;
    const query = c.req.valid("query");
    const viewerId = c.get("user")?.id ?? null;
    const rendered = viewerId ? renderJson(await listGallery(db, id, viewerId, query)) : await cache.get(`${id}:${query.sort}:${query.page}`, () => listGallery(db, id, null, query).then(renderJson), id);
    return sendRendered(c, rendered);
  });
}
