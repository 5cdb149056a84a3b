import { describe, expect, it } from "vitest";
import { defaultHackathonConfig, type ViewerRegistration, withHackathonStage } from "@commons/domain";
import type { RegistrationEvent } from "../api/registration-event.ts";
import { registrationState } from "./registration-state.ts";

const now = new Date("2025-03-10T00:00:00Z");
// docs/product/hackathons.md#stages: a hackathon moved on to DEVELOPMENT takes no registrations (nor waitlist).
const developing = withHackathonStage(defaultHackathonConfig({ startTime: "2025-03-15T11:00:00Z", endTime: "2025-03-15T13:00:00Z" }, now), "DEVELOPMENT", "u1", null, now);

function event(overrides: Partial<RegistrationEvent> = {}, registration: Partial<ViewerRegistration> | null = null): RegistrationEvent {
  return {
    id: "e1",
    title: "分享会",
    status: "PUBLISHED",
    isExternalEvent: false,
    externalUrl: null,
    startTime: "2025-03-15T11:00:00Z",
    endTime: "2025-03-15T13:00:00Z",
    timezone: "Asia/Shanghai",
    registrationDeadline: null,
    maxAttendees: 40,
    registrationCount: 10,
    seatsTaken: 12,
    requireApproval: false,
    ticketTypes: [],
    questions: [],
    viewer: {
      registration: registration
        ? { id: "r1", status: "APPROVED", ticketTypeId: null, registeredAt: "2025-03-01T00:00:00Z", checkedInAt: null, allowDigitalCardDisplay: null, ...registration }
        : null,
    },
    ...overrides,
  };
}

describe("registrationState: status text priority and the main action", () => {
  const cases: [string, RegistrationEvent, boolean, string, string, string | null][] = [
    ["not logged in", event(), false, "registration.status.loginRequired", "login", null],
    ["external event", event({ isExternalEvent: true, externalUrl: "https://x.example" }), true, "registration.status.external", "external", null],
    ["approved", event({}, { status: "APPROVED" }), true, "registration.status.approved", "ticket", "registration.cancel"],
    ["pending", event({}, { status: "PENDING" }), true, "registration.status.pending", "status", "registration.cancel"],
    ["waitlisted", event({}, { status: "WAITLISTED" }), true, "registration.status.waitlisted", "status", "registration.leaveWaitlist"],
    ["rejected", event({}, { status: "REJECTED" }), true, "registration.status.rejected", "status", null],
    ["cancelled", event({}, { status: "CANCELLED" }), true, "registration.status.cancelled", "register", null],
    ["cancelled, now full", event({ seatsTaken: 40 }, { status: "CANCELLED" }), true, "registration.status.full", "waitlist", null],
    ["ended", event({ endTime: "2025-03-01T00:00:00Z", startTime: "2025-02-28T00:00:00Z" }), true, "registration.status.ended", "status", null],
    ["completed", event({ status: "COMPLETED" }), true, "registration.status.ended", "status", null],
    ["deadline passed", event({ registrationDeadline: "2025-03-09T00:00:00Z" }), true, "registration.status.closed", "status", null],
    ["full", event({ seatsTaken: 40 }), true, "registration.status.full", "waitlist", null],
    ["hackathon in DEVELOPMENT", event({ hackathonConfig: developing }), true, "hackathons.registrationStageClosed", "status", null],
    ["hackathon in DEVELOPMENT, full", event({ seatsTaken: 40, hackathonConfig: developing }), true, "hackathons.registrationStageClosed", "status", null],
    ["draft", event({ status: "DRAFT" }), true, "registration.status.unavailable", "status", null],
    ["open", event(), true, "registration.status.registerNow", "register", null],
  ];

  it.each(cases)("%s", (_name, input, signedIn, statusKey, action, cancelKey) => {
    const state = registrationState(input, signedIn, now);
    expect(state.statusKey).toBe(statusKey);
    expect(state.action).toBe(action);
    expect(state.cancelKey).toBe(cancelKey);
    expect(state.canCancel).toBe(cancelKey !== null);
  });

  it("counts seats as the server holds them (approved + pending), not only the approved count", () => {
    const state = registrationState(event({ registrationCount: 30, seatsTaken: 40 }), true, now);
    expect(state.seatsLeft).toBe(0);
    expect(state.action).toBe("waitlist");
  });

  it("offers no cancel once the event is over", () => {
    const over = event({ startTime: "2025-03-01T00:00:00Z", endTime: "2025-03-02T00:00:00Z" }, { status: "APPROVED" });
    expect(registrationState(over, true, now).canCancel).toBe(false);
  });

  // Issue 27 items 8 and 9: an ended event says so to a visitor too, and an approved attendee gets no check-in QR.
  it.each([
    ["a visitor", event({ status: "COMPLETED" }), false],
    ["an approved attendee", event({ startTime: "2025-03-01T00:00:00Z", endTime: "2025-03-02T00:00:00Z" }, { status: "APPROVED" }), true],
  ] as const)("tells %s an ended event has ended, with no action", (_who, over, signedIn) => {
    const state = registrationState(over, signedIn, now);
    expect(state.statusKey).toBe("registration.status.ended");
    expect(state.action).toBe("status");
    expect(state.ended).toBe(true);
  });

  it("treats no maximum as unlimited", () => {
    const state = registrationState(event({ maxAttendees: null, seatsTaken: 500 }), true, now);
    expect(state.seatsLeft).toBeNull();
    expect(state.action).toBe("register");
  });
});
