import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { attendeeInvitationResultSchema, attendeeInvitationsSchema, invitationAnswerSchema, organiserAddSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { acceptInvitation, declineInvitation } from "./answer-invitation.service.ts";
import { inviteAttendee, listInvitations } from "./invite-attendee.service.ts";

const eventParam = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) });
const invitationParam = z.object({ invitationId: z.string().openapi({ param: { name: "invitationId", in: "path" } }) });
const signedIn = { middleware: [requireUser], tags: ["invitations"] };

const inviteRoute = createRoute({
  ...signedIn,
  method: "post",
  path: "/events/{id}/invitations",
  summary: "Invite a person to the event (organiser / admins with canManageRegistrations); they register only by accepting",
  description:
    "Name the person by `userId` or by `usernameOrEmail` (exactly one). An address answers the same 201 whether or not it has an account (an unknown one is mailed a sign-up link); an unknown username is a 404. Asking again answers the same invitation. Spends the daily allowance: 429 with Retry-After when it is spent.",
  request: { params: eventParam, body: { content: { "application/json": { schema: organiserAddSchema } }, required: true } },
  responses: {
    201: okJson(attendeeInvitationResultSchema, "Invited (or the same invitation again)"),
    401: errorResponses[401],
    403: { ...errorResponses[401], description: "No right on this event (FORBIDDEN)" },
    404: errorResponses[404],
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const listRoute = createRoute({
  ...signedIn,
  method: "get",
  path: "/events/{id}/invitations",
  summary: "The event's attendee invitations and their answers, newest first (organiser / admins)",
  request: { params: eventParam },
  responses: {
    200: okJson(attendeeInvitationsSchema, "The invitations"),
    401: errorResponses[401],
    403: { ...errorResponses[401], description: "No right on this event (FORBIDDEN)" },
    404: errorResponses[404],
  },
});

const answerResponses = {
  200: okJson(invitationAnswerSchema, "The invitation after the answer"),
  400: errorResponses[400],
  401: errorResponses[401],
  404: errorResponses[404],
  409: errorResponses[409],
};

const acceptRoute = createRoute({
  ...signedIn,
  method: "post",
  path: "/invitations/{invitationId}/accept",
  summary: "Accept an invitation made to the caller: registers them as APPROVED (409 when the event is full)",
  request: { params: invitationParam },
  responses: answerResponses,
});

const declineRoute = createRoute({
  ...signedIn,
  method: "post",
  path: "/invitations/{invitationId}/decline",
  summary: "Decline an invitation made to the caller; nothing else changes",
  request: { params: invitationParam },
  responses: answerResponses,
});

// A burst guard in front of the daily allowance (organiser-allowance.ts), which is the real limit.
const INVITE_BURST = { limit: 30, windowSeconds: 60 };

export function invitationsRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(inviteRoute, async (c) => {
      const user = currentUser(c);
      const limited = await rateLimited(c, deps.limiter, [`invite:user:${user.id}`], INVITE_BURST);
      if (limited) return limited as never;
      const invitation = await inviteAttendee(deps, user.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(ok({ invitation }), 201);
    })
    .openapi(listRoute, async (c) => c.json(ok(await listInvitations(deps.database.db, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(acceptRoute, async (c) => c.json(ok(await acceptInvitation(deps, currentUser(c).id, c.req.valid("param").invitationId)), 200))
    .openapi(declineRoute, async (c) => c.json(ok(await declineInvitation(deps, currentUser(c).id, c.req.valid("param").invitationId)), 200));
}
