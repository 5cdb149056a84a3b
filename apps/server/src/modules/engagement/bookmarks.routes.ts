import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { bookmarksSchema, bookmarkStateSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { bookmarkEvent, getBookmarkStatus, listBookmarks, unbookmarkEvent } from "./bookmarks.service.ts";
import { onEventRefusals, signedInOnEvent } from "./engagement.schema.ts";

const statusRoute = createRoute({
  ...signedInOnEvent,
  method: "get",
  path: "/user/events/{id}/bookmark-status",
  summary: "Whether the caller bookmarked the event",
  responses: { 200: okJson(bookmarkStateSchema, "The status"), ...onEventRefusals },
});

const addRoute = createRoute({
  ...signedInOnEvent,
  method: "post",
  path: "/user/events/{id}/bookmark",
  summary: "Bookmark the event; a second bookmark answers 409 'Already bookmarked'",
  responses: { 201: okJson(bookmarkStateSchema, "Bookmarked"), ...onEventRefusals, 409: errorResponses[409] },
});

const removeRoute = createRoute({
  ...signedInOnEvent,
  method: "delete",
  path: "/user/events/{id}/bookmark",
  summary: "Remove the bookmark (idempotent)",
  responses: { 200: okJson(bookmarkStateSchema, "Not bookmarked"), ...onEventRefusals },
});

const listRoute = createRoute({
  tags: ["engagement"],
  middleware: [requireUser],
  method: "get",
  path: "/user/bookmarks",
  summary: "The caller's bookmarked public events, most recent first (projects: always empty for now)",
  responses: {
    200: okJson(bookmarksSchema, "Bookmarks"),
    401: errorResponses[401],
  },
});

export function bookmarksRoutes({ database: { db } }: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(statusRoute, async (c) => c.json(ok(await getBookmarkStatus(db, c.req.valid("param").id, currentUser(c).id)), 200))
    .openapi(addRoute, async (c) => c.json(ok(await bookmarkEvent(db, c.req.valid("param").id, currentUser(c).id)), 201))
    .openapi(removeRoute, async (c) => c.json(ok(await unbookmarkEvent(db, c.req.valid("param").id, currentUser(c).id)), 200))
    .openapi(listRoute, async (c) => c.json(ok(await listBookmarks(db, currentUser(c).id)), 200));
}
