// The authorisation matrix's entries for attendee invitations (docs/product/organiser-console.md#invitations).
// authz-matrix-entries.ts spreads them into the matrix.
import { attendeeInvitations } from "../db/schema/index.ts";
import type { Ctx, Entry } from "./authz-matrix-entries.ts";
import { ev } from "./authz-matrix-kit.ts";
import { insertEvent } from "./fixtures.ts";

/**
 * An invitation made to the caller, to a fresh event of the owner's (accepting registers the caller, which
 * must not disturb the world's event). Anonymous aims at a random id: the refusal comes first.
 */
async function invitationFor(x: Ctx): Promise<string> {
  if (x.who === "anonymous") return crypto.randomUUID();
  const eventId = await insertEvent(x.t.db, x.cast.owner.userId);
  const [row] = await x.t.db
    .insert(attendeeInvitations)
    .values({ eventId, userId: x.cast[x.who].userId, label: "@guest", invitedBy: x.cast.owner.userId })
    .returning({ id: attendeeInvitations.id });
  return row!.id;
}

export const INVITATION_ENTRIES: Record<string, Entry> = {
  "POST /api/events/{id}/invitations": {
    access: "owner",
    call: (x) => x.c.post(`${ev(x)}/invitations`, { usernameOrEmail: x.cast.bystander.email }),
  },
  "POST /api/invitations/{invitationId}/accept": {
    access: "self",
    why: "answers an invitation made to the caller; anyone else's answers like a missing one",
    call: async (x) => x.c.post(`/api/invitations/${await invitationFor(x)}/accept`),
  },
  "POST /api/invitations/{invitationId}/decline": {
    access: "self",
    why: "answers an invitation made to the caller; anyone else's answers like a missing one",
    call: async (x) => x.c.post(`/api/invitations/${await invitationFor(x)}/decline`),
  },
};
