// The authorisation matrix's entries for the people around an event (docs/product/people.md): volunteers,
// participant interests and feedback. authz-matrix-entries.ts spreads them into the matrix.
import { registrations } from "../db/schema/index.ts";
import { baseRoleId } from "../modules/volunteers/volunteers-test-kit.ts";
import type { Entry } from "./authz-matrix-entries.ts";
import { attendedEvent, draft, ev } from "./authz-matrix-kit.ts";

export const PEOPLE_ENTRIES: Record<string, Entry> = {
  // ── volunteers (docs/product/people.md#volunteers) ───────────────────────────────────────────────
  "POST /api/events/{id}/volunteers/apply": {
    access: "self",
    why: "applies the caller as a volunteer of a public event",
    prepare: (w) => w.volunteerRole(),
    call: async (x) => x.c.post(`${ev(x)}/volunteers/apply`, { eventVolunteerRoleId: await x.w.volunteerRole(), note: "我想帮忙" }),
    onDraft: async (x) => x.c.post(`${draft(x)}/volunteers/apply`, { eventVolunteerRoleId: await x.w.volunteerRole(), note: "我想帮忙" }),
  },
  "DELETE /api/events/{id}/volunteers/cancel": {
    access: "self",
    why: "cancels only the caller's own application",
    prepare: (w) => w.volunteerRole(),
    call: async (x) => {
      const eventVolunteerRoleId = await x.w.volunteerRole();
      await x.c.post(`${ev(x)}/volunteers/apply`, { eventVolunteerRoleId, note: "我想帮忙" });
      return x.c.delete(`${ev(x)}/volunteers/cancel`, { eventVolunteerRoleId });
    },
    onDraft: async (x) => x.c.delete(`${draft(x)}/volunteers/cancel`, { eventVolunteerRoleId: await x.w.volunteerRole() }),
  },
  "POST /api/events/{id}/volunteers/applications/{applicationId}/approve": {
    access: "owner",
    prepare: (w) => w.volunteerApplication(),
    call: async (x) => x.c.post(`${ev(x)}/volunteers/applications/${await x.w.volunteerApplication()}/approve`),
    refused: [403],
  },
  "POST /api/events/{id}/volunteers/applications/{applicationId}/reject": {
    access: "owner",
    prepare: (w) => w.volunteerApplication(),
    call: async (x) => x.c.post(`${ev(x)}/volunteers/applications/${await x.w.volunteerApplication()}/reject`),
    refused: [403],
  },
  "PUT /api/events/{id}/volunteer-roles": {
    access: "owner",
    call: async (x) =>
      x.c.request("PUT", `${ev(x)}/volunteer-roles`, {
        roles: [{ baseRoleId: await baseRoleId(x.t.db), description: "前台", recruitCount: 3, requireApproval: true, isRequired: false, closed: false }],
        volunteerContactInfo: "志愿者群",
        volunteerWechatQrCode: null,
      }),
  },
  // ── participants (docs/product/people.md#mutual-interest) ────────────────────────────────────────
  "POST /api/events/{id}/participant-interests": {
    access: "owner",
    // Only an approved registrant of the event may mark another one: here "owner" is the event's organiser
    // made an approved registrant too, marking the attendee; everyone else (the stranger, the other event's
    // admin) holds no approved registration and is refused.
    call: async (x) => {
      if (x.who === "owner") await x.t.db.insert(registrations).values({ eventId: x.w.eventId, userId: x.cast.owner.userId, status: "APPROVED" }).onConflictDoNothing();
      return x.c.post(`${ev(x)}/participant-interests`, { targetUserId: x.cast.attendee.userId });
    },
    refused: [403],
  },
  // ── feedback ──────────────────────────────────────────────────────────────────────────────────────
  // The caller's own feedback on an event they attended (docs/product/people.md#feedback): each signed-in
  // caller is made an approved registrant of a fresh, started event first, so the only refusal is anonymity.
  "POST /api/events/{id}/feedback": {
    access: "self",
    why: "gives the caller's own feedback on an event they attended",
    call: async (x) => x.c.post(`/api/events/${await attendedEvent(x)}/feedback`, { rating: 4 }),
    onDraft: (x) => x.c.post(`${draft(x)}/feedback`, { rating: 4 }),
  },
  "PUT /api/events/{id}/feedback": {
    access: "self",
    why: "edits the caller's own feedback",
    call: async (x) => {
      const id = await attendedEvent(x);
      if (x.who !== "anonymous") await x.c.post(`/api/events/${id}/feedback`, { rating: 4 });
      return x.c.request("PUT", `/api/events/${id}/feedback`, { rating: 2 });
    },
    onDraft: (x) => x.c.request("PUT", `${draft(x)}/feedback`, { rating: 4 }),
  },
};
