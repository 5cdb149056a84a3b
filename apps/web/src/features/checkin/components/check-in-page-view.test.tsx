import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { CheckInPageView } from "./check-in-page-view.tsx";
import { formatCheckInTime } from "./format-check-in-time.ts";

const user = { id: "u9", name: "新朋友", username: null, image: null, userRoleString: "设计师", membershipLevel: null, creatorLevel: null, mentorLevel: null, contributorLevel: null };
const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { success: true, data } : data), { status, headers: { "Content-Type": "application/json" } });

function renderPage(route: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => route(String(input), init));
  vi.stubGlobal("fetch", fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CheckInPageView eventId="e1" locale="zh" eventTitle="分享会" eventHref="/zh/events/e1" />
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

  it("answers a second check-in with the first time", async () => {
    renderPage((url, init) => {
      if (init?.method === "POST") return ok({ checkedIn: true, alreadyCheckedIn: true, checkedInAt: "2025-03-15T10:05:00+08:00", user });
      return ok([]);
    });
    fireEvent.change(await screen.findByLabelText("手动输入签到码"), { target: { value: "ABCDEFGH" } });
    fireEvent.click(screen.getByRole("button", { name: "签到" }));
    // Shown in the scanning device's zone, with the date because it was not today.
    expect(await screen.findByText(`已于 ${formatCheckInTime("2025-03-15T10:05:00+08:00", "zh")} 签到`)).toBeTruthy();
    expect(formatCheckInTime("2025-03-15T10:05:00+08:00", "zh")).toMatch(/3月15日/);
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
