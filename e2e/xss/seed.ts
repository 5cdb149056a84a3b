import { api, DEMO_PASSWORD, signIn, signUp } from "../browser-kit.ts";
import { richTextDocument, shortPayloads } from "../xss-payloads.ts";
import { ok } from "./checks.ts";
import type { Guarded } from "./guard.ts";
import { ADDRESS, ANSWERS, attendeeProfile, CITY, CONTACT, LIN, MESSAGE, NOTE, ORG_ABOUT, ORG_NAME, ORG_RICH, ORG_TITLE, PENDING_INFO, projectInput, Q, SHORT, SUCCESS_INFO, TICKETS, TITLE } from "./stored-values.ts";

// The stored-XSS suite's world, written through the real API as the people who would type it: the
// organiser's profile, community and two events, attendee A's profile, project, answers and check-in, the
// organiser's note and message, attendee B's profile and project (B registers later, through the browser form).

const HOUR = 3_600_000;
const ORGANISER = "lin.xiao@example.com";

export interface World {
  organiser: Guarded;
  attendeeA: Guarded;
  attendeeB: Guarded;
  linHandle: string;
  aName: string;
  aHandle: string;
  bProfile: ReturnType<typeof attendeeProfile>;
  bProject: { title: string; subtitle: string };
  eventId: string;
  orgEventId: string;
  orgSlug: string;
  questionIds: { text: string; single: string; long: string; multi: string };
}

/** `guarded` opens a fresh signed-out context: one each for the organiser and two attendees. */
export async function seed(guarded: () => Promise<Guarded>): Promise<World> {
  // --- The organiser (a seeded community owner) writes probes into their profile, community and two events. ---
  const organiser = await guarded();
  await signIn(organiser.page, ORGANISER, DEMO_PASSWORD);
  const lin = (await ok(api(organiser.page, "POST", "/api/profile/update", LIN))).user;
  const orgs = (await ok(api(organiser.page, "GET", "/api/user/organizations"))).organizations as { id: string; slug: string }[];
  const org = orgs[0]!;
  // As the community's owner: probes in its name and description, shown on its page and its events' pages.
  await ok(api(organiser.page, "PATCH", `/api/orgs/${org.slug}`, { name: ORG_NAME, description: ORG_ABOUT }));

  const start = Date.now() + HOUR;
  const event = (
    await ok(
      api(organiser.page, "POST", "/api/events", {
        title: TITLE,
        shortDescription: SHORT,
        richContent: richTextDocument(),
        type: "MEETUP",
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 3 * HOUR).toISOString(),
        timezone: "Asia/Shanghai",
        isOnline: false,
        address: ADDRESS,
        city: CITY,
        requireProjectSubmission: true,
        askDigitalCardConsent: false,
        registrationSuccessInfo: SUCCESS_INFO,
        registrationPendingInfo: PENDING_INFO,
        organizerContact: CONTACT,
        tags: shortPayloads(24, 10),
        ticketTypes: TICKETS,
        questions: [
          { ...Q.text, type: "TEXT", required: true },
          { ...Q.single, type: "SINGLE_CHOICE", required: true },
          { ...Q.long, type: "TEXTAREA" },
          { ...Q.multi, type: "MULTIPLE_CHOICE" },
        ],
      }),
      201,
    )
  ).event as { id: string };
  await ok(api(organiser.page, "POST", `/api/events/${event.id}/publish`));
  const edit = (await ok(api(organiser.page, "GET", `/api/events/${event.id}/edit`))).event as { questions: { id: string; type: string }[] };
  const qid = (type: string) => edit.questions.find((q) => q.type === type)!.id;
  const questionIds = { text: qid("TEXT"), single: qid("SINGLE_CHOICE"), long: qid("TEXTAREA"), multi: qid("MULTIPLE_CHOICE") };

  // A second event hosted by the organiser's community, with rich text only (the preview is built from it).
  const orgEvent = (
    await ok(
      api(organiser.page, "POST", "/api/events", {
        title: ORG_TITLE,
        richContent: ORG_RICH,
        type: "MEETUP",
        startTime: new Date(start + 24 * HOUR).toISOString(),
        endTime: new Date(start + 26 * HOUR).toISOString(),
        timezone: "Asia/Shanghai",
        city: CITY,
        organizationId: org.id,
      }),
      201,
    )
  ).event as { id: string };
  await ok(api(organiser.page, "POST", `/api/events/${orgEvent.id}/publish`));

  // --- Attendee A: probes in the profile, the project and every answer; registered through the API. ---
  const attendeeA = await guarded();
  await signUp(attendeeA.page, "Xssa");
  const a = (await ok(api(attendeeA.page, "POST", "/api/profile/update", { ...attendeeProfile("甲", 0), username: `xss_a_${Date.now()}` }))).user;
  const aProject = (await ok(api(attendeeA.page, "POST", "/api/projects", projectInput("甲", 4)), 201)).project as { id: string };
  const aTicket = (await ok(api(attendeeA.page, "GET", `/api/events/${event.id}`))).ticketTypes as { id: string; name: string }[];
  await ok(
    api(attendeeA.page, "POST", `/api/events/${event.id}/register`, {
      ticketTypeId: aTicket.find((t) => t.name === TICKETS[0]!.name)!.id,
      projectId: aProject.id,
      answers: [
        { questionId: questionIds.text, answer: ANSWERS.text },
        { questionId: questionIds.single, answer: ANSWERS.single },
        { questionId: questionIds.long, answer: ANSWERS.long },
        { questionId: questionIds.multi, answer: ANSWERS.multi },
      ],
    }),
    201,
  );

  // The organiser checks A in, adds a seeded member with a note, and messages everyone approved.
  const ticket = await ok(api(attendeeA.page, "GET", `/api/events/${event.id}/ticket`));
  await ok(api(organiser.page, "POST", `/api/events/${event.id}/checkin`, { code: ticket.manualCode }));
  // An organiser's note rides on an invitation and lands on the registration its invitee's acceptance makes.
  const invitation = (await ok(api(organiser.page, "POST", `/api/events/${event.id}/invitations`, { usernameOrEmail: "wang.fang@example.com", note: NOTE }), 201)).invitation as { id: string };
  const invitee = await guarded();
  await signIn(invitee.page, "wang.fang@example.com", DEMO_PASSWORD);
  await ok(api(invitee.page, "POST", `/api/invitations/${invitation.id}/accept`));
  await invitee.context.close();
  await ok(api(organiser.page, "POST", `/api/events/${event.id}/messages`, { statuses: ["APPROVED"], channels: ["inapp"], ...MESSAGE }), 201);

  // --- Attendee B registers later, through the browser form. ---
  const attendeeB = await guarded();
  await signUp(attendeeB.page, "Xssb");
  const bProfile = attendeeProfile("乙", 13);
  await ok(api(attendeeB.page, "POST", "/api/profile/update", bProfile));
  const bProject = (await ok(api(attendeeB.page, "POST", "/api/projects", projectInput("乙", 17)), 201)).project as { title: string; subtitle: string };

  return {
    organiser,
    attendeeA,
    attendeeB,
    linHandle: lin.username ?? lin.id,
    aName: a.name,
    aHandle: a.username,
    bProfile,
    bProject,
    eventId: event.id,
    orgEventId: orgEvent.id,
    orgSlug: org.slug,
    questionIds,
  };
}
