import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { mockApi, ok } from "@/test/api-mock.ts";
import { publicCertificate, renderWithRouter } from "../test-kit.tsx";
import { EventAwardsSection } from "./event-awards-section.tsx";

// docs/product/certificate-pages.md#event-awards: an event's issued certificates on its page.

const AWARDS = "GET /api/events/e1/awards";

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

describe("EventAwardsSection", { timeout: 15_000 }, () => {
  it("lists the certificates highest level first, each linking to its verification page", async () => {
    mockApi({
      [AWARDS]: ok([
        publicCertificate(1, { awardLevel: "PARTICIPATION", recipientName: "王芳" }),
        publicCertificate(2, { awardLevel: "FIRST", recipientName: "陈亚历" }),
        publicCertificate(3, { awardLevel: "THIRD", recipientName: "林晓" }),
      ]),
    });
    renderWithRouter(<EventAwardsSection eventId="e1" locale="zh" />, "/zh/events/e1");
    const section = await screen.findByRole("region", { name: /获奖名单/ });
    const links = within(section).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("aria-label"))).toEqual(["验证 陈亚历 的证书", "验证 林晓 的证书", "验证 王芳 的证书"]);
    expect(links[0]!.getAttribute("href")).toBe("/zh/certificates/000000000002");
  });

  it("says 'this event has issued no awards yet' on a hackathon, and draws nothing on another page", async () => {
    mockApi({ [AWARDS]: ok([]) });
    const { unmount } = renderWithRouter(<EventAwardsSection eventId="e1" locale="zh" />, "/zh/events/e1");
    expect(await screen.findByText("本活动还没有颁发奖项")).toBeTruthy();
    unmount();
    const api = mockApi({ [AWARDS]: ok([]) });
    const { container } = renderWithRouter(<EventAwardsSection eventId="e1" locale="zh" hideWhenEmpty />, "/zh/events/e1");
    await vi.waitFor(() => expect(api.calls.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector("[data-testid=event-awards]")).toBeNull();
    expect(screen.queryByText("本活动还没有颁发奖项")).toBeNull();
  });
});
