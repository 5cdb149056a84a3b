import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { zhAll as zh } from "../apps/web/src/i18n/all-ui-messages.ts";
import { zhMessages } from "../packages/domain/src/i18n/messages.zh.ts";
import { api, DEMO_PASSWORD, ok, seededSuite, shot, signIn } from "./browser-kit.ts";
import { newPage } from "./harness.ts";

// Issue 27 items 12 and 13 (docs/product/organiser-console.md#times, #check-in), tried by staff and an
// attendee whose devices are in Los Angeles while the event is in Shanghai:
// - every time of the event (the door page, the console's check-in, registration and message lists, the
//   ticket, my registrations) is on Shanghai's clock with "GMT+8", never Los Angeles' bare clock;
// - before check-in opens, the door page and the console say when it opens, and a typed code is only
//   validated: valid and whose, or invalid; nobody is checked in.
// At 1280 px.
const ORGANISER = "lin.xiao@example.com";
const ATTENDEE = "wang.fang@example.com";
const ATTENDEE_NAME = "王芳";
const DEVICE_ZONE = "America/Los_Angeles";
const HOUR = 3_600_000;
// One width per flow (ADR 0042): the files alternate between 1280 and 375 px to keep CI within its budget.
const RUNS = [
  { width: 1280, height: 900 },
] as const;
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]));

/** "3月15日 19:05 GMT+8": an instant on Shanghai's clock (UTC+8 all year), worked out without Intl. */
function shanghai(iso: string | number): string {
  const wall = new Date(new Date(iso).getTime() + 8 * HOUR);
  return `${wall.getUTCMonth() + 1}月${wall.getUTCDate()}日 ${wall.toISOString().slice(11, 16)} GMT+8`;
}

const suite = seededSuite();

async function person(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(suite.browser, { baseURL: suite.server.url, viewport, timezoneId: DEVICE_ZONE });
  await signIn(page, email, DEMO_PASSWORD);
  return page;
}

/** A free Shanghai meetup of the organiser's starting `startsIn` from now, published, with the attendee registered; answers its id and their code. */
async function meetupWithTicket(organiser: Page, attendee: Page, title: string, startsIn: number): Promise<{ id: string; start: number; code: string }> {
  const start = Date.now() + startsIn;
  const { event } = ok<{ event: { id: string } }>(
    await api(organiser, "POST", "/api/events", {
      title,
      shortDescription: "两个时区的签到测试",
      richContent: "<p>欢迎</p>",
      type: "MEETUP",
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3 * HOUR).toISOString(),
      timezone: "Asia/Shanghai",
      isOnline: true,
      maxAttendees: 30,
      requireApproval: false,
      ticketTypes: [{ name: "普通票", maxQuantity: 30, isActive: true, sortOrder: 0, priceCents: 0 }],
      questions: [],
    }),
    "create",
  );
  ok(await api(organiser, "POST", `/api/events/${event.id}/publish`), "publish");
  const edit = ok<{ event: { ticketTypes: { id: string }[] } }>(await api(organiser, "GET", `/api/events/${event.id}/edit`), "edit");
  ok(await api(attendee, "POST", `/api/events/${event.id}/register`, { ticketTypeId: edit.event.ticketTypes[0]!.id, answers: [] }), "register");
  const ticket = ok<{ manualCode: string }>(await api(attendee, "GET", `/api/events/${event.id}/ticket`), "ticket");
  return { id: event.id, start, code: ticket.manualCode };
}

async function typeCode(page: Page, code: string, button: string): Promise<void> {
  await page.fill("#checkin-code", code);
  await page.getByRole("button", { name: button, exact: true }).click();
}

describe("an event's times on its own clock, and check-in before it opens", () => {
  for (const viewport of RUNS) {
    const w = viewport.width;

    it(`shows every time of the event in its zone, named, to devices elsewhere (${w} px)`, async () => {
      const organiser = await person(ORGANISER, viewport);
      const attendee = await person(ATTENDEE, viewport);
      const { id, start, code } = await meetupWithTicket(organiser, attendee, `两地时间测试 ${w}`, HOUR);

      // The door page: a check-in, then the same code again answers with the first time, on Shanghai's clock.
      await organiser.goto(`/zh/app/events/${id}/checkin`);
      await typeCode(organiser, code, zh["checkin.manual.submit"]);
      await organiser.getByTestId("checkin-outcome").getByText(zh["checkin.result.success"]).waitFor();
      const [entry] = ok<{ checkedInAt: string }[]>(await api(organiser, "GET", `/api/events/${id}/checkin`), "list");
      const checkedIn = shanghai(entry!.checkedInAt);
      await typeCode(organiser, code, zh["checkin.manual.submit"]);
      await organiser.getByTestId("checkin-outcome").getByText(fill(zhMessages["checkin.alreadyCheckedIn"], { time: checkedIn })).waitFor();
      await organiser.getByTestId("checked-in-list").getByText(checkedIn).waitFor();
      await shot(organiser, `event-times-door-zh-${w}`);

      // The console: the check-in list, a registration's details, and a message sent.
      await organiser.goto(`/zh/app/events/${id}/manage?tab=checkin`);
      await organiser.getByTestId("checkin-row").filter({ hasText: ATTENDEE_NAME }).getByText(checkedIn).waitFor();
      await shot(organiser, `event-times-console-checkin-zh-${w}`);
      await organiser.goto(`/zh/app/events/${id}/manage?tab=registrations`);
      await organiser.getByTestId("registration-row").filter({ hasText: ATTENDEE_NAME }).getByRole("button").first().click();
      const details = organiser.getByRole("dialog");
      const mine = ok<{ registration: { registeredAt: string } }>(await api(attendee, "GET", `/api/events/${id}/my-registration`), "mine");
      await details.getByText(zh["console.reg.checkedInAt"]).waitFor();
      const detailText = await details.textContent();
      expect(detailText).toContain(`${zh["console.reg.registeredAt"]}${shanghai(mine.registration.registeredAt)}`);
      expect(detailText).toContain(`${zh["console.reg.checkedInAt"]}${checkedIn}`);
      await shot(organiser, `event-times-console-registration-zh-${w}`);
      await organiser.keyboard.press("Escape");
      await organiser.goto(`/zh/app/events/${id}/manage?tab=messages`);
      await organiser.fill("#msg-subject", `集合时间 ${w}`);
      await organiser.fill("#msg-body", "请提前十分钟到场。");
      await organiser.getByRole("button", { name: zh["console.msg.send"] }).click();
      await organiser.getByText(fill(zh["console.msg.sent"], { count: 1 })).waitFor();
      const [message] = ok<{ messages: { createdAt: string }[] }>(await api(organiser, "GET", `/api/events/${id}/messages`), "messages").messages;
      await organiser.getByRole("region", { name: zh["console.msg.history"] }).getByRole("listitem").filter({ hasText: `集合时间 ${w}` }).getByText(shanghai(message!.createdAt)).waitFor();
      await shot(organiser, `event-times-console-messages-zh-${w}`);

      // The attendee's ticket and their registrations.
      await attendee.goto(`/zh/events/${id}`);
      await attendee.getByTestId("registration-card").getByRole("button", { name: zhMessages["registration.status.approved"] }).click();
      await attendee.getByRole("dialog").getByText(fill(zh["reg.ticket.checkedIn"], { time: checkedIn })).waitFor();
      await shot(attendee, `event-times-ticket-zh-${w}`);
      await attendee.keyboard.press("Escape");
      await attendee.goto("/zh/me/registrations");
      const row = attendee.getByTestId("my-registration").filter({ hasText: `两地时间测试 ${w}` });
      expect(await row.textContent()).toContain(`${shanghai(start).split(" ")[1]} GMT+8`);
      await shot(attendee, `event-times-my-registrations-zh-${w}`);
      await organiser.context().close();
      await attendee.context().close();
    });

    it(`before check-in opens, says when and only validates codes (${w} px)`, async () => {
      const organiser = await person(ORGANISER, viewport);
      const attendee = await person(ATTENDEE, viewport);
      const { id, start, code } = await meetupWithTicket(organiser, attendee, `签到未开放测试 ${w}`, 5 * HOUR);
      const opens = shanghai(start - 2 * HOUR);

      await organiser.goto(`/zh/app/events/${id}/checkin`);
      await organiser.getByTestId("checkin-not-open").getByText(fill(zh["checkin.notOpen.opensAt"], { time: opens })).waitFor();
      expect(await organiser.getByRole("button", { name: zh["checkin.manual.submit"], exact: true }).count()).toBe(0);
      await typeCode(organiser, code.toLowerCase(), zh["checkin.manual.validate"]);
      const valid = organiser.getByTestId("checkin-outcome");
      await valid.getByText(`${zh["checkin.validate.valid"]} · ${zh["checkin.validate.notYet"]}`).waitFor();
      await valid.getByText(ATTENDEE_NAME).waitFor();
      await shot(organiser, `event-times-validate-valid-zh-${w}`);
      await typeCode(organiser, "ZZZZZZZZ", zh["checkin.manual.validate"]);
      await organiser.getByRole("alert").getByText(zh["checkin.validate.invalid"]).waitFor();
      await shot(organiser, `event-times-validate-invalid-zh-${w}`);
      // Validating checked nobody in.
      expect(ok<unknown[]>(await api(organiser, "GET", `/api/events/${id}/checkin`), "list")).toEqual([]);
      expect(ok<{ registration: { checkedInAt: string | null } }>(await api(attendee, "GET", `/api/events/${id}/my-registration`), "mine").registration.checkedInAt).toBeNull();

      await organiser.goto(`/zh/app/events/${id}/manage?tab=checkin`);
      await organiser.getByTestId("checkin-not-open").getByText(fill(zh["console.checkin.opensAt"], { time: opens })).waitFor();
      await shot(organiser, `event-times-console-not-open-zh-${w}`);
      await organiser.context().close();
      await attendee.context().close();
    });
  }
});
