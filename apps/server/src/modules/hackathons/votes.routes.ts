import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { myVotesSchema, translate, VOTE_WRITE_RATE_LIMIT, voteInputSchema, voteResultSchema } from "@commons/domain";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { AppError } from "../../lib/errors.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { requireUser } from "../../lib/require-user.ts";
import { SharedReadCache, sharedReadTtl } from "../../lib/shared-read-cache.ts";
import { VoteBatches } from "./vote-writes.ts";
import { castVote, myVotes, type VotePaths, withdrawVote } from "./votes.service.ts";

/** How long a process decides votes on its copy of the event; the write still checks it is current (ADR 0036). */
const VOTING_EVENT_TTL_MS = 1000;

// docs/product/hackathons.md#voting; docs/api.md#hackathon-votes.

const tags = ["hackathons"];
const eventParams = z.object({
  id: z.string().openapi({
    param: { name: "id", in: "path" },
    example: "c0ffee00-0000-4000-8000-000000000000",
  }),
});
const submissionParams = eventParams.extend({
  submissionId: z.string().openapi({ param: { name: "submissionId", in: "path" } }),
});
const refused = {
  401: {
    ...errorResponses[401],
    description: "Signed out: the message asks to sign in to vote",
  },
  403: {
    ...errorResponses[401],
    description: "Out of the voting scope (registered or approved participants only), or the caller's own project (FORBIDDEN)",
  },
  404: errorResponses[404],
  409: {
    ...errorResponses[409],
    description: "Not the voting stage, public voting off, or the vote quota used, with the reason",
  },
  429: errorResponses[429],
} as const;

const voteRoute = createRoute({
  method: "post",
  path: "/events/{id}/submissions/{submissionId}/vote",
  tags,
  summary: "Cast the caller's audience vote for a submission (VOTING only)",
  description:
    "One vote per person per submission: a repeated or concurrent vote answers 200 with the current state and adds nothing. " +
    "The organiser's quota (`voting.votesPerPerson`) is enforced in the same transaction. The answer carries the submission's " +
    "vote count and audience score (0.1 a vote, at most 10) and the caller's votes left (null without a quota).",
  request: {
    params: submissionParams,
    body: {
      content: { "application/json": { schema: voteInputSchema } },
      required: true,
    },
  },
  responses: {
    200: okJson(voteResultSchema, "The vote is in place"),
    ...refused,
    422: errorResponses[422],
  },
});

const withdrawRoute = createRoute({
  method: "delete",
  path: "/events/{id}/submissions/{submissionId}/vote",
  tags,
  summary: "Withdraw the caller's audience vote while voting is open (nothing to withdraw changes nothing)",
  request: { params: submissionParams },
  responses: { 200: okJson(voteResultSchema, "The vote is gone"), ...refused },
});

const myVotesRoute = createRoute({
  method: "get",
  path: "/events/{id}/my-votes",
  tags,
  middleware: [requireUser],
  summary: "The submissions the caller voted for in this hackathon, and the votes the quota leaves them",
  request: { params: eventParams },
  responses: {
    200: okJson(myVotesSchema, "The caller's votes"),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

/** Signed out is its own refusal here (the page offers the login with a way back), not the generic 401. */
function voter(c: Context<AppEnv>): string {
  const user = c.get("user");
  if (!user) throw new AppError(401, "UNAUTHORIZED", "hackathons.vote.signInRequired");
  return user.id;
}

export function votesRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const limit = (c: Context<AppEnv>, userId: string) => rateLimited(c, deps.limiter, [`votes:user:${userId}`], VOTE_WRITE_RATE_LIMIT);
  const paths: VotePaths = { events: new SharedReadCache(sharedReadTtl(deps.env, VOTING_EVENT_TTL_MS)), batches: new VoteBatches(db, deps.log) };
  return new OpenAPIHono<AppEnv>()
    .openapi(voteRoute, async (c) => {
      const userId = voter(c);
      const limited = await limit(c, userId);
      if (limited) return limited as never;
      const { id, submissionId } = c.req.valid("param");
      return c.json(ok(await castVote(db, id, submissionId, userId, paths), translate(c.get("locale"), "hackathons.vote.done")), 200);
    })
    .openapi(withdrawRoute, async (c) => {
      const userId = voter(c);
      const limited = await limit(c, userId);
      if (limited) return limited as never;
      const { id, submissionId } = c.req.valid("param");
      return c.json(ok(await withdrawVote(db, id, submissionId, userId), translate(c.get("locale"), "hackathons.vote.withdrawn")), 200);
    })
    .openapi(myVotesRoute, async (c) => {
      const user = c.get("user")!;
      return c.json(ok(await myVotes(db, c.req.valid("param").id, user.id)), 200);
    });
}
