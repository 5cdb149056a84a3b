import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EVENT_STATUSES, REGISTRATION_STATUSES } from "./event-enums.ts";
import {
  cancelRegistrationLabelKey,
  canCancelRegistration,
  canRegister,
  eventTiming,
  isEventEnded,
  isEventFull,
  isRegistrationClosed,
  type RegistrationInput,
  registrationStatusText,
} from "./event-rules.ts";

const HOUR = 3_600_000;
const base = Date.parse("2025-06-01T00:00:00Z");

/** Random events and viewers around a fixed "now", covering every branch of the registration rules. */
const registrationInput: fc.Arbitrary<RegistrationInput> = fc
  .record({
    isExternalEvent: fc.boolean(),
    status: fc.constantFrom(...EVENT_STATUSES),
    startOffset: fc.integer({ min: -100, max: 100 }),
    length: fc.integer({ min: 1, max: 100 }),
    deadlineOffset: fc.option(fc.integer({ min: -100, max: 100 }), { nil: null }),
    maxAttendees: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
    registrationCount: fc.integer({ min: 0, max: 60 }),
    isLoggedIn: fc.boolean(),
    myStatus: fc.option(fc.constantFrom(...REGISTRATION_STATUSES), { nil: null }),
    asStrings: fc.boolean(),
  })
  .map((r) => {
    const at = (offsetHours: number) => {
      const date = new Date(base + offsetHours * HOUR);
      return r.asStrings ? date.toISOString() : date;
    };
    return {
      event: {
        isExternalEvent: r.isExternalEvent,
        status: r.status,
        startTime: at(r.startOffset),
        endTime: at(r.startOffset + r.length),
        registrationDeadline: r.deadlineOffset === null ? null : at(r.deadlineOffset),
        maxAttendees: r.maxAttendees,
        registrationCount: r.registrationCount,
      },
      isLoggedIn: r.isLoggedIn,
      myStatus: r.myStatus,
      now: new Date(base),
    };
  });

const REGISTER_TEXTS = ["registration.status.registerNow", "registration.status.cancelled"];

describe("canRegister and registrationStatusText", () => {
  it("offer registering exactly when it is possible", () => {
    fc.assert(
      fc.property(registrationInput, (input) => {
        const text = registrationStatusText(input);
        expect(canRegister(input)).toBe(REGISTER_TEXTS.includes(text));
        if (canRegister(input)) {
          expect(text).toBe(input.myStatus === null ? "registration.status.registerNow" : "registration.status.cancelled");
        }
      }),
    );
  });

  it("say an ended event has ended to everyone, signed in or not, whatever their registration", () => {
    fc.assert(
      fc.property(registrationInput, fc.boolean(), (input, isLoggedIn) => {
        const ended = { ...input, isLoggedIn, event: { ...input.event, status: "COMPLETED" as const } };
        expect(registrationStatusText(ended)).toBe("registration.status.ended");
        expect(canRegister(ended)).toBe(false);
      }),
    );
  });

  it("ask a logged-out viewer of an event not yet over to log in", () => {
    fc.assert(
      fc.property(registrationInput, (input) => {
        const loggedOut = { ...input, isLoggedIn: false };
        if (isEventEnded(input.event, input.now)) return;
        expect(registrationStatusText(loggedOut)).toBe("registration.status.loginRequired");
        expect(canRegister(loggedOut)).toBe(false);
      }),
    );
  });

  it("always point a logged-in viewer of an external event elsewhere", () => {
    fc.assert(
      fc.property(registrationInput, (input) => {
        const external = { ...input, isLoggedIn: true, event: { ...input.event, isExternalEvent: true } };
        if (isEventEnded(input.event, input.now)) return;
        expect(registrationStatusText(external)).toBe("registration.status.external");
        expect(canRegister(external)).toBe(false);
      }),
    );
  });

  it("show the viewer's own live registration before any event state", () => {
    fc.assert(
      fc.property(registrationInput, fc.constantFrom("APPROVED", "PENDING", "WAITLISTED", "REJECTED") as fc.Arbitrary<"APPROVED">, (input, myStatus) => {
        const mine = { ...input, isLoggedIn: true, myStatus, event: { ...input.event, isExternalEvent: false } };
        if (isEventEnded(input.event, input.now)) return;
        expect(registrationStatusText(mine)).toBe(`registration.status.${myStatus.toLowerCase()}`);
        expect(canRegister(mine)).toBe(false);
      }),
    );
  });

  it("follow the priority ended, closed, full, unavailable", () => {
    const now = new Date(base);
    const open = {
      isExternalEvent: false,
      status: "PUBLISHED" as const,
      startTime: new Date(base + HOUR),
      endTime: new Date(base + 2 * HOUR),
      registrationDeadline: null,
      maxAttendees: 10,
      registrationCount: 0,
    };
    const text = (event: Partial<typeof open> | Record<string, unknown>) =>
      registrationStatusText({ event: { ...open, ...event } as typeof open, isLoggedIn: true, myStatus: null, now });
    expect(text({})).toBe("registration.status.registerNow");
    expect(text({ status: "COMPLETED", registrationCount: 10 })).toBe("registration.status.ended");
    expect(text({ endTime: now, registrationDeadline: new Date(base - 1) })).toBe("registration.status.ended");
    expect(text({ registrationDeadline: new Date(base - 1), registrationCount: 10 })).toBe("registration.status.closed");
    expect(text({ registrationDeadline: now })).toBe("registration.status.registerNow");
    expect(text({ registrationCount: 10, status: "DRAFT" })).toBe("registration.status.full");
    expect(text({ status: "DRAFT" })).toBe("registration.status.unavailable");
    expect(text({ status: "CANCELLED" })).toBe("registration.status.unavailable");
    expect(text({ maxAttendees: null, registrationCount: 10_000 })).toBe("registration.status.registerNow");
  });
});

describe("event state", () => {
  it("runs over [start, end), and COMPLETED is always ended", () => {
    const event = { startTime: "2025-06-01T10:00:00Z", endTime: "2025-06-01T12:00:00Z", status: "PUBLISHED" as const };
    expect(eventTiming(event, new Date("2025-06-01T09:59:59Z"))).toBe("notStarted");
    expect(eventTiming(event, new Date("2025-06-01T10:00:00Z"))).toBe("inProgress");
    expect(eventTiming(event, new Date("2025-06-01T12:00:00Z"))).toBe("ended");
    expect(eventTiming({ ...event, status: "COMPLETED" }, new Date("2025-06-01T09:00:00Z"))).toBe("ended");
  });

  it("closes registration only after the deadline", () => {
    const deadline = new Date(base);
    expect(isRegistrationClosed({ registrationDeadline: deadline }, new Date(base))).toBe(false);
    expect(isRegistrationClosed({ registrationDeadline: deadline }, new Date(base + 1))).toBe(true);
    expect(isRegistrationClosed({ registrationDeadline: null }, new Date(base + 1))).toBe(false);
  });

  it("is full at or above the maximum", () => {
    expect(isEventFull({ maxAttendees: 5, registrationCount: 4 })).toBe(false);
    expect(isEventFull({ maxAttendees: 5, registrationCount: 5 })).toBe(true);
    expect(isEventFull({ maxAttendees: null, registrationCount: 500 })).toBe(false);
  });
});

describe("cancelling", () => {
  it("offers cancel to live registrations, labelled by status", () => {
    expect(REGISTRATION_STATUSES.filter(canCancelRegistration)).toEqual(["APPROVED", "PENDING", "WAITLISTED"]);
    expect(canCancelRegistration(null)).toBe(false);
    expect(cancelRegistrationLabelKey("WAITLISTED")).toBe("registration.leaveWaitlist");
    expect(cancelRegistrationLabelKey("APPROVED")).toBe("registration.cancel");
    expect(cancelRegistrationLabelKey("PENDING")).toBe("registration.cancel");
  });
});
