import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { addedPhotoSchema, addEventPhotoSchema, eventPhotosSchema, PHOTO_WRITE_RATE_LIMIT, removedPhotoSchema, translate } from "@commons/domain";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { eventParams, photoParams } from "./photos.schema.ts";
import { photosService } from "./photos.service.ts";

const tags = ["photos"];
const forbidden403 = (why: string) => ({ ...errorResponses[401], description: `${why} (FORBIDDEN)` });

const listRoute = createRoute({
  method: "get",
  path: "/events/{id}/photos",
  tags,
  summary: "The event's photos, newest first, and whether the caller may add some",
  description: "Anyone may read the photos of a public event; drafts and cancelled events answer 404 except to their organiser and admins.",
  request: { params: eventParams },
  responses: { 200: okJson(eventPhotosSchema, "The album"), 404: errorResponses[404] },
});

const addRoute = createRoute({
  method: "post",
  path: "/events/{id}/photos",
  tags,
  middleware: [requireUser],
  summary: "Add one uploaded image to the event's photos (one call per new photo)",
  description:
    "imageUrl must be a file the caller uploaded through /api/uploads. The same file again answers 200 with the existing photo. " +
    "Each person may add at most 20 photos to one event.",
  request: { params: eventParams, body: { content: { "application/json": { schema: addEventPhotoSchema } }, required: true } },
  responses: {
    201: okJson(addedPhotoSchema, "Added"),
    200: okJson(addedPhotoSchema, "Already there (a retried request)"),
    400: { ...errorResponses[400], description: "Not the caller's own stored image, or the per-person limit is reached (BAD_REQUEST)" },
    401: errorResponses[401],
    403: forbidden403("Neither organiser, event admin nor approved registrant of a non-external event"),
    404: errorResponses[404],
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/events/{id}/photos/{photoId}",
  tags,
  middleware: [requireUser],
  summary: "Remove a photo: its uploader, the organiser or an event admin (the stored file is kept)",
  request: { params: photoParams },
  responses: {
    200: okJson(removedPhotoSchema, "Removed"),
    401: errorResponses[401],
    403: forbidden403("Someone else's photo, and no right on the event"),
    404: errorResponses[404],
    429: errorResponses[429],
  },
});

/** Adding and removing share one per-user budget. */
function limitWrites(deps: AppDeps, c: Context<AppEnv>) {
  return rateLimited(c, deps.limiter, [`photos:user:${currentUser(c).id}`], PHOTO_WRITE_RATE_LIMIT);
}

export function photosRoutes(deps: AppDeps) {
  const service = photosService(deps);
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => c.json(ok(await service.list(c.req.valid("param").id, c.get("user")?.id ?? null)), 200))
    .openapi(addRoute, async (c) => {
      const limited = await limitWrites(deps, c);
      if (limited) return limited as never;
      const { created, ...data } = await service.add(c.req.valid("param").id, currentUser(c).id, c.req.valid("json").imageUrl);
      const message = translate(c.get("locale"), "photos.added");
      return created ? c.json(ok(data, message), 201) : c.json(ok(data, message), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const limited = await limitWrites(deps, c);
      if (limited) return limited as never;
      const { id, photoId } = c.req.valid("param");
      return c.json(ok(await service.remove(id, currentUser(c).id, photoId), translate(c.get("locale"), "photos.deleted")), 200);
    });
}
