// The authorisation matrix's entries: what each mutating route of /api/openapi.json is, whose it is,
// and how each caller calls it. authz-matrix.app.test.ts runs them.
import { makeImage } from "../modules/uploads/test-images.ts";
import { directUpload, putBytes } from "../modules/uploads/upload-test-helpers.ts";
import { nextPhone } from "../modules/registrations/registration-test-kit.ts";
import { type CallerName, type Cast, PASSWORD, type World } from "./api-world.ts";
import { HACKATHON_SUBMIT_ENTRIES } from "./authz-matrix-hackathons-submit.ts";
import { PEOPLE_ENTRIES } from "./authz-matrix-people.ts";
import { HACKATHON_CONFIG_ENTRIES } from "./authz-matrix-hackathons-config.ts";
import { HACKATHON_JUDGE_ENTRIES } from "./authz-matrix-hackathons-judge.ts";
import { HACKATHON_PROJECT_ENTRIES } from "./authz-matrix-hackathons-projects.ts";
import { HACKATHON_VOTE_ENTRIES } from "./authz-matrix-hackathons-vote.ts";
import { HACKATHON_RESULTS_ENTRIES } from "./authz-matrix-hackathons-results.ts";
import { CHALLENGE_FEED_ENTRIES } from "./authz-matrix-challenges-feed.ts";
import { CHALLENGE_SETUP_ENTRIES } from "./authz-matrix-challenges-setup.ts";
import { CONSOLE_ENTRIES } from "./authz-matrix-console.ts";
import { INVITATION_ENTRIES } from "./authz-matrix-invitations.ts";
import { CERTIFICATE_ENTRIES } from "./authz-matrix-certificates.ts";
import { LEVEL_ENTRIES } from "./authz-matrix-levels.ts";
import { draft, ev } from "./authz-matrix-kit.ts";
import type { TestApp, TestClient } from "./test-app.ts";

export type Res = { status: number; json: { success?: boolean; code?: string } | null; text: string };

export interface Ctx {
  t: TestApp;
  cast: Cast;
  w: World;
  who: CallerName;
  /** The caller's browser (a fresh one for anonymous, so no cookie ever sticks to "anonymous"). */
  c: TestClient;
}

/**
 * - owner: acts on something of the owner's (their event, its registrations, a photo, a notification, a
 *   signed upload link). Anonymous → 401; the stranger and the other event's admin → 403 or 404.
 * - self: acts only on the caller's own things (their profile, like, registration…); every signed-in
 *   caller may, anonymous → 401. `why` says what makes it the caller's own.
 * - public: anyone may, signed in or not (`why` says why).
 */
export interface Entry {
  access: "owner" | "self" | "public";
  why?: string;
  call: (x: Ctx) => Promise<Res>;
  /** Self and public routes aimed at an event: the owner's draft must look missing (404) and change nothing. */
  onDraft?: (x: Ctx) => Promise<Res>;
  /** Refusal statuses for the non-owners of an owner route (default 403 or 404). */
  refused?: number[];
  /** Exact statuses where a caller's outcome differs from the defaults (documented per entry). */
  expect?: Partial<Record<CallerName, number[]>>;
  /** Fixtures the call needs, made before anything is measured (e.g. the owner's photo). */
  prepare?: (w: World) => Promise<unknown>;
  /** The call ends the caller's session (sign-out): each signed-in caller uses a new session of their account. */
  freshSession?: boolean;
}

function asRes(r: { status: number; json: unknown }): Res {
  return { status: r.status, json: r.json as Res["json"], text: JSON.stringify(r.json) };
}

export const MATRIX: Record<string, Entry> = {
  // ── auth (better-auth) ────────────────────────────────────────────────────────────────────────────
  "POST /api/auth/sign-up/email": {
    access: "public",
    why: "creating an account is how one gets a session",
    call: ({ c }) => c.post("/api/auth/sign-up/email", { name: "新人", email: `n${crypto.randomUUID().slice(0, 8)}@example.com`, password: PASSWORD }),
    freshSession: true,
  },
  "POST /api/auth/sign-in/email": {
    access: "public",
    why: "signing in is how one gets a session",
    call: ({ c, cast }) => c.post("/api/auth/sign-in/email", { email: cast.bystander.email, password: PASSWORD }),
    freshSession: true,
  },
  "POST /api/auth/sign-out": {
    access: "self",
    why: "ends the caller's own session; without one there is nothing to end",
    call: ({ c }) => c.post("/api/auth/sign-out"),
    freshSession: true,
    // better-auth answers a sign-out without a session with 200 and changes nothing.
    expect: { anonymous: [200] },
  },
  "POST /api/auth/change-password": {
    access: "self",
    why: "changes the caller's own password, proven by the current one",
    // To the same password, and without signing out other sessions: the suite's people keep signing in.
    call: ({ c }) => c.post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: PASSWORD }),
    freshSession: true,
  },
  "POST /api/auth/request-password-reset": {
    access: "public",
    why: "someone who forgot the password has no session; the answer is the same for any address",
    call: ({ c }) => c.post("/api/auth/request-password-reset", { email: `nobody-${crypto.randomUUID().slice(0, 8)}@example.com` }),
    freshSession: true,
  },
  "POST /api/auth/reset-password": {
    access: "public",
    why: "the mailed token is the proof, not a session; a throwaway account's link is used by each caller",
    call: async ({ c, t }) => {
      const owner = t.client();
      const { email } = await owner.signUp();
      await owner.post("/api/auth/request-password-reset", { email });
      await t.deps.messages.runDue();
      const token = new URL(t.deps.outbox.latestFor(email)?.text.match(/https?:\/\/\S+/)?.[0] ?? "http://x/").searchParams.get("token");
      return c.post("/api/auth/reset-password", { token, newPassword: "amber-violin-meadow-58" });
    },
    freshSession: true,
  },
  "DELETE /api/user/sessions/{id}": {
    access: "owner",
    // The owner's other device: signing it out leaves the session every caller here uses.
    prepare: (w) => w.spareSession(),
    call: async (x) => x.c.delete(`/api/user/sessions/${await x.w.spareSession()}`),
    // Someone else's session is indistinguishable from a missing one.
    refused: [404],
  },
  "DELETE /api/user/sessions": {
    access: "self",
    why: "signs out only the caller's own other devices",
    // From the caller's usual session, which it keeps: a fresh one would sign that one out from under
    // every later world.
    call: ({ c }) => c.delete("/api/user/sessions"),
  },
  "POST /api/auth/phone-number/send-otp": {
    access: "public",
    why: "asking for a sign-in code needs no session",
    call: ({ c }) => c.post("/api/auth/phone-number/send-otp", { phoneNumber: nextPhone() }),
    freshSession: true,
  },
  "POST /api/auth/phone-number/verify": {
    access: "public",
    why: "signing in with a code needs no session",
    call: async ({ c, t }) => {
      const phoneNumber = nextPhone();
      await c.post("/api/auth/phone-number/send-otp", { phoneNumber });
      await t.deps.messages.runDue();
      const code = t.deps.outbox.latestFor(phoneNumber)?.text.match(/\d{6}/)?.[0] ?? "000000";
      return c.post("/api/auth/phone-number/verify", { phoneNumber, code });
    },
    freshSession: true,
  },
  // ── profile, projects ─────────────────────────────────────────────────────────────────────────────
  "POST /api/profile/update": {
    access: "self",
    why: "edits the caller's own profile; no id can point elsewhere",
    // Long enough to keep the profile complete: the same people register later in this suite.
    call: ({ c }) => c.post("/api/profile/update", { bio: "改写过的个人简介，依然足够长，可以报名活动。" }),
  },
  "POST /api/projects": {
    access: "self",
    why: "creates a project owned by the caller",
    call: ({ c }) => c.post("/api/projects", { title: "我的项目", subtitle: "副标题" }),
  },
  ...HACKATHON_PROJECT_ENTRIES,
  // ── organisations ─────────────────────────────────────────────────────────────────────────────────
  "PATCH /api/orgs/{slug}": {
    access: "owner",
    // The cast's organisation, which the owner owns; nobody else is a member. Its page is public, so
    // the others are refused outright (403) rather than told it is missing.
    call: (x) => x.c.patch(`/api/orgs/${x.cast.org.slug}`, { name: "被篡改的社区", description: "改写的简介" }),
    refused: [403],
  },
  // ── events: create, edit, lifecycle ───────────────────────────────────────────────────────────────
  "POST /api/events": {
    access: "self",
    why: "creates a draft the caller organises",
    call: ({ c }) => c.post("/api/events", { title: "新活动", type: "MEETUP", startTime: new Date(Date.now() + 86_400_000).toISOString(), endTime: new Date(Date.now() + 90_000_000).toISOString(), timezone: "Asia/Shanghai", isOnline: true }),
  },
  "PATCH /api/events/{id}": { access: "owner", call: (x) => x.c.patch(ev(x), { title: "被篡改", maxAttendees: 1000 }) },
  "POST /api/events/{id}/publish": {
    access: "owner",
    // The draft: the only state publish succeeds from. Nobody else can see a draft, so it is 404.
    call: (x) => x.c.post(`${draft(x)}/publish`),
    refused: [404],
  },
  "POST /api/events/{id}/cancel": { access: "owner", call: (x) => x.c.post(`${ev(x)}/cancel`) },
  "POST /api/events/{id}/complete": { access: "owner", call: (x) => x.c.post(`${ev(x)}/complete`) },
  "DELETE /api/events/{id}": {
    access: "owner",
    // The draft: only a draft or a cancelled event can be deleted. Nobody else can see a draft, so it is 404.
    call: (x) => x.c.delete(draft(x)),
    refused: [404],
  },
  // ── engagement ────────────────────────────────────────────────────────────────────────────────────
  "POST /api/events/{id}/like": {
    access: "self",
    why: "the caller's own like",
    call: (x) => x.c.post(`${ev(x)}/like`),
    onDraft: (x) => x.c.post(`${draft(x)}/like`),
  },
  "DELETE /api/events/{id}/like": {
    access: "self",
    why: "removes only the caller's own like",
    call: async (x) => {
      await x.c.post(`${ev(x)}/like`);
      return x.c.delete(`${ev(x)}/like`);
    },
    onDraft: (x) => x.c.delete(`${draft(x)}/like`),
  },
  "POST /api/user/events/{id}/bookmark": {
    access: "self",
    why: "the caller's own bookmark",
    call: (x) => x.c.post(`/api/user/events/${x.w.eventId}/bookmark`),
    onDraft: (x) => x.c.post(`/api/user/events/${x.w.draftId}/bookmark`),
  },
  "DELETE /api/user/events/{id}/bookmark": {
    access: "self",
    why: "removes only the caller's own bookmark",
    call: async (x) => {
      await x.c.post(`/api/user/events/${x.w.eventId}/bookmark`);
      return x.c.delete(`/api/user/events/${x.w.eventId}/bookmark`);
    },
    onDraft: (x) => x.c.delete(`/api/user/events/${x.w.draftId}/bookmark`),
  },
  "POST /api/event-host-subscriptions": {
    access: "self",
    why: "the caller follows a host; the host's consent is not needed",
    // The bystander as host: following oneself is refused (400), which would be no proof of anything here.
    call: ({ c, cast }) => c.post("/api/event-host-subscriptions", { hostUserId: cast.bystander.userId }),
  },
  "DELETE /api/event-host-subscriptions": {
    access: "self",
    why: "stops only the caller's own following",
    call: async ({ c, cast }) => {
      await c.post("/api/event-host-subscriptions", { hostUserId: cast.bystander.userId });
      return c.delete("/api/event-host-subscriptions", { hostUserId: cast.bystander.userId });
    },
  },
  "POST /api/events/{id}/invites/user": {
    access: "self",
    why: "the caller's own invite code for a public event",
    call: (x) => x.c.post(`${ev(x)}/invites/user`),
    onDraft: (x) => x.c.post(`${draft(x)}/invites/user`),
  },
  "POST /api/events/{id}/view": {
    access: "public",
    why: "a page view counts for anyone who opens a public event",
    call: (x) => x.c.post(`${ev(x)}/view`),
    onDraft: (x) => x.c.post(`${draft(x)}/view`),
  },
  // ── notifications ─────────────────────────────────────────────────────────────────────────────────
  "POST /api/notifications/{id}/read": {
    access: "owner",
    call: (x) => x.c.post(`/api/notifications/${x.w.notificationId}/read`),
    // Someone else's notification is indistinguishable from a missing one.
    refused: [404],
  },
  "POST /api/notifications/read-all": {
    access: "self",
    why: "marks only the caller's own notifications",
    call: ({ c }) => c.post("/api/notifications/read-all"),
  },
  // ── uploads ───────────────────────────────────────────────────────────────────────────────────────
  "POST /api/uploads/signed-upload-url": {
    access: "self",
    why: "a link under the caller's own storage prefix",
    call: ({ c }) => c.post("/api/uploads/signed-upload-url", { bucket: "event-photos", contentType: "image/png", size: 1000 }),
  },
  "PUT /api/uploads/put/{purpose}/{owner}/{name}": {
    access: "owner",
    prepare: (w) => w.signedUpload(),
    call: async ({ t, c, w }) => {
      const { signedUrl } = await w.signedUpload();
      return putBytes(t, c, signedUrl, await makeImage("png"), "image/png").then(asRes);
    },
    refused: [403],
  },
  "POST /api/uploads/direct-upload": {
    access: "self",
    why: "stores a file under the caller's own prefix",
    call: async ({ t, c }) => asRes(await directUpload(t, c, { bytes: await makeImage("png"), type: "image/png", name: "a.png" }, { bucket: "event-photos" })),
  },
  "POST /api/uploads/moderate-image": {
    access: "self",
    why: "only reads a stored image (no state); any signed-in uploader may ask",
    prepare: (w) => w.photo(),
    call: async ({ c, w }) => c.post("/api/uploads/moderate-image", { imageUrl: (await w.photo()).imageUrl }),
  },
  // ── photos ────────────────────────────────────────────────────────────────────────────────────────
  "POST /api/events/{id}/photos": {
    access: "owner",
    // Who may add: the organiser, event admins and approved registrants (docs/product/event-page.md#photos);
    // the URL is the owner's own fresh upload, so a refusal can only be about the caller's rights on the event.
    prepare: (w) => w.upload(),
    call: async (x) => x.c.post(`${ev(x)}/photos`, { imageUrl: await x.w.upload() }),
    refused: [403],
  },
  "DELETE /api/events/{id}/photos/{photoId}": {
    access: "owner",
    prepare: (w) => w.photo(),
    call: async (x) => x.c.delete(`${ev(x)}/photos/${(await x.w.photo()).photoId}`),
    refused: [403],
  },
  ...PEOPLE_ENTRIES,
  ...HACKATHON_SUBMIT_ENTRIES,
  ...HACKATHON_CONFIG_ENTRIES,
  ...HACKATHON_VOTE_ENTRIES,
  ...HACKATHON_JUDGE_ENTRIES,
  ...HACKATHON_RESULTS_ENTRIES,
  ...CHALLENGE_FEED_ENTRIES,
  ...CHALLENGE_SETUP_ENTRIES,
  ...INVITATION_ENTRIES,
  ...CONSOLE_ENTRIES,
  ...CERTIFICATE_ENTRIES,
  ...LEVEL_ENTRIES,
};
