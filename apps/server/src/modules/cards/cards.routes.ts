import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { CARD_CONSENT_RATE_LIMIT, cardConsentResultSchema, cardConsentSchema, digitalCardsSchema, translate } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { listCards, setCardConsent } from "./cards.service.ts";

// docs/product/people.md#digital-cards

const tags = ["cards"];
const eventParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }),
});

const listRoute = createRoute({
  method: "get",
  path: "/events/{id}/cards",
  tags,
  summary: "The digital business cards of the event's consenting approved participants",
  description:
    "Who may see them follows the event's participants visibility (403 otherwise; the page ignores it). Contact methods the " +
    "person chose to show appear only for approved registrants and managers of the event, never the phone number.",
  request: { params: eventParams },
  responses: {
    200: okJson(digitalCardsSchema, "The cards, by registration time"),
    403: { ...errorResponses[401], description: "The caller may not see this event's participants (FORBIDDEN)" },
    404: errorResponses[404],
  },
});

const consentRoute = createRoute({
  method: "patch",
  path: "/events/{id}/my-registration/card-consent",
  tags,
  middleware: [requireUser],
  summary: "Show or hide the caller's own digital card on this event (their registration's allowDigitalCardDisplay)",
  description: "Any registration of the caller's but a cancelled one; the card list changes at once.",
  request: { params: eventParams, body: { content: { "application/json": { schema: cardConsentSchema } }, required: true } },
  responses: {
    200: okJson(cardConsentResultSchema, "Changed"),
    401: errorResponses[401],
    404: { ...errorResponses[404], description: "No such event, or the caller has no (uncancelled) registration on it (NOT_FOUND)" },
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

export function cardsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => c.json(ok(await listCards(db, c.req.valid("param").id, c.get("user")?.id ?? null)), 200))
    .openapi(consentRoute, async (c) => {
      const user = currentUser(c);
      const limited = await rateLimited(c, deps.limiter, [`cards:consent:user:${user.id}`], CARD_CONSENT_RATE_LIMIT);
      if (limited) return limited as never;
      const data = await setCardConsent(db, c.req.valid("param").id, user.id, c.req.valid("json").allowDigitalCardDisplay);
      return c.json(ok(data, translate(c.get("locale"), data.allowDigitalCardDisplay ? "cards.consentOn" : "cards.consentOff")), 200);
    });
}
