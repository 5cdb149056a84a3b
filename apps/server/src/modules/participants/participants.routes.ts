import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import {
  interestToggleResultSchema,
  PARTICIPANT_INTEREST_RATE_LIMIT,
  participantInterestsSchema,
  participantInterestToggleSchema,
  participantsPageSchema,
  participantsQuerySchema,
  projectSubmissionsSchema,
  translate,
} from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { listInterests, toggleInterest } from "./interests.service.ts";
import { listParticipants, listProjectSubmissions } from "./participants.service.ts";
import { eventParams } from "./participants.schema.ts";

const tags = ["participants"];
const hidden403 = { ...errorResponses[401], description: "The organiser's choice hides the participants from the caller (FORBIDDEN, participants.hidden)" };
const notApproved403 = { ...errorResponses[401], description: "Not an approved registrant of the event (FORBIDDEN); the page ignores it silently" };
const visibility =
  "Who may read: per the event's participantsVisibility (PUBLIC: anyone; REGISTRANTS: the organiser, event admins and approved registrants; " +
  "ORGANISERS: the organiser and event admins). Drafts and cancelled events answer 404 except to their organiser and admins.";

const listRoute = createRoute({
  method: "get",
  path: "/events/{id}/participants",
  tags,
  summary: "The event's approved registrants, 12 a page, searched over name, username, bio, role and current work",
  description: `${visibility} Never emails or phone numbers.`,
  request: { params: eventParams, query: participantsQuerySchema },
  responses: { 200: okJson(participantsPageSchema, "One page"), 403: hidden403, 404: errorResponses[404], 422: errorResponses[422] },
});

const submissionsRoute = createRoute({
  method: "get",
  path: "/events/{id}/project-submissions",
  tags,
  summary: "The projects approved registrants attached to their registration",
  description: visibility,
  request: { params: eventParams },
  responses: { 200: okJson(projectSubmissionsSchema, "Projects, by registration time"), 403: hidden403, 404: errorResponses[404] },
});

const interestsRoute = createRoute({
  method: "get",
  path: "/events/{id}/participant-interests",
  tags,
  middleware: [requireUser],
  summary: "Whom the caller marked, and who marked them back (mutual only)",
  description: "A one-way mark is never shown to its target. Mutual entries carry the contact methods the other person chose to show.",
  request: { params: eventParams },
  responses: { 200: okJson(participantInterestsSchema, "The caller's marks"), 401: errorResponses[401], 403: notApproved403, 404: errorResponses[404] },
});

const toggleRoute = createRoute({
  method: "post",
  path: "/events/{id}/participant-interests",
  tags,
  middleware: [requireUser],
  summary: "Mark or unmark another approved registrant of the event (toggles)",
  description: "When the mark makes the interest mutual, both people are notified in-app (once per pair and event).",
  request: { params: eventParams, body: { content: { "application/json": { schema: participantInterestToggleSchema } }, required: true } },
  responses: {
    200: okJson(interestToggleResultSchema, "The caller's mark now, and whether it is mutual"),
    400: { ...errorResponses[400], description: "The caller themselves (BAD_REQUEST, names targetUserId)" },
    401: errorResponses[401],
    403: notApproved403,
    404: { ...errorResponses[404], description: "No such event, or the target is not an approved registrant of it (NOT_FOUND)" },
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

export function participantsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const viewer = (c: { get: (k: "user") => { id: string } | null | undefined }) => c.get("user")?.id ?? null;
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => c.json(ok(await listParticipants(db, c.req.valid("param").id, viewer(c), c.req.valid("query"))), 200))
    .openapi(submissionsRoute, async (c) => c.json(ok(await listProjectSubmissions(db, c.req.valid("param").id, viewer(c))), 200))
    .openapi(interestsRoute, async (c) => c.json(ok(await listInterests(db, c.req.valid("param").id, currentUser(c).id)), 200))
    .openapi(toggleRoute, async (c) => {
      const me = currentUser(c).id;
      const limited = await rateLimited(c, deps.limiter, [`interests:user:${me}`], PARTICIPANT_INTEREST_RATE_LIMIT);
      if (limited) return limited as never;
      const result = await toggleInterest(db, c.req.valid("param").id, me, c.req.valid("json").targetUserId);
      const key = result.mutual ? "participants.interest.mutual" : result.interested ? "participants.interest.marked" : "participants.interest.unmarked";
      return c.json(ok(result, translate(c.get("locale"), key)), 200);
    });
}
