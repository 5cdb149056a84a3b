import { ownChallengeWithCheckIn } from "../modules/challenges/challenge-check-ins-test-kit.ts";
import { issueOne } from "../modules/certificates/certificates-test-kit.ts";
import { eq } from "drizzle-orm";
import { organizationMembers, organizations, registrations } from "../db/schema/index.ts";
import { createDraft, createPublished, grantAdmin } from "../modules/event-console/console-test-kit.ts";
import { notify } from "../modules/notifications/notifications.service.ts";
import { uploadPhoto } from "../modules/photos/photos-test-kit.ts";
import { attendee } from "../modules/registrations/registration-test-kit.ts";
import { signedUrlFor } from "../modules/uploads/upload-test-helpers.ts";
import { hackathonTeam } from "../modules/hackathons/submission-test-kit.ts";
import { ownerJudges } from "../modules/hackathons/judging-test-kit.ts";
import { insertRole } from "../modules/volunteers/volunteers-test-kit.ts";
import { insertEvent, insertUser } from "./fixtures.ts";
import type { TestApp, TestClient } from "./test-app.ts";

// Test-only: the people and things the app-wide suites (authz-matrix.app.test.ts, fuzz-suite.ts) act on.
// The people are made once per app; a World is made fresh for each route, so one route's successful call
// (cancelling the event, removing the admin) never changes what the next route sees.

/** Every person of the cast signs up with this password (TestClient.signUp's). */
export const PASSWORD = "correct-horse-battery-9";

export type CallerName = "anonymous" | "stranger" | "otherEventAdmin" | "owner";
export const CALLERS: CallerName[] = ["anonymous", "stranger", "otherEventAdmin", "owner"];

interface Person {
  client: TestClient;
  userId: string;
  email: string;
}

export interface Cast {
  /** Every caller of the matrix; anonymous has no session. */
  callers: Record<CallerName, TestClient>;
  owner: Person;
  stranger: Person;
  /** Holds every right on an event of someone else, and none on the owner's. */
  otherEventAdmin: Person;
  /** Registers for the owner's events (a complete profile, as registration requires). */
  attendee: Person;
  /** A co-admin of every world's event, so admin routes have someone to change. */
  coAdmin: Person;
  /** Someone with no part in anything: the person an organiser adds as admin or registrant. */
  bystander: Person;
  /** An organisation the owner owns. */
  org: { id: string; slug: string };
}

export async function makeCast(t: TestApp): Promise<Cast> {
  // Complete profiles everywhere: "register" is a signed-in user's own action, and must be allowed to them.
  const [owner, stranger, otherEventAdmin, attendeeP, coAdmin, bystander] = await Promise.all(
    Array.from({ length: 6 }, () => attendee(t)),
  );
  const otherOrganizer = await insertUser(t.db);
  const otherEventId = await insertEvent(t.db, otherOrganizer.id, { title: "别人的活动" });
  await grantAdmin(t.db, otherEventId, otherEventAdmin!.userId, { canEditEvent: true, canManageRegistrations: true, canCheckIn: true });
  const slug = `org-${crypto.randomUUID().slice(0, 8)}`;
  const [org] = await t.db.insert(organizations).values({ slug, name: "测试社区" }).returning({ id: organizations.id });
  await t.db.insert(organizationMembers).values({ organizationId: org!.id, userId: owner!.userId, role: "OWNER" });
  return {
    callers: { anonymous: t.client(), stranger: stranger!.client, otherEventAdmin: otherEventAdmin!.client, owner: owner!.client },
    owner: owner!,
    stranger: stranger!,
    otherEventAdmin: otherEventAdmin!,
    attendee: attendeeP!,
    coAdmin: coAdmin!,
    bystander: bystander!,
    org: { id: org!.id, slug },
  };
}

/**
 * The id of the newest mail or SMS in the outbox, once every message already caused has been sent. A
 * request only queues its messages; the message worker, driven here, sends them, so an earlier success
 * must not look like a later refusal's mail. The outbox keeps only its newest entries: its count stops
 * moving, its ids do not.
 */
export async function settledMailMark(t: TestApp): Promise<number> {
  await t.deps.messages.runDue();
  return t.deps.outbox.list()[0]?.id ?? 0;
}

export interface World {
  /** The owner's published event, starting within the hour (so check-in is open). */
  eventId: string;
  /** The owner's unpublished draft: invisible to everyone else. */
  draftId: string;
  ticketTypeId: string;
  questionId: string;
  /** The attendee's APPROVED registration on eventId, not checked in, and its door code. */
  registrationId: string;
  doorCode: string;
  /** One of the owner's notifications, unread. */
  notificationId: string;
  /** Made on first use: a photo the owner added to eventId, and its stored image URL. */
  photo(): Promise<{ photoId: string; imageUrl: string }>;
  /** Made on first use: an image the owner uploaded and put on no event yet. */
  upload(): Promise<string>;
  /** Made on first use: a signed upload link of the owner's, not yet used. */
  signedUpload(): Promise<{ signedUrl: string; fileUrl: string }>;
  /** Made on first use: the id of a second session of the owner's (another device), not the one callers use. */
  spareSession(): Promise<string>;
  /** Made on first use: a volunteer role of eventId needing approval, and the attendee's APPLIED application on it. */
  volunteerRole(): Promise<string>;
  volunteerApplication(): Promise<string>;
  /** Made on first use: a running hackathon where the owner submitted a project with the attendee on the team. */
  ownerSubmission(): Promise<{ eventId: string; submissionId: string }>;
  /** Made on first use: a running hackathon where the attendee submitted a project with the owner on the team. */
  ownerTeamSeat(): Promise<{ eventId: string; submissionId: string }>;
  /** Made on first use: a published HACKATHON of the owner's, in REGISTRATION (docs/product/hackathons.md). */
  hackathon(): Promise<string>;
  /** Made on first use: a project of the owner's (docs/product/hackathons.md#projects). */
  project(): Promise<string>;
  /** Made on first use: a hackathon in VOTING (another organiser's) the owner judges, with one submission not theirs. */
  judgedSubmission(): Promise<{ eventId: string; submissionId: string }>;
  /** Made on first use: a running challenge of the owner's where the owner is also set up and checked in today. */
  challenge(): Promise<{ eventId: string; checkInId: string }>;
  /** Made on first use: an attendance certificate the owner holds on their own event (docs/product/certificates.md). */
  certificate(): Promise<{ id: string; number: string }>;
}

export async function makeWorld(t: TestApp, cast: Cast): Promise<World> {
  const owner = cast.owner.client;
  const start = Date.now() + 3_600_000;
  const eventId = await createPublished(owner, {
    maxAttendees: 10,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 3 * 3_600_000).toISOString(),
  });
  const draftId = await createDraft(owner, { title: "秘密草稿" });
  const edit = (await owner.get(`/api/events/${eventId}/edit`)).json.data.event;
  const ticketTypeId = edit.ticketTypes[0].id as string;
  const questionId = edit.questions[0].id as string;
  const reg = await cast.attendee.client.post(`/api/events/${eventId}/register`, {
    ticketTypeId,
    answers: [{ questionId, answer: "答案" }],
  });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  const registrationId = reg.json.data.registration.id as string;
  const [row] = await t.db.select({ code: registrations.ticketCode }).from(registrations).where(eq(registrations.id, registrationId));
  await grantAdmin(t.db, eventId, cast.coAdmin.userId, { canEditEvent: true, canManageRegistrations: true, canCheckIn: true });
  const notificationId = await notify(t.db, { userId: cast.owner.userId, type: "welcome", link: "/events" });

  let photo: Promise<{ photoId: string; imageUrl: string }> | null = null;
  let signed: Promise<{ signedUrl: string; fileUrl: string }> | null = null;
  let upload: Promise<string> | null = null;
  let spare: Promise<string> | null = null;
  let role: Promise<string> | null = null;
  let application: Promise<string> | null = null;
  let submission: Promise<{ eventId: string; submissionId: string }> | null = null;
  let seat: Promise<{ eventId: string; submissionId: string }> | null = null;
  let hackathon: Promise<string> | null = null;
  let project: Promise<string> | null = null;
  let judged: Promise<{ eventId: string; submissionId: string }> | null = null;
  let challenge: Promise<{ eventId: string; checkInId: string }> | null = null;
  let certificate: Promise<{ id: string; number: string }> | null = null;
  const volunteerRole = () => (role ??= insertRole(t.db, eventId, { recruitCount: 5, requireApproval: true }));
  return {
    eventId,
    draftId,
    ticketTypeId,
    questionId,
    registrationId,
    doorCode: row!.code!,
    notificationId,
    photo: () =>
      (photo ??= (async () => {
        const imageUrl = await uploadPhoto(t, owner);
        const res = await owner.post(`/api/events/${eventId}/photos`, { imageUrl });
        if (res.status !== 201) throw new Error(`add photo failed: ${res.status} ${res.text}`);
        return { photoId: res.json.data.photo.id as string, imageUrl };
      })()),
    upload: () => (upload ??= uploadPhoto(t, owner)),
    signedUpload: () => (signed ??= signedUrlFor(owner, { bucket: "event-photos", contentType: "image/png", size: "100000" })),
    spareSession: () =>
      (spare ??= (async () => {
        const device = t.client();
        const signedIn = await device.post("/api/auth/sign-in/email", { email: cast.owner.email, password: PASSWORD });
        if (signedIn.status !== 200) throw new Error(`spare sign-in failed: ${signedIn.status} ${signedIn.text}`);
        const list = (await device.get("/api/user/sessions")).json.data.sessions as { id: string; current: boolean }[];
        return list.find((session) => session.current)!.id;
      })()),
    volunteerRole,
    hackathon: () => (hackathon ??= createPublished(owner, { type: "HACKATHON", title: "黑客松", ticketTypes: [], questions: [] })),
    volunteerApplication: () =>
      (application ??= (async () => {
        const res = await cast.attendee.client.post(`/api/events/${eventId}/volunteers/apply`, { eventVolunteerRoleId: await volunteerRole(), note: "我想帮忙" });
        if (res.status !== 201) throw new Error(`volunteer apply failed: ${res.status} ${res.text}`);
        return res.json.data.application.id as string;
      })()),
    ownerSubmission: () => (submission ??= hackathonTeam(t.db, cast.owner, cast.attendee)),
    ownerTeamSeat: () => (seat ??= hackathonTeam(t.db, cast.attendee, cast.owner)),
    judgedSubmission: () => (judged ??= ownerJudges(t.db, cast.owner.userId)),
    challenge: () => (challenge ??= ownChallengeWithCheckIn(t.db, cast.owner.userId)),
    certificate: () => (certificate ??= issueOne(t.db, eventId, cast.owner.userId, { source: "ATTENDANCE", sourceRef: "", awardLevel: "PARTICIPATION", awardName: null, score: null })),
    project: () =>
      (project ??= (async () => {
        const res = await owner.post("/api/projects", { title: "主人的作品", stage: "MVP" });
        if (res.status !== 201) throw new Error(`create project failed: ${res.status} ${res.text}`);
        return res.json.data.project.id as string;
      })()),
  };
}
