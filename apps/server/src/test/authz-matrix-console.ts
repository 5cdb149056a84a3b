// The authorisation matrix's entries for the organiser console, registration and check-in
// (docs/product/organiser-console.md, registration.md). authz-matrix-entries.ts spreads them into the matrix.
import type { Entry } from "./authz-matrix-entries.ts";
import { draft, ev } from "./authz-matrix-kit.ts";

export const CONSOLE_ENTRIES: Record<string, Entry> = {
  // ── organiser console ─────────────────────────────────────────────────────────────────────────────
  "POST /api/events/{id}/admins": {
    access: "owner",
    call: (x) => x.c.post(`${ev(x)}/admins`, { usernameOrEmail: x.cast.bystander.email, canEditEvent: true }),
  },
  "PATCH /api/events/{id}/admins/{userId}": {
    access: "owner",
    call: (x) => x.c.patch(`${ev(x)}/admins/${x.cast.coAdmin.userId}`, { canCheckIn: false }),
  },
  "DELETE /api/events/{id}/admins/{userId}": {
    access: "owner",
    call: (x) => x.c.delete(`${ev(x)}/admins/${x.cast.coAdmin.userId}`),
  },
  "POST /api/events/{id}/messages": {
    access: "owner",
    call: (x) => x.c.post(`${ev(x)}/messages`, { statuses: ["APPROVED"], channels: ["inapp", "email"], subject: "通知", body: "明天见" }),
  },
  "POST /api/events/{id}/registrations/bulk": {
    access: "owner",
    call: (x) => x.c.post(`${ev(x)}/registrations/bulk`, { registrationIds: [x.w.registrationId], status: "REJECTED" }),
  },
  "DELETE /api/events/{id}/checkin/{registrationId}": {
    access: "owner",
    call: (x) => x.c.delete(`${ev(x)}/checkin/${x.w.registrationId}`),
  },
  // ── registrations and check-in ────────────────────────────────────────────────────────────────────
  "POST /api/events/{id}/register": {
    access: "self",
    why: "registers the caller, for a public event",
    call: (x) => x.c.post(`${ev(x)}/register`, { ticketTypeId: x.w.ticketTypeId, answers: [{ questionId: x.w.questionId, answer: "来学习" }] }),
    onDraft: (x) => x.c.post(`${draft(x)}/register`, {}),
  },
  "DELETE /api/events/{id}/register": {
    access: "self",
    why: "cancels only the caller's own registration",
    call: async (x) => {
      await x.c.post(`${ev(x)}/register`, { ticketTypeId: x.w.ticketTypeId, answers: [{ questionId: x.w.questionId, answer: "来学习" }] });
      return x.c.delete(`${ev(x)}/register`);
    },
    onDraft: (x) => x.c.delete(`${draft(x)}/register`),
  },
  "PATCH /api/events/{id}/my-registration/card-consent": {
    access: "self",
    why: "changes only the caller's own registration's card consent (docs/product/people.md#digital-cards)",
    call: async (x) => {
      await x.c.post(`${ev(x)}/register`, { ticketTypeId: x.w.ticketTypeId, answers: [{ questionId: x.w.questionId, answer: "来学习" }] });
      return x.c.patch(`${ev(x)}/my-registration/card-consent`, { allowDigitalCardDisplay: false });
    },
    onDraft: (x) => x.c.patch(`${draft(x)}/my-registration/card-consent`, { allowDigitalCardDisplay: false }),
  },
  "PATCH /api/events/{id}/registrations/{registrationId}": {
    access: "owner",
    call: (x) => x.c.patch(`${ev(x)}/registrations/${x.w.registrationId}`, { status: "REJECTED", note: "名额已满" }),
  },
  "POST /api/events/{id}/checkin": {
    access: "owner",
    call: (x) => x.c.post(`${ev(x)}/checkin`, { code: x.w.doorCode }),
  },
  "POST /api/events/{id}/checkin/validate": {
    access: "owner",
    call: (x) => x.c.post(`${ev(x)}/checkin/validate`, { code: x.w.doorCode }),
  },
};
