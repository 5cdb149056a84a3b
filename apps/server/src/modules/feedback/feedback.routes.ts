import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { FEEDBACK_WRITE_RATE_LIMIT, feedbackInputSchema, feedbackSummarySchema, myFeedbackSchema, translate } from "@commons/domain";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { csvAttachment } from "../event-console/csv.ts";
import { eventParams } from "./feedback.schema.ts";
import { exportFeedbackCsv, feedbackSummary } from "./feedback-summary.service.ts";
import { feedbackService } from "./feedback.service.ts";

// docs/product/people.md#feedback
const tags = ["feedback"];
const forbidden403 = (why: string) => ({ ...errorResponses[401], description: `${why} (FORBIDDEN)` });
const body = { content: { "application/json": { schema: feedbackInputSchema } }, required: true };
const refusedWrite = {
  401: errorResponses[401],
  403: forbidden403("Not an approved registrant, the event has not started, or it is external"),
  404: errorResponses[404],
  422: errorResponses[422],
  429: errorResponses[429],
};
const refusedRead = { 401: errorResponses[401], 403: forbidden403("Neither the organiser nor an event admin"), 404: errorResponses[404] };

const mineRoute = createRoute({
  method: "get",
  path: "/events/{id}/my-feedback",
  tags,
  middleware: [requireUser],
  summary: "The caller's own feedback on the event; 404 when they have given none",
  request: { params: eventParams },
  responses: { 200: okJson(myFeedbackSchema, "The caller's feedback"), 401: errorResponses[401], 404: errorResponses[404] },
});

const giveRoute = createRoute({
  method: "post",
  path: "/events/{id}/feedback",
  tags,
  middleware: [requireUser],
  summary: "Give feedback: an approved registrant of a started, non-external event, once (rate-limited)",
  description: "A second POST answers 409 and changes nothing: edit the existing feedback with PUT instead.",
  request: { params: eventParams, body },
  responses: { 201: okJson(myFeedbackSchema, "Given"), 409: errorResponses[409], ...refusedWrite },
});

const editRoute = createRoute({
  method: "put",
  path: "/events/{id}/feedback",
  tags,
  middleware: [requireUser],
  summary: "Edit the caller's feedback (rate-limited); 404 when there is none yet",
  request: { params: eventParams, body },
  responses: { 200: okJson(myFeedbackSchema, "Edited"), ...refusedWrite },
});

const summaryRoute = createRoute({
  method: "get",
  path: "/events/{id}/feedback/summary",
  tags,
  middleware: [requireUser],
  summary: "Count, average, distribution, recommend share and every feedback, newest first (organiser or any event admin)",
  request: { params: eventParams },
  responses: { 200: okJson(feedbackSummarySchema, "The summary"), ...refusedRead },
});

const exportRoute = createRoute({
  method: "get",
  path: "/events/{id}/feedback/export",
  tags,
  middleware: [requireUser],
  summary: "Every feedback as CSV (UTF-8 with BOM, formula-safe) (organiser or any event admin)",
  request: { params: eventParams },
  responses: { 200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } }, ...refusedRead },
});

/** Giving and editing share one per-user budget. */
function limitWrites(deps: AppDeps, c: Context<AppEnv>) {
  return rateLimited(c, deps.limiter, [`feedback:user:${currentUser(c).id}`], FEEDBACK_WRITE_RATE_LIMIT);
}

export function feedbackRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const service = feedbackService(db);
  return new OpenAPIHono<AppEnv>()
    .openapi(mineRoute, async (c) => c.json(ok(await service.mine(c.req.valid("param").id, currentUser(c).id)), 200))
    .openapi(giveRoute, async (c) => {
      const limited = await limitWrites(deps, c);
      if (limited) return limited as never;
      const data = await service.give(c.req.valid("param").id, currentUser(c).id, c.req.valid("json"));
      return c.json(ok(data, translate(c.get("locale"), "feedback.submitted")), 201);
    })
    .openapi(editRoute, async (c) => {
      const limited = await limitWrites(deps, c);
      if (limited) return limited as never;
      const data = await service.edit(c.req.valid("param").id, currentUser(c).id, c.req.valid("json"));
      return c.json(ok(data, translate(c.get("locale"), "feedback.updated")), 200);
    })
    .openapi(summaryRoute, async (c) => c.json(ok(await feedbackSummary(db, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(exportRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { csv, title } = await exportFeedbackCsv(db, currentUser(c).id, id, c.get("locale"));
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": csvAttachment("feedback", id, title),
        "Cache-Control": "private, no-store",
      });
    });
}
