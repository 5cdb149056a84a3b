import type { RegistrationStatus } from "@commons/domain";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import type { RegistrationEvent } from "../api/registration-event.ts";
import { RegistrationCard } from "./registration-card.tsx";
import { json, meetup, renderWithClient, SESSION, stubFetch } from "./test-helpers.tsx";

function withStatus(status: RegistrationStatus, overrides: Partial<RegistrationEvent> = {}): RegistrationEvent {
  return meetup({
    viewer: { registration: { id: "r1", status, ticketTypeId: "t1", registeredAt: "2025-03-01T00:00:00Z", checkedInAt: null, allowDigitalCardDisplay: null } },
    ...overrides,
  });
}

async function renderCard(event: RegistrationEvent, signedIn = true) {
  stubFetch((url) => {
    if (url.startsWith("/api/auth/get-session")) return json(signedIn ? SESSION : null);
    if (url === "/api/user/profile") return json({ missingFields: ["bio", "skills"], isComplete: false });
    return undefined;
  });
  renderWithClient(<RegistrationCard event={event} />);
  // The action waits for the session, so a signed-in person never sees "log in" flash.
  await waitFor(() => expect(screen.getByTestId("registration-card").querySelector(".animate-pulse")).toBeNull());
  return within(screen.getByTestId("registration-card"));
}

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

describe("RegistrationCard", () => {
  it("sends a visitor to login and back to this page", async () => {
    const card = await renderCard(meetup(), false);
    const link = card.getByRole("link", { name: "登录后报名" });
    // With from_login=true, as the like and subscribe redirects (issue 27 item 14).
    expect(link.getAttribute("href")).toBe(`/zh/auth/login?redirectTo=${encodeURIComponent("/?from_login=true")}`);
  });

  it("shows seats left out of the capacity and 'register now'", async () => {
    const card = await renderCard(meetup());
    expect(card.getByText("4 / 40 人已报名")).toBeTruthy();
    expect(card.getByTestId("seats-left").textContent).toBe("剩余 36 个名额");
    expect(card.getByRole("button", { name: "立即报名" })).toBeTruthy();
    expect(card.queryByRole("button", { name: "取消报名" })).toBeNull();
    // The profile-completion hint names what is missing (docs/product/accounts-and-profile.md#profile-completeness).
    expect((await card.findByTestId("profile-completion-hint")).textContent).toContain("个人简介、技能");
  });

  // Issue 27 item 7: one head-count on the page (the approved, as the info card says); pending seats are named.
  it("counts the approved as the info card does, and names the pending ones holding a seat", async () => {
    const card = await renderCard(meetup({ registrationCount: 2, seatsTaken: 3, maxAttendees: 60 }));
    expect(card.getByTestId("head-count").textContent).toBe("2 / 60 人已报名，1 人审核中");
    expect(card.getByTestId("seats-left").textContent).toBe("剩余 57 个名额");
  });

  // Issue 27 items 8 and 9: an ended event says so to a visitor, offers no seats; an attendee gets feedback and photos, no QR.
  it("tells a visitor an ended event has ended, with no seats left to take", async () => {
    const card = await renderCard(meetup({ status: "COMPLETED" }), false);
    expect(card.getByRole("button", { name: "活动已结束" })).toBeTruthy();
    expect(card.queryByRole("link", { name: "登录后报名" })).toBeNull();
    expect(card.queryByTestId("seats-left")).toBeNull();
  });

  it("offers an approved attendee of an ended event feedback and photos instead of the check-in QR", async () => {
    const card = await renderCard(withStatus("APPROVED", { status: "COMPLETED" }));
    expect(card.queryByRole("button", { name: "签到二维码" })).toBeNull();
    expect(card.getByRole("link", { name: "写活动反馈" }).getAttribute("href")).toContain("feedback=true");
    expect(card.getByRole("link", { name: "看活动照片" }).getAttribute("href")).toBe("#photos");
  });

  it("gives event admins a way to the check-in page", async () => {
    const card = await renderCard(meetup({ isEventAdmin: true }));
    expect(card.getByRole("link", { name: "打开现场签到" }).getAttribute("href")).toBe("/zh/app/events/e1/checkin");
  });

  it("APPROVED: check-in QR and 'cancel registration'", async () => {
    const card = await renderCard(withStatus("APPROVED"));
    expect(card.getByRole("button", { name: "签到二维码" })).toBeTruthy();
    expect(card.getByRole("button", { name: "取消报名" })).toBeTruthy();
    expect(card.getByTestId("registration-badge").textContent).toBe("已报名");
  });

  it("PENDING: 'under review' (no action) and 'cancel registration'", async () => {
    const card = await renderCard(withStatus("PENDING"));
    expect((card.getByRole("button", { name: "审核中" }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.getByRole("button", { name: "取消报名" })).toBeTruthy();
  });

  it("WAITLISTED: 'waiting' and 'leave waitlist'", async () => {
    const card = await renderCard(withStatus("WAITLISTED"));
    expect((card.getByRole("button", { name: "候补中" }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.getByRole("button", { name: "退出候补" })).toBeTruthy();
  });

  it("REJECTED: 'not approved' with no action at all", async () => {
    const card = await renderCard(withStatus("REJECTED"));
    expect((card.getByRole("button", { name: "未通过审核" }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.getAllByRole("button")).toHaveLength(1);
  });

  it("CANCELLED: 're-register'", async () => {
    const card = await renderCard(withStatus("CANCELLED"));
    expect((card.getByRole("button", { name: "重新报名" }) as HTMLButtonElement).disabled).toBe(false);
  });

  // Issue 27 item 18: Commons takes no payments; a registrant of a priced ticket is told how to pay.
  it("tells a registrant of a priced ticket how to pay, in the organiser's words; nothing for a free one", async () => {
    const priced = meetup().ticketTypes.map((ticket) => (ticket.id === "t1" ? { ...ticket, priceCents: 4900 } : ticket));
    const card = await renderCard(withStatus("APPROVED", { ticketTypes: priced, paymentNote: "活动当天现场微信付款\n可开发票" }));
    const notice = card.getByTestId("payment-notice");
    expect(notice.textContent).toContain("这张票 ¥49。Commons 不收款");
    expect(within(notice).getByTestId("payment-note-text").textContent).toBe("活动当天现场微信付款\n可开发票");
    cleanup();
    const free = await renderCard(withStatus("APPROVED", { paymentNote: "活动当天现场微信付款" }));
    expect(free.queryByTestId("payment-notice")).toBeNull();
  });

  it("full: says so and offers the waitlist", async () => {
    const card = await renderCard(meetup({ seatsTaken: 40, isFull: true }));
    expect(card.getByTestId("seats-left").textContent).toBe("名额已满");
    expect(card.getByRole("button", { name: "加入候补名单" })).toBeTruthy();
  });

  it("ended and closed events offer nothing", async () => {
    const ended = await renderCard(meetup({ status: "COMPLETED" }));
    expect((ended.getByRole("button", { name: "活动已结束" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks before cancelling, then cancels", async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith("/api/auth/get-session")) return json(SESSION);
      if (url === "/api/events/e1/register" && init?.method === "DELETE") return json({ registration: { id: "r1", status: "CANCELLED" } });
      return undefined;
    });
    renderWithClient(<RegistrationCard event={withStatus("WAITLISTED")} />);
    fireEvent.click(await screen.findByRole("button", { name: "退出候补" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("确定退出候补吗？")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "退出候补" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true));
    expect(await screen.findByText("已退出候补")).toBeTruthy();
  });
});
