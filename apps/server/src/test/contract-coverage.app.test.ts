import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cast, makeCast, makeWorld, PASSWORD, type World } from "./api-world.ts";
import { MATRIX, type Res } from "./authz-matrix-entries.ts";
import { insertSubmission } from "../modules/hackathons/gallery-test-kit.ts";
import { votingWorld } from "../modules/hackathons/votes-test-kit.ts";
import { judgedHackathon, sheet } from "../modules/hackathons/judging-test-kit.ts";
import { insertJudgedHackathon, insertScored } from "../modules/hackathons/results-test-kit.ts";
import { ownChallengeWithCheckIn } from "../modules/challenges/challenge-check-ins-test-kit.ts";
import { insertEvent, insertRegistration } from "./fixtures.ts";
import { makeSiteAdmin } from "../modules/levels/levels-test-kit.ts";
import { loadOperations } from "./openapi-operations.ts";
import { declaredJsonSchema, declaredOperations, validatedStatuses } from "./response-contract.ts";
import { createTestApp, type TestApp, type TestClient } from "./test-app.ts";

// ADR 0005: every operation of /api/openapi.json declares the JSON it answers, and a real answer of
// each one has been checked against that declaration (test/response-contract.ts checks every answer any
// server test receives; this file makes sure none is left out). Mutating operations are called the way
// the authorisation matrix's owner calls them; reads are listed below.

/** Successes that are not JSON, by design. */
const NOT_JSON: Record<string, string> = {
  "GET /api/events/{id}/registrations/export": "a CSV file (its refusals are JSON and checked)",
  "GET /api/events/{id}/feedback/export": "a CSV file (its refusals are JSON and checked)",
  "GET /api/certificates/{id}/download": "a PNG or PDF file (certificate-download.test.ts checks the files; its refusals are JSON and checked)",
  "GET /api/certificates/by-number/{number}/image.png": "a PNG (certificate-download.test.ts checks it; its refusals are JSON and checked)",
};

interface ReadCtx {
  cast: Cast;
  w: World;
  owner: TestClient;
  anonymous: TestClient;
}

const ev = (x: ReadCtx) => `/api/events/${x.w.eventId}`;

let judgedByOwnerOnce: Promise<{ eventId: string; submissionIds: string[] }> | null = null;
function judgedByOwner(x: ReadCtx) {
  return (judgedByOwnerOnce ??= (async () => {
    const made = await judgedHackathon(t.db, { client: x.owner, userId: x.cast.owner.userId }, [x.cast.owner.userId, x.cast.attendee.userId], [[x.cast.bystander.userId]]);
    const scored = await x.owner.request("PUT", `/api/events/${made.eventId}/submissions/${made.submissionIds[0]}/judge-score`, sheet(8, 6, "好"));
    if (scored.status !== 200) throw new Error(`judge-score failed: ${scored.status} ${scored.text}`);
    return made;
  })());
}

const READS: Record<string, (x: ReadCtx) => Promise<Res>> = {
  "GET /api/auth/get-session": (x) => x.owner.get("/api/auth/get-session"),
  "GET /api/profile": (x) => x.owner.get("/api/profile"),
  "GET /api/user/profile": (x) => x.owner.get("/api/user/profile"),
  "GET /api/user/sessions": (x) => x.owner.get("/api/user/sessions"),
  "GET /api/users/{idOrUsername}": (x) => x.anonymous.get(`/api/users/${x.cast.owner.userId}`),
  "GET /api/orgs/{slug}": (x) => x.owner.get(`/api/orgs/${x.cast.org.slug}`),
  "GET /api/user/organizations": (x) => x.owner.get("/api/user/organizations"),
  "GET /api/events/{id}": (x) => x.owner.get(ev(x)),
  "GET /api/events": (x) => x.anonymous.get("/api/events"),
  "GET /api/events/{id}/likes": (x) => x.anonymous.get(`${ev(x)}/likes`),
  "GET /api/user/events/{id}/like-status": (x) => x.owner.get(`/api/user/events/${x.w.eventId}/like-status`),
  "GET /api/user/events/{id}/bookmark-status": (x) => x.owner.get(`/api/user/events/${x.w.eventId}/bookmark-status`),
  "GET /api/user/bookmarks": (x) => x.owner.get("/api/user/bookmarks"),
  "GET /api/event-host-subscriptions/status": (x) => x.owner.get(`/api/event-host-subscriptions/status?organizationId=${x.cast.org.id}`),
  "GET /api/events/{id}/invites": (x) => x.owner.get(`${ev(x)}/invites`),
  "GET /api/notifications": (x) => x.owner.get("/api/notifications"),
  "GET /api/notifications/unread-count": (x) => x.owner.get("/api/notifications/unread-count"),
  "GET /api/events/{id}/photos": (x) => x.anonymous.get(`${ev(x)}/photos`),
  "GET /api/events/{id}/edit": (x) => x.owner.get(`${ev(x)}/edit`),
  "GET /api/events/{id}/hackathon-config": async (x) => x.owner.get(`/api/events/${await x.w.hackathon()}/hackathon-config`),
  "GET /api/events/{id}/building-config": async (x) => x.owner.get(`/api/events/${(await x.w.challenge()).eventId}/building-config`),
  "GET /api/events/{id}/building-public/registration": async (x) => x.owner.get(`/api/events/${(await x.w.challenge()).eventId}/building-public/registration`),
  "GET /api/events/{id}/building-public/my-check-ins": async (x) => x.owner.get(`/api/events/${(await x.w.challenge()).eventId}/building-public/my-check-ins`),
  "GET /api/events/{id}/admins": (x) => x.owner.get(`${ev(x)}/admins`),
  "GET /api/events/{id}/overview": (x) => x.owner.get(`${ev(x)}/overview`),
  "GET /api/events/{id}/messages": (x) => x.owner.get(`${ev(x)}/messages`),
  "GET /api/events/{id}/invitations": async (x) => {
    await x.owner.post(`${ev(x)}/invitations`, { usernameOrEmail: x.cast.bystander.email });
    return x.owner.get(`${ev(x)}/invitations`);
  },
  "GET /api/user/events": (x) => x.owner.get("/api/user/events"),
  "GET /api/events/{id}/my-registration": (x) => x.cast.attendee.client.get(`${ev(x)}/my-registration`),
  "GET /api/user/registrations": (x) => x.cast.attendee.client.get("/api/user/registrations"),
  "GET /api/events/{id}/registrations": (x) => x.owner.get(`${ev(x)}/registrations`),
  "GET /api/events/{id}/ticket": (x) => x.cast.attendee.client.get(`${ev(x)}/ticket`),
  "GET /api/events/{id}/checkin": (x) => x.owner.get(`${ev(x)}/checkin`),
  "GET /api/projects": (x) => x.owner.get("/api/projects"),
  "GET /api/events/{id}/volunteers": async (x) => {
    await x.w.volunteerApplication();
    return x.cast.attendee.client.get(`${ev(x)}/volunteers`);
  },
  "GET /api/events/{id}/volunteers/applications": async (x) => {
    await x.w.volunteerApplication();
    return x.owner.get(`${ev(x)}/volunteers/applications`);
  },
  "GET /api/events/{id}/volunteer-roles": async (x) => {
    await x.w.volunteerRole();
    return x.owner.get(`${ev(x)}/volunteer-roles`);
  },
  "GET /api/events/{id}/participants": (x) => x.owner.get(`${ev(x)}/participants?q=${encodeURIComponent("测")}`),
  "GET /api/events/{id}/project-submissions": (x) => x.owner.get(`${ev(x)}/project-submissions`),
  "GET /api/events/{id}/participant-interests": (x) => x.cast.attendee.client.get(`${ev(x)}/participant-interests`),
  "GET /api/users/search": (x) => x.owner.get("/api/users/search?query=ow&limit=5"),
  "GET /api/users/{idOrUsername}/levels": (x) => x.anonymous.get(`/api/users/${x.cast.owner.userId}/levels`),
  "GET /api/admin/users/{userId}/levels": async (x) => {
    await makeSiteAdmin(t.db, x.cast.owner.userId);
    return x.owner.get(`/api/admin/users/${x.cast.bystander.userId}/levels`);
  },
  "GET /api/projects/{id}": async (x) => {
    const made = await x.owner.post("/api/projects", { title: "作品", stage: "MVP" });
    return x.anonymous.get(`/api/projects/${made.json.data.project.id}`);
  },
  "GET /api/events/{id}/my-feedback": async (x) => {
    // Feedback needs a started event the caller attended, and a feedback to read.
    const id = await insertEvent(t.db, x.cast.owner.userId, { startTime: new Date(Date.now() - 86_400_000), endTime: new Date(Date.now() - 80_000_000) });
    await insertRegistration(t.db, id, x.cast.attendee.userId, "APPROVED");
    await x.cast.attendee.client.post(`/api/events/${id}/feedback`, { rating: 5 });
    return x.cast.attendee.client.get(`/api/events/${id}/my-feedback`);
  },
  // Hackathons part 2, judging: a hackathon of the owner's where the owner and the attendee judge, one sheet scored.
  "GET /api/events/{id}/judges": async (x) => x.owner.get(`/api/events/${(await judgedByOwner(x)).eventId}/judges`),
  "GET /api/events/{id}/judging": async (x) => x.owner.get(`/api/events/${(await judgedByOwner(x)).eventId}/judging`),
  "GET /api/events/{id}/judging-progress": async (x) => x.owner.get(`/api/events/${(await judgedByOwner(x)).eventId}/judging-progress`),
  "GET /api/events/{id}/my-submission": async (x) => {
    const { eventId } = await x.w.ownerSubmission();
    return x.owner.get(`/api/events/${eventId}/my-submission`);
  },
  "GET /api/events/{id}/feedback/summary": (x) => x.owner.get(`${ev(x)}/feedback/summary`),
  "GET /api/events/{id}/cards": async (x) => {
    // The attendee shows their card, so the answer has one to check against the schema.
    await x.cast.attendee.client.patch(`${ev(x)}/my-registration/card-consent`, { allowDigitalCardDisplay: true });
    return x.cast.attendee.client.get(`${ev(x)}/cards`);
  },
  // Hackathons, part D: a hackathon with one submission and its team, read signed out.
  "GET /api/events/{id}/submissions": async (x) => {
    const id = await insertEvent(t.db, x.cast.owner.userId, { type: "HACKATHON" });
    await insertSubmission(t.db, id, [x.cast.attendee.userId, x.cast.owner.userId], { screenshots: ["/files/s/a.png"], tags: ["AI"] });
    return x.anonymous.get(`/api/events/${id}/submissions?sort=popular`);
  },
  // Hackathons, part E: the owner's votes in a voting hackathon with a quota, after one vote.
  "GET /api/events/{id}/my-votes": async (x) => {
    const { eventId, submissionIds } = await votingWorld(t.db, 2, { votesPerPerson: 3 });
    await x.owner.post(`/api/events/${eventId}/submissions/${submissionIds[0]}/vote`, { voteType: "AUDIENCE" });
    return x.owner.get(`/api/events/${eventId}/my-votes`);
  },
  // Hackathons, part 2 (results and awards): a judged hackathon in RESULTS with one published award.
  "GET /api/events/{id}/voting-results": async (x) => {
    const { id } = await judged(x);
    return x.anonymous.get(`/api/events/${id}/voting-results`);
  },
  "GET /api/events/{id}/awards-assignment": async (x) => x.owner.get(`/api/events/${(await judged(x)).id}/awards-assignment`),
  // Challenges (feed): a running challenge of the owner's with their check-in, liked and commented by the owner.
  "GET /api/events/{id}/building-public/check-ins": async (x) => {
    const { eventId } = await challengeRead(x);
    return x.owner.get(`/api/events/${eventId}/building-public/check-ins?sort=popular`);
  },
  "GET /api/building-public/check-ins/{id}/comments": async (x) => x.anonymous.get(`/api/building-public/check-ins/${(await challengeRead(x)).checkInId}/comments`),
  "GET /api/events/{id}/building-public/participants": async (x) => x.anonymous.get(`/api/events/${(await challengeRead(x)).eventId}/building-public/participants`),
  // Certificates: the owner's attendance certificate on their event, and the judged hackathon's published award.
  "GET /api/user/certificates": async (x) => {
    await x.w.certificate();
    return x.owner.get("/api/user/certificates");
  },
  "GET /api/certificates/{id}": async (x) => x.owner.get(`/api/certificates/${(await x.w.certificate()).id}`),
  "GET /api/certificates/by-number/{number}": async (x) => x.anonymous.get(`/api/certificates/by-number/${(await x.w.certificate()).number}`),
  "GET /api/events/{id}/certificates": async (x) => {
    await x.w.certificate();
    return x.owner.get(`${ev(x)}/certificates`);
  },
  "GET /api/events/{id}/certificate-settings": (x) => x.owner.get(`${ev(x)}/certificate-settings`),
  "GET /api/events/{id}/awards": async (x) => x.anonymous.get(`/api/events/${(await judged(x)).id}/awards`),
};

/** A challenge of the owner's with the owner's check-in, liked and commented once (made once). */
let challengeOnce: Promise<{ eventId: string; checkInId: string }> | null = null;
function challengeRead(x: ReadCtx) {
  return (challengeOnce ??= (async () => {
    const made = await ownChallengeWithCheckIn(t.db, x.cast.owner.userId);
    await x.cast.attendee.client.post(`/api/building-public/check-ins/${made.checkInId}/like`);
    await x.cast.attendee.client.post(`/api/building-public/check-ins/${made.checkInId}/comments`, { content: "加油！" });
    return made;
  })());
}

/** A hackathon of the owner's in RESULTS, judged, with its one award published (made once). */
let judgedOnce: Promise<{ id: string }> | null = null;
function judged(x: ReadCtx) {
  return (judgedOnce ??= (async () => {
    const id = await insertJudgedHackathon(t.db, x.cast.owner.userId, "RESULTS");
    const submissionId = await insertScored(t.db, id, [x.cast.attendee.userId, x.cast.owner.userId], { judgeScore: 8, audienceScore: 0.3, voteCount: 3 });
    await x.owner.request("PUT", `/api/events/${id}/awards-assignment`, { awards: [{ awardId: "grand", submissionIds: [submissionId], level: "FIRST", category: "GENERAL" }] });
    await x.owner.post(`/api/events/${id}/results/publish`);
    return { id };
  })());
}

let t: TestApp;
let cast: Cast;
let dataDir: string;
let keys: string[];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "commons-contract-"));
  t = await createTestApp({ RATE_LIMIT: "off", DATA_DIR: dataDir });
  cast = await makeCast(t);
  keys = (await loadOperations(t.client())).operations.map((o) => o.key);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const isSuccess = (status: number) => status >= 200 && status < 300;

describe("the response contract of /api/openapi.json", () => {
  it("declares a JSON schema for every success of every operation", () => {
    const declared = new Map(declaredOperations(t.app).map((op) => [op.key, op]));
    const problems: string[] = [];
    for (const key of keys) {
      const op = declared.get(key);
      if (!op) {
        problems.push(`${key}: in the document but not among the app's route definitions`);
        continue;
      }
      const successes = Object.keys(op.responses).map(Number).filter(isSuccess);
      if (successes.length === 0) problems.push(`${key}: declares no success`);
      for (const status of successes) {
        if (!declaredJsonSchema(op, status) && !(key in NOT_JSON)) problems.push(`${key} ${status}: no application/json schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has a call for every operation (a read below, or the authorisation matrix's owner call)", () => {
    const missing = keys.filter((k) => !(k in NOT_JSON) && !(k in READS) && !(k in MATRIX));
    expect(missing.map((k) => `add ${k} to READS in apps/server/src/test/contract-coverage.app.test.ts`)).toEqual([]);
  });

  for (const key of [...Object.keys(READS), ...Object.keys(MATRIX)]) {
    it(`${key}: a real answer matches its declared schema`, async () => {
      const w = await makeWorld(t, cast);
      const read = READS[key];
      if (read) {
        await read({ cast, w, owner: cast.callers.owner, anonymous: t.client() });
      } else {
        const entry = MATRIX[key]!;
        await entry.prepare?.(w);
        let c = cast.callers.owner;
        if (entry.freshSession) {
          c = t.client();
          await c.post("/api/auth/sign-in/email", { email: cast.owner.email, password: PASSWORD });
        }
        await entry.call({ t, cast, w, who: "owner", c });
      }
      // The check itself ran inside the call (it throws on a mismatch); here: that it saw a success.
      expect([...validatedStatuses(key)].filter(isSuccess), `${key}: no success answer was checked`).not.toEqual([]);
    });
  }
});
