import { attendeeInvitations } from "../db/schema/index.ts";
import { type Cast, PASSWORD, type World } from "./api-world.ts";
import type { Hints } from "./bad-input/bad-requests.ts";
import { insertEvent } from "./fixtures.ts";
import type { Operation } from "./openapi-operations.ts";
import { TEST_ORIGIN, type TestApp } from "./test-app.ts";

// The fuzzer's real values (fuzz-suite.ts): path parameters and same-named body fields that exist and belong to
// the owner of the fixture world, so generated bad requests reach past "not found" into the handlers.

/** A hackathon team the owner is on: as a member for "leave", as the submitter for everything else. */
const teamHint = (op: Operation, w: World) => (op.path.endsWith("/members/me") ? w.ownerTeamSeat() : w.ownerSubmission());

/** A pending attendee invitation made to the owner, to a fresh event of the stranger's (accept and decline each get one). */
async function invitationToOwner(t: TestApp, cast: Cast): Promise<string> {
  const eventId = await insertEvent(t.db, cast.stranger.userId);
  const [row] = await t.db
    .insert(attendeeInvitations)
    .values({ eventId, userId: cast.owner.userId, label: "@owner", invitedBy: cast.stranger.userId })
    .returning({ id: attendeeInvitations.id });
  return row!.id;
}

/** Real values for the path parameters and same-named body fields, so cases reach past "not found". */
export async function hintsFor({ cast, t }: { cast: Cast; t: TestApp }, op: Operation, w: World): Promise<Hints> {
  const names = op.parameters.filter((p) => p.in === "path").map((p) => p.name);
  const params: Record<string, string> = {};
  let query: Record<string, string> | undefined;
  for (const name of names) {
    switch (name) {
      case "id":
        if (op.path.startsWith("/api/projects/")) {
          params.id = await w.project();
          break;
        }
        // A challenge's routes: a running challenge of the owner's, where the owner has a check-in of their own.
        if (op.path.includes("/building-public/")) {
          const made = await w.challenge();
          params.id = op.path.startsWith("/api/building-public/check-ins/") ? made.checkInId : made.eventId;
          break;
        }
        // A hackathon's configuration, stage, judging, results and awards exist only on a HACKATHON (else a 409 before validation matters).
        if (/\/hackathon-(config|stage)$|\/judges$|\/judging(-progress)?$|\/awards-assignment$|\/results\/publish$|\/voting-results$/.test(op.path)) {
          params.id = await w.hackathon();
          break;
        }
        // A challenge's configuration, setup and check-ins exist only on a BUILDING_PUBLIC event (else a 404/409 first).
        if (/\/building-(config|public\/)/.test(op.path)) {
          params.id = (await w.challenge()).eventId;
          break;
        }
        // A certificate's routes: the owner's own certificate, on their own event.
        if (op.path.startsWith("/api/certificates/")) {
          params.id = (await w.certificate()).id;
          break;
        }
        params.id = op.path.startsWith("/api/notifications/")
          ? w.notificationId
          : op.path.startsWith("/api/user/sessions/")
            ? await w.spareSession()
            : /submit-project|my-submission|submissions\/\{submissionId\}/.test(op.path)
              ? (await teamHint(op, w)).eventId
              : w.eventId;
        break;
      case "number":
        params.number = (await w.certificate()).number;
        break;
      case "submissionId":
        params.submissionId = (await teamHint(op, w)).submissionId;
        break;
      case "checkInId":
        params.checkInId = (await w.challenge()).checkInId;
        break;
      case "registrationId":
        params.registrationId = w.registrationId;
        break;
      case "userId":
        params.userId = cast.coAdmin.userId;
        break;
      case "photoId":
        params.photoId = (await w.photo()).photoId;
        break;
      case "invitationId":
        params.invitationId = await invitationToOwner(t, cast);
        break;
      case "applicationId":
        params.applicationId = await w.volunteerApplication();
        break;
      case "idOrUsername":
        params.idOrUsername = cast.owner.userId;
        break;
      case "slug":
        params.slug = cast.org.slug;
        break;
      case "purpose":
      case "owner":
      case "name": {
        const url = new URL((await w.signedUpload()).signedUrl, TEST_ORIGIN);
        const [purpose, owner, file] = url.pathname.replace("/api/uploads/put/", "").split("/");
        Object.assign(params, { purpose, owner, name: file });
        query = Object.fromEntries(url.searchParams);
        break;
      }
      default:
        throw new Error(`teach the fuzzer a real value for the path parameter {${name}} of ${op.key} (hintsFor in fuzz-hints.ts)`);
    }
  }
  return {
    params,
    query,
    fields: {
      ticketTypeId: w.ticketTypeId,
      questionId: w.questionId,
      registrationIds: [w.registrationId],
      usernameOrEmail: cast.bystander.email,
      email: cast.bystander.email,
      password: PASSWORD,
      imageUrl: await w.upload(),
      code: w.doorCode,
      hostUserId: cast.bystander.userId,
      organizationId: cast.org.id,
      userId: cast.bystander.userId,
      phoneNumber: "+8613912345678",
    },
  };
}

