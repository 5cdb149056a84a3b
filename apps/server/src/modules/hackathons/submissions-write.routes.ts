import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  SUBMISSION_WRITE_RATE_LIMIT,
  submissionCreateSchema,
  submissionLeftSchema,
  submissionResultSchema,
  submissionUpdateSchema,
  translate,
} from "@commons/domain";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { getMySubmission } from "./my-submission.service.ts";
import { leaveSubmission, withdrawSubmission } from "./submission-team.service.ts";
import { submitProject, updateSubmission } from "./submissions-write.service.ts";

// docs/product/hackathons.md#submissions and #teams; docs/api.md#hackathon-submissions.

const tags = ["hackathons"];
const eventParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }),
});
const submissionParams = eventParams.extend({
  submissionId: z.string().openapi({ param: { name: "submissionId", in: "path" } }),
});
const refused = {
  401: errorResponses[401],
  403: { ...errorResponses[401], description: "Not allowed to this caller: not an approved registrant, not on the team, not the submitter (FORBIDDEN)" },
  404: errorResponses[404],
  409: { ...errorResponses[409], description: "Refused by the rules (not a hackathon, not published, stage closed, someone already on a team), with the reason" },
  429: errorResponses[429],
} as const;

const submitRoute = createRoute({
  method: "post",
  path: "/events/{id}/submit-project",
  tags,
  middleware: [requireUser],
  summary: "Submit the caller's project to a hackathon, with a team of approved registrants",
  description:
    "Open in DEVELOPMENT and SUBMISSION to approved registrants. Each person is on at most one team per hackathon; a " +
    "teammate already on one is refused by name (409, `details` on teamMemberIds). A retried identical request answers the " +
    "existing submission with 200 instead of 201.",
  request: { params: eventParams, body: { content: { "application/json": { schema: submissionCreateSchema } }, required: true } },
  responses: {
    201: okJson(submissionResultSchema, "Submitted"),
    200: okJson(submissionResultSchema, "Already submitted by this request's earlier attempt: the same submission"),
    ...refused,
    422: errorResponses[422],
  },
});

const mineRoute = createRoute({
  method: "get",
  path: "/events/{id}/my-submission",
  tags,
  middleware: [requireUser],
  summary: "The submission whose team holds the caller (as submitter or member); 404 without one",
  request: { params: eventParams },
  responses: { 200: okJson(submissionResultSchema, "The caller's team's submission"), 401: errorResponses[401], 404: errorResponses[404] },
});

const updateRoute = createRoute({
  method: "put",
  path: "/events/{id}/submissions/{submissionId}",
  tags,
  middleware: [requireUser],
  summary: "Edit a submission: any team member, while submissions are open; the team itself only by the submitter",
  request: { params: submissionParams, body: { content: { "application/json": { schema: submissionUpdateSchema } }, required: true } },
  responses: { 200: okJson(submissionResultSchema, "The submission after the edit"), ...refused, 422: errorResponses[422] },
});

const withdrawRoute = createRoute({
  method: "delete",
  path: "/events/{id}/submissions/{submissionId}",
  tags,
  middleware: [requireUser],
  summary: "Withdraw a submission (the submitter, while submissions are open); its team is dissolved",
  request: { params: submissionParams },
  responses: { 200: okJson(submissionLeftSchema, "Withdrawn"), ...refused },
});

const leaveRoute = createRoute({
  method: "delete",
  path: "/events/{id}/submissions/{submissionId}/members/me",
  tags,
  middleware: [requireUser],
  summary: "Leave a submission's team (a member, not the submitter, while submissions are open)",
  request: { params: submissionParams },
  responses: { 200: okJson(submissionLeftSchema, "Left the team"), ...refused },
});

function limitWrites(deps: AppDeps, c: Context<AppEnv>) {
  return rateLimited(c, deps.limiter, [`submissions:user:${currentUser(c).id}`], SUBMISSION_WRITE_RATE_LIMIT);
}

export function submissionsWriteRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new OpenAPIHono<AppEnv>()
    .openapi(submitRoute, async (c) => {
      const limited = await limitWrites(deps, c);
      if (limited) return limited as never;
      const { submission, created } = await submitProject(db, c.req.valid("param").id, currentUser(c).id, c.req.valid("json"));
      return c.json(ok({ submission }, translate(c.get("locale"), "hackathons.submit.done")), created ? 201 : 200);
    })
    .openapi(mineRoute, async (c) => c.json(ok({ submission: await getMySubmission(db, c.req.valid("param").id, currentUser(c).id) }), 200))
    .openapi(updateRoute, async (c) => {
      const limited = await limitWrites(deps, c);
      if (limited) return limited as never;
      const { id, submissionId } = c.req.valid("param");
      const submission = await updateSubmission(db, id, submissionId, currentUser(c).id, c.req.valid("json"));
      return c.json(ok({ submission }, translate(c.get("locale"), "hackathons.submit.updated")), 200);
    })
    .openapi(withdrawRoute, async (c) => {
      const limited = await limitWrites(deps, c);
      if (limited) return limited as never;
      const { id, submissionId } = c.req.valid("param");
      return c.json(ok(await withdrawSubmission(db, id, submissionId, currentUser(c).id), translate(c.get("locale"), "hackathons.submit.withdrawn")), 200);
    })
    .openapi(leaveRoute, async (c) => {
      const limited = await limitWrites(deps, c);
      if (limited) return limited as never;
      const { id, submissionId } = c.req.valid("param");
      return c.json(ok(await leaveSubmission(db, id, submissionId, currentUser(c).id), translate(c.get("locale"), "hackathons.submit.left")), 200);
    });
}
