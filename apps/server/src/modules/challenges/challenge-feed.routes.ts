import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { CHALLENGE_FEED_PAGE_SIZE, challengeFeedPageSchema, challengeFeedQuerySchema, challengeParticipantsSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { memoizedInput } from "../../lib/memoized-input.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { sharedReadTtl } from "../../lib/shared-read-cache.ts";
import { sendRendered } from "../events/rendered-json.ts";
import { challengeFeedCaches, FEED_PAGE_TTL_MS } from "./challenge-feed-cache.ts";
import { challengeCommentsRoutes } from "./challenge-comments.routes.ts";
import { listFeed } from "./challenge-feed.service.ts";
import { listParticipants } from "./challenge-participants.service.ts";

// docs/product/challenges.md#feed, #dashboard; docs/api.md "Challenges: feed, likes, comments, participants".

const tags = ["challenges"];
const eventParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }),
});
const visibility =
  "Visibility is the server's: visitors and people without a live registration see only check-ins marked public by participants " +
  "whose check-ins are public (and their own); registrants, organisers and admins see all (docs/product/challenges.md#visibility).";

const feedRoute = createRoute({
  method: "get",
  path: "/events/{id}/building-public/check-ins",
  tags,
  summary: `A challenge's community feed, ${CHALLENGE_FEED_PAGE_SIZE} a page, latest or popular, everyone or one person`,
  description: `${visibility} \`latest\` is newest first; \`popular\` is most liked first, then newest; ties break by id so pages never overlap. \`user\` is "all" or a person's id. A bad query value is a 422 naming it.`,
  request: { params: eventParams, query: challengeFeedQuerySchema },
  responses: {
    200: okJson(challengeFeedPageSchema, "One page"),
    304: { description: "Not modified: the If-None-Match ETag still matches" },
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const participantsRoute = createRoute({
  method: "get",
  path: "/events/{id}/building-public/participants",
  tags,
  summary: "A challenge's participants: project, count, completion, likes received; the completion rate and the top five",
  description:
    "Every set-up participant with a live registration. Visitors and non-registrants do not see participants-only people in the list " +
    "(nor the top five), while `total`, `completed` and `completionRate` count everyone. Ranked by check-ins, then likes received, then the earlier last check-in.",
  request: { params: eventParams },
  responses: { 200: okJson(challengeParticipantsSchema, "The participants"), 404: errorResponses[404] },
});

export function challengeFeedRoutes(deps: AppDeps) {
  const { db } = deps.database;
  // Tests read their own writes at once; everywhere else an audience's page, and each reader's side of it, is
  // shared for a moment (ADR 0035, 0045).
  const caches = challengeFeedCaches(db, sharedReadTtl(deps.env, FEED_PAGE_TTL_MS));
  const feedInput = memoizedInput(feedRoute.request);
  const app = new OpenAPIHono<AppEnv>();
  // Documented like every route, served with its input validated once per URL (lib/memoized-input.ts, ADR 0049).
  app.openAPIRegistry.registerPath(feedRoute);
  app.get(feedRoute.getRoutingPath(), async (c) => {
    const { param, query } = await feedInput(c);
    const viewerId = c.get("user")?.id ?? null;
    return sendRendered(c, await listFeed(db, caches, param.id, viewerId, query));
  });
  return app
    .openapi(participantsRoute, async (c) => {
      const viewerId = c.get("user")?.id ?? null;
      return c.json(ok(await listParticipants(db, c.req.valid("param").id, viewerId)), 200);
    })
    .route("/", challengeCommentsRoutes(deps));
}
