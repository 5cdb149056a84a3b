import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { CheckInPageView, type CheckInEventFacts } from "./check-in-page-view.tsx";

const user = { id: "u9", name: "新朋友", username: null, image: null, userRoleString: "设计师", membershipLevel: null, creatorLevel: null, mentorLevel: null, contributorLevel: null };
const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { success: true, data } : data), { status, headers: { "Content-Type": "application/json" } });

const HOUR = 3_600_000;
/** A Shanghai event starting `startsIn` from now (an hour by default: check-in open). */
const shanghaiEvent = (startsIn = HOUR): CheckInEventFacts => ({
  title: "分享会",
  startTime: new Date(Date.now() + startsIn).toISOString(),
  endTime: new Date(Date.now() + startsIn + 2 * HOUR).toISOString(),
  timezone: "Asia/Shanghai",
});

function renderPage(route: (url: string, init?: RequestInit) => Response, event: CheckInEventFacts = shanghaiEvent()) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => route(String(input), init));
  vi.stubGlobal("fetch", fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CheckInPageView eventId="e1" locale="zh" event={event} eventHref="/zh/events/e1" />
    </QueryClientProvider>,
  );
  return fetchMock;
}

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

describe("CheckInPageView", () => {
  it("checks in by typed code (normalised) and names the attendee", async () => {
    let checkedIn = false;
    const fetchMock = renderPage((url, init) => {
      if (url === "/api/events/e1/checkin" && init?.method === "POST") {
        checkedIn = true;
        return ok({ checkedIn: true, alreadyCheckedIn: false, checkedInAt: new Date().toISOString(), user });
      }
      if (url === "/api/events/e1/checkin") return ok(checkedIn ? [{ user, checkedInAt: new Date().toISOString(), ticketTypeId: null }] : []);
      throw new Error(url);
    });
    expect(await screen.findByText("还没有人签到")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("手动输入签到码"), { target: { value: "k7m2-qxp4" } });
    fireEvent.click(screen.getByRole("button", { name: "签到" }));
    expect(await screen.findByText("签到成功")).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ code: "K7M2QXP4" });
    await waitFor(() => expect(screen.getByTestId("checked-in-count").textContent).toBe("1 人"));
  });

  it("answers a second check-in with the first time, on the venue's clock with its zone named", async () => {
    renderPage((url, init) => {
      if (init?.method === "POST") return ok({ checkedIn: true, alreadyCheckedIn: true, checkedInAt: "2025-03-15T10:05:00+08:00", user });
      return ok([{ registrationId: "r1", user, checkedInAt: "2025-03-15T02:05:00Z", ticketTypeId: null }]);
    });
    fireEvent.change(await screen.findByLabelText("手动输入签到码"), { target: { value: "ABCDEFGH" } });
    fireEvent.click(screen.getByRole("button", { name: "签到" }));
    expect(await screen.findByText("已于 3月15日 10:05 GMT+8 签到")).toBeTruthy();
    // The list of who is in reads the same clock.
    expect(screen.getByTestId("checked-in-list").textContent).toContain("3月15日 10:05 GMT+8");
  });

  it("before the window opens, says when it opens and only validates codes", async () => {
    // Starts at 2030-01-01 20:00 in Shanghai: check-in opens at 18:00 there.
    const event = { title: "分享会", startTime: "2030-01-01T12:00:00Z", endTime: "2030-01-01T14:00:00Z", timezone: "Asia/Shanghai" };
    const fetchMock = renderPage((url, init) => {
      if (url === "/api/events/e1/checkin/validate") {
        const body = JSON.parse(String(init?.body)) as { code: string };
        return ok(body.code === "K7M2QXP4" ? { valid: true, user, checkedInAt: null } : { valid: false });
      }
      if (url === "/api/events/e1/checkin" && !init?.method) return ok([]);
      throw new Error(`${init?.method ?? "GET"} ${url}`);
    }, event);
    expect((await screen.findByTestId("checkin-not-open")).textContent).toContain("签到将于 1月1日 18:00 GMT+8 开放");
    expect(screen.queryByRole("button", { name: "签到" })).toBeNull();
    fireEvent.change(screen.getByLabelText("手动输入签到码"), { target: { value: "k7m2-qxp4" } });
    fireEvent.click(screen.getByRole("button", { name: "验证" }));
    const valid = await screen.findByRole("status");
    expect(valid.textContent).toContain("签到码有效 · 尚未签到");
    expect(valid.textContent).toContain("新朋友");
    fireEvent.change(screen.getByLabelText("手动输入签到码"), { target: { value: "ZZZZZZZZ" } });
    fireEvent.click(screen.getByRole("button", { name: "验证" }));
    expect(await screen.findByText("签到码无效")).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url, init]) => String(url) === "/api/events/e1/checkin" && init?.method === "POST")).toEqual([]);
  });

  it("shows an invalid code as the server words it", async () => {
    renderPage((url, init) => {
      if (init?.method === "POST") return ok({ success: false, error: "无效的签到码", message: "无效的签到码", code: "NOT_FOUND" }, 404);
      return ok([]);
    });
    fireEvent.change(await screen.findByLabelText("手动输入签到码"), { target: { value: "ZZZZZZZZ" } });
    fireEvent.click(screen.getByRole("button", { name: "签到" }));
    expect(await screen.findByText("无效的签到码")).toBeTruthy();
    expect(screen.getByText("签到失败")).toBeTruthy();
  });

  it("shows a permission panel to someone who may not check people in", async () => {
    renderPage(() => ok({ success: false, error: "没有权限", message: "没有权限", code: "FORBIDDEN" }, 403));
    expect(await screen.findByText("权限不足")).toBeTruthy();
    expect(screen.queryByLabelText("手动输入签到码")).toBeNull();
  });
});
