import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { RESULTS_WRITE_RATE_LIMIT, resultsPublishedSchema, translate, votingResultsSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { publishResults } from "./awards.service.ts";
import { getVotingResults } from "./results.service.ts";

// docs/product/hackathons.md#results: the public results, and the organiser's publication of the awards.

const tags = ["hackathons"];
const eventParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }),
});

const resultsRoute = createRoute({
  method: "get",
  path: "/events/{id}/voting-results",
  tags,
  summary: "A hackathon's results: vote counts during VOTING; scores, ranks (1..n, ties broken) and published awards in RESULTS",
  description:
    "Anyone may read a public hackathon's results; drafts and cancelled events answer 404 except to their managers. Before VOTING the list is empty. " +
    "During VOTING each submission carries its vote count and audience score only, ordered by votes. In RESULTS: judge score, final score " +
    "(judgeWeight × judge + publicWeight × audience; one side alone when the other is off) and rank; ties go to the higher judge score, then the earlier submission.",
  request: { params: eventParams },
  responses: { 200: okJson(votingResultsSchema, "The results"), 404: errorResponses[404] },
});

const publishRoute = createRoute({
  method: "post",
  path: "/events/{id}/results/publish",
  tags,
  middleware: [requireUser],
  summary: "Publish the awards (canEditEvent, RESULTS only): records each team member of an award and notifies them once",
  description:
    "Recomputes final scores and ranks, marks the assigned awards published, records one award_recipients row per team member per award and notifies " +
    "each new recipient in the app. Publishing again records and notifies nothing more (it does publish awards assigned since).",
  request: { params: eventParams },
  responses: {
    200: okJson(resultsPublishedSchema, "Published"),
    401: errorResponses[401],
    403: { ...errorResponses[401], description: "No right on this event (FORBIDDEN)" },
    404: errorResponses[404],
    409: { ...errorResponses[409], description: "Not in RESULTS, no award assigned, not a HACKATHON, or cancelled (CONFLICT)" },
    429: errorResponses[429],
  },
});

export function resultsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new OpenAPIHono<AppEnv>()
    .openapi(resultsRoute, async (c) => c.json(ok(await getVotingResults(db, c.req.valid("param").id, c.get("user")?.id ?? null)), 200))
    .openapi(publishRoute, async (c) => {
      const limited = await rateLimited(c, deps.limiter, [`results:user:${currentUser(c).id}`], RESULTS_WRITE_RATE_LIMIT);
      if (limited) return limited as never;
      const published = await publishResults(db, currentUser(c).id, c.req.valid("param").id);
      return c.json(ok(published, translate(c.get("locale"), "hackathons.resultsPublished")), 200);
    });
}
