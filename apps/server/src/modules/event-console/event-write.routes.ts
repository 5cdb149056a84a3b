import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { createdEventSchema, deletedEventSchema, eventEditViewSchema, eventInputSchema, eventLifecycleSchema, eventPatchSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { eventIdParams, forbiddenResponse } from "./console.schema.ts";
import { getEventForEdit } from "./event-edit-view.ts";
import { cancelEvent, completeEvent, deleteEvent, publishEvent } from "./event-lifecycle.service.ts";
import { createEvent, patchEvent } from "./event-write.service.ts";

const refused = { 401: errorResponses[401], 403: forbiddenResponse, 404: errorResponses[404] };

const IMAGES_NOTE =
  "coverImage, registrationSuccessImage, registrationPendingImage: images the caller uploaded through /api/uploads " +
  "(or, when editing, the image already on the event, unchanged); another person's upload or a missing file is a 422 naming the field. " +
  "The same holds for images in richContent that point into our storage (images from other sites are links).";

const createEventRoute = createRoute({
  method: "post",
  path: "/events",
  tags: ["event console"],
  middleware: [requireUser],
  summary: "Create a draft event (as yourself or for an organisation you own or administer)",
  description: IMAGES_NOTE,
  request: { body: { content: { "application/json": { schema: eventInputSchema } }, required: true } },
  responses: {
    201: okJson(createdEventSchema, "The new draft"),
    401: errorResponses[401],
    403: forbiddenResponse,
    422: errorResponses[422],
  },
});

const editRoute = createRoute({
  method: "get",
  path: "/events/{id}/edit",
  tags: ["event console"],
  middleware: [requireUser],
  summary: "Every editor field with list ids and counters, and the caller's permissions (organiser or admins)",
  request: { params: eventIdParams },
  responses: { 200: okJson(eventEditViewSchema, "The event as the editor loads it"), ...refused },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/events/{id}",
  tags: ["event console"],
  middleware: [requireUser],
  summary: "Edit any subset of fields; ticket types and questions are updated in place (canEditEvent)",
  description: IMAGES_NOTE,
  request: { params: eventIdParams, body: { content: { "application/json": { schema: eventPatchSchema } }, required: true } },
  responses: { 200: okJson(eventEditViewSchema, "The saved event"), ...refused, 409: errorResponses[409], 422: errorResponses[422] },
});

function lifecycleRoute(action: "publish" | "cancel" | "complete", summary: string) {
  return createRoute({
    method: "post",
    path: `/events/{id}/${action}`,
    tags: ["event console"],
    middleware: [requireUser],
    summary,
    request: { params: eventIdParams },
    responses: { 200: okJson(eventLifecycleSchema, "The event's new status"), ...refused, 409: errorResponses[409] },
  });
}

const publishRoute = lifecycleRoute("publish", "DRAFT → PUBLISHED; the first publication notifies the host's subscribers (canEditEvent)");
const cancelRoute = lifecycleRoute("cancel", "PUBLISHED or DRAFT → CANCELLED; active registrants are notified in-app and by e-mail (canEditEvent)");
const completeRoute = lifecycleRoute("complete", "PUBLISHED → COMPLETED (canEditEvent)");

const deleteRoute = createRoute({
  method: "delete",
  path: "/events/{id}",
  tags: ["event console"],
  middleware: [requireUser],
  summary: "Delete a DRAFT or CANCELLED event (the organiser only); from then on every route naming it answers 410",
  description: "Soft: the event leaves every list, and its page and routes answer 410 GONE. A published event must be cancelled first (409), so its registrants are told.",
  request: { params: eventIdParams },
  responses: { 200: okJson(deletedEventSchema, "When it was deleted"), ...refused, 409: errorResponses[409], 410: errorResponses[410] },
});

export function eventWriteRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new OpenAPIHono<AppEnv>()
    .openapi(createEventRoute, async (c) => c.json(ok({ event: await createEvent(deps, currentUser(c).id, c.req.valid("json")) }), 201))
    .openapi(editRoute, async (c) => c.json(ok(await getEventForEdit(db, c.req.valid("param").id, currentUser(c).id)), 200))
    .openapi(patchRoute, async (c) =>
      c.json(ok(await patchEvent(deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"))), 200),
    )
    .openapi(publishRoute, async (c) => c.json(ok(await publishEvent(deps, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(cancelRoute, async (c) => c.json(ok(await cancelEvent(deps, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(completeRoute, async (c) => c.json(ok(await completeEvent(deps, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(deleteRoute, async (c) => c.json(ok(await deleteEvent(deps, currentUser(c).id, c.req.valid("param").id)), 200));
}
