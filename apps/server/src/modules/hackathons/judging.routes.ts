import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  JUDGE_SCORE_RATE_LIMIT,
  judgeScoreInputSchema,
  judgeScoreResultSchema,
  judgesInputSchema,
  judgesViewSchema,
  judgingProgressSchema,
  judgingViewSchema,
  SUBMISSION_WRITE_RATE_LIMIT,
  translate,
} from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { getJudges, getJudgingProgress, putJudges } from "./judges.service.ts";
import { getJudging, putJudgeScore } from "./judging.service.ts";

// docs/product/hackathons.md#judging; docs/api.md#hackathon-judging.

const tags = ["hackathons"];
const eventParams = z.object({
  id: z
    .string()
    .openapi({
      param: { name: "id", in: "path" },
      example: "c0ffee00-0000-4000-8000-000000000000",
    }),
});
const submissionParams = eventParams.extend({
  submissionId: z
    .string()
    .openapi({ param: { name: "submissionId", in: "path" } }),
});
const managed = {
  401: errorResponses[401],
  403: {
    ...errorResponses[401],
    description:
      "Not the organiser or an event admin with canEditEvent (FORBIDDEN)",
  },
  404: errorResponses[404],
  409: { ...errorResponses[409], description: "Not a hackathon, or cancelled" },
} as const;
const judged = {
  401: errorResponses[401],
  403: {
    ...errorResponses[401],
    description:
      "Not a judge of this hackathon, or on the submission's team (FORBIDDEN)",
  },
  404: errorResponses[404],
  409: {
    ...errorResponses[409],
    description:
      "Not a hackathon; scoring not open yet (before SUBMISSION) or closed (results published)",
  },
} as const;

const judgesRoute = createRoute({
  method: "get",
  path: "/events/{id}/judges",
  tags,
  middleware: [requireUser],
  summary: "The hackathon's judges (public fields)",
  request: { params: eventParams },
  responses: { 200: okJson(judgesViewSchema, "The judges"), ...managed },
});

const putJudgesRoute = createRoute({
  method: "put",
  path: "/events/{id}/judges",
  tags,
  middleware: [requireUser],
  summary:
    "Replace the hackathon's judges (user ids from GET /api/users/search)",
  description:
    "Removed judges keep their score rows, which stop counting; every judge score is recomputed.",
  request: {
    params: eventParams,
    body: {
      content: { "application/json": { schema: judgesInputSchema } },
      required: true,
    },
  },
  responses: {
    200: okJson(judgesViewSchema, "The judges after the change"),
    ...managed,
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const progressRoute = createRoute({
  method: "get",
  path: "/events/{id}/judging-progress",
  tags,
  middleware: [requireUser],
  summary: "Judges × submissions: which sheets each judge completed",
  request: { params: eventParams },
  responses: {
    200: okJson(judgingProgressSchema, "The progress table"),
    ...managed,
  },
});

const judgingRoute = createRoute({
  method: "get",
  path: "/events/{id}/judging",
  tags,
  middleware: [requireUser],
  summary:
    "The caller's judging sheet: every submission, the criteria, their own scores, comments and progress",
  request: { params: eventParams },
  responses: { 200: okJson(judgingViewSchema, "The judge's sheet"), ...judged },
});

const scoreRoute = createRoute({
  method: "put",
  path: "/events/{id}/submissions/{submissionId}/judge-score",
  tags,
  middleware: [requireUser],
  summary:
    "Save the caller's scores (every criterion 1–10) and private comment for one submission",
  description:
    "Open from SUBMISSION until results are published. Each judge × criterion is its own row; the submission's judge score is recomputed.",
  request: {
    params: submissionParams,
    body: {
      content: { "application/json": { schema: judgeScoreInputSchema } },
      required: true,
    },
  },
  responses: {
    200: okJson(judgeScoreResultSchema, "Saved"),
    ...judged,
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

export function judgingRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new OpenAPIHono<AppEnv>()
    .openapi(judgesRoute, async (c) =>
      c.json(
        ok(await getJudges(db, currentUser(c).id, c.req.valid("param").id)),
        200,
      ),
    )
    .openapi(putJudgesRoute, async (c) => {
      const limited = await rateLimited(
        c,
        deps.limiter,
        [`judges:user:${currentUser(c).id}`],
        SUBMISSION_WRITE_RATE_LIMIT,
      );
      if (limited) return limited as never;
      const view = await putJudges(
        db,
        currentUser(c).id,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(
        ok(view, translate(c.get("locale"), "hackathons.judging.judgesSaved")),
        200,
      );
    })
    .openapi(progressRoute, async (c) =>
      c.json(
        ok(
          await getJudgingProgress(
            db,
            currentUser(c).id,
            c.req.valid("param").id,
          ),
        ),
        200,
      ),
    )
    .openapi(judgingRoute, async (c) =>
      c.json(
        ok(await getJudging(db, c.req.valid("param").id, currentUser(c).id)),
        200,
      ),
    )
    .openapi(scoreRoute, async (c) => {
      const limited = await rateLimited(
        c,
        deps.limiter,
        [`judge-score:user:${currentUser(c).id}`],
        JUDGE_SCORE_RATE_LIMIT,
      );
      if (limited) return limited as never;
      const { id, submissionId } = c.req.valid("param");
      const result = await putJudgeScore(
        db,
        id,
        submissionId,
        currentUser(c).id,
        c.req.valid("json"),
      );
      return c.json(
        ok(result, translate(c.get("locale"), "hackathons.judging.saved")),
        200,
      );
    });
}
