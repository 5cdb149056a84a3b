import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  CHALLENGE_LIKE_RATE_LIMIT,
  CHALLENGE_WRITE_RATE_LIMIT,
  CHECK_IN_COMMENTS_PAGE_SIZE,
  checkInCommentInputSchema,
  checkInCommentSchema,
  checkInCommentsSchema,
  checkInLikeResultSchema,
  translate,
} from "@commons/domain";
import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { AppError } from "../../lib/errors.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser } from "../../lib/require-user.ts";
import { addComment, listComments } from "./challenge-comments.service.ts";
import { toggleLike } from "./challenge-likes.service.ts";

// docs/product/challenges.md#likes-and-comments; docs/api.md "Challenges: feed, likes, comments, participants".

const tags = ["challenges"];
const checkInParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }),
});
/** `?page`: 1-based, 1 when absent; a bad value is a 422 naming it (as the feed's query). */
const commentsQuery = z.object({
  page: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(10_000).default(1)),
});
const notVisible = { ...errorResponses[404], description: "No such check-in, or one the caller may not see" };

/** Signed out is its own message ("请先登录"), before the body is read, so a visitor never sees a 422. */
const signInRequired: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("user")) throw new AppError(401, "UNAUTHORIZED", "challenges.signInRequired");
  await next();
};

const likeRoute = createRoute({
  method: "post",
  path: "/building-public/check-ins/{id}/like",
  tags,
  middleware: [signInRequired],
  summary: "Like a check-in, or take the like back: a toggle answering {liked, likeCount}",
  description: "One like per person per check-in; one person's concurrent toggles are taken one at a time, and the count moves only when a like came or went.",
  request: { params: checkInParams },
  responses: { 200: okJson(checkInLikeResultSchema, "The caller's like and the count after the toggle"), 401: errorResponses[401], 404: notVisible, 429: errorResponses[429] },
});

const listRoute = createRoute({
  method: "get",
  path: "/building-public/check-ins/{id}/comments",
  tags,
  summary: `A check-in's comments, oldest first, ${CHECK_IN_COMMENTS_PAGE_SIZE} a page`,
  description: "Seen by whoever may see the check-in (docs/product/challenges.md#visibility); commenters carry public fields only.",
  request: { params: checkInParams, query: commentsQuery },
  responses: { 200: okJson(checkInCommentsSchema, "The comments"), 404: notVisible, 422: errorResponses[422] },
});

const createCommentRoute = createRoute({
  method: "post",
  path: "/building-public/check-ins/{id}/comments",
  tags,
  middleware: [signInRequired],
  summary: "Comment on a check-in; its author (if someone else) is notified",
  request: { params: checkInParams, body: { content: { "application/json": { schema: checkInCommentInputSchema } }, required: true } },
  responses: {
    201: okJson(checkInCommentSchema, "The comment"),
    401: errorResponses[401],
    404: notVisible,
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

export function challengeCommentsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new OpenAPIHono<AppEnv>()
    .openapi(likeRoute, async (c) => {
      const user = currentUser(c);
      const limited = await rateLimited(c, deps.limiter, [`challenge-like:user:${user.id}`], CHALLENGE_LIKE_RATE_LIMIT);
      if (limited) return limited as never;
      return c.json(ok(await toggleLike(db, c.req.valid("param").id, user.id)), 200);
    })
    .openapi(listRoute, async (c) => {
      const viewerId = c.get("user")?.id ?? null;
      return c.json(ok(await listComments(db, c.req.valid("param").id, viewerId, c.req.valid("query").page)), 200);
    })
    .openapi(createCommentRoute, async (c) => {
      const user = currentUser(c);
      const limited = await rateLimited(c, deps.limiter, [`challenge-comment:user:${user.id}`], CHALLENGE_WRITE_RATE_LIMIT);
      if (limited) return limited as never;
      const comment = await addComment(db, c.req.valid("param").id, user.id, c.req.valid("json").content);
      return c.json(ok(comment, translate(c.get("locale"), "challenges.commentAdded")), 201);
    });
}
