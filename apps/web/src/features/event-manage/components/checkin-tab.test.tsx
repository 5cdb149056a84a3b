import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import type { CheckInEntry } from "@commons/domain";
import { CheckInTab } from "./checkin-tab.tsx";

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { headers: { "Content-Type": "application/json" } });

const ada: CheckInEntry = {
  registrationId: "reg-ada",
  user: { id: "u1", name: "Ada", username: null, image: null, userRoleString: null, membershipLevel: "VISITOR", creatorLevel: null, mentorLevel: null, contributorLevel: null },
  checkedInAt: "2026-03-15T11:05:00.000Z",
  ticketTypeId: null,
};

beforeEach(async () => {
  await activateLocale("zh");
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("check-in tab", () => {
  it("undoes a check-in by the registration id the list carries, then refreshes the count", async () => {
    let checkedIn = [ada];
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === "DELETE") {
        checkedIn = [];
        return ok({ registration: { id: "reg-ada", checkedInAt: null } });
      }
      return ok(checkedIn);
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CheckInTab eventId="e1" locale="zh" event={{ startTime: "2026-03-15T11:00:00.000Z", endTime: "2026-03-15T14:00:00.000Z", timezone: "Asia/Shanghai" }} scannerHref="/zh/app/events/e1/checkin" approved={3} />
        <Toaster />
      </QueryClientProvider>,
    );
    await screen.findByText("Ada");
    expect(screen.getByTestId("checkin-count").textContent).toContain("1");

    fireEvent.click(screen.getByRole("button", { name: "撤销签到" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true));
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(String(call?.[0])).toBe("/api/events/e1/checkin/reg-ada");
    await screen.findByText("已撤销 Ada 的签到");
    await screen.findByText("还没有人签到");
  });
});
