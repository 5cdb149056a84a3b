import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import type { OrganiserRegistration } from "@commons/domain";
import type { ManagedEvent } from "../api/get-managed-event.ts";
import { RegistrationsTab } from "./registrations-tab.tsx";

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { headers: { "Content-Type": "application/json" } });

const event: ManagedEvent = {
  id: "e1",
  title: "聚会",
  type: "MEETUP",
  status: "PUBLISHED",
  startTime: "2026-03-15T11:00:00.000Z",
  endTime: "2026-03-15T13:00:00.000Z",
  timezone: "Asia/Shanghai",
  coverImage: null,
  maxAttendees: null,
  ticketTypes: [{ id: "t1", name: "普通票", isActive: true }],
};

function registration(id: string, name: string): OrganiserRegistration {
  return {
    id,
    status: "PENDING",
    ticketTypeId: "t1",
    projectId: null,
    allowDigitalCardDisplay: null,
    note: null,
    registeredAt: "2026-03-01T02:00:00.000Z",
    statusChangedAt: "2026-03-01T02:00:00.000Z",
    checkedInAt: null,
    user: { id: `u-${id}`, name, username: null, image: null, userRoleString: null, membershipLevel: "VISITOR", creatorLevel: null, mentorLevel: null, contributorLevel: null, email: null, phoneNumber: null, wechatId: null },
    answers: [],
  };
}

const page = { registrations: [registration("r1", "Ada"), registration("r2", "Lin"), registration("r3", "Wei")], pagination: { page: 1, pageSize: 20, total: 3, totalPages: 1 } };
/** The tab's reads: its invitations list (none here) and the registrations page. */
const read = (input: RequestInfo | URL) => (String(input).includes("/invitations") ? ok({ invitations: [] }) : ok(page));

beforeEach(async () => {
  await activateLocale("zh");
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("bulk selection", () => {
  it("approves the ticked rows in one bulk request and keeps the ones that failed ticked", async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/registrations/bulk") && init?.method === "POST") {
        return ok({ results: [{ id: "r1", ok: true, status: "APPROVED" }, { id: "r3", ok: false, error: "活动名额已满" }] });
      }
      return read(input);
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RegistrationsTab event={event} locale="zh" />
        <Toaster />
      </QueryClientProvider>,
    );
    await screen.findByText("Ada");
    expect(screen.queryByRole("toolbar", { name: "批量操作" })).toBeNull();

    fireEvent.click(screen.getByRole("checkbox", { name: "选择 Ada" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "选择 Wei" }));
    const bar = screen.getByRole("toolbar", { name: "批量操作" });
    expect(within(bar).getByText("已选择 2 条")).toBeTruthy();
    fireEvent.click(within(bar).getByRole("button", { name: "通过" }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/registrations/bulk"))).toBe(true));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/registrations/bulk"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ registrationIds: ["r1", "r3"], status: "APPROVED", note: null });
    await screen.findByText("已更新 1 条，1 条未能更新");
    await waitFor(() => expect(within(screen.getByRole("toolbar", { name: "批量操作" })).getByText("已选择 1 条")).toBeTruthy());
    expect((screen.getByRole("checkbox", { name: "选择 Wei" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "选择 Ada" }) as HTMLInputElement).checked).toBe(false);
  });

  it("selects the whole page at once and clears it again", async () => {
    fetchMock.mockImplementation(async (input) => read(input));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RegistrationsTab event={event} locale="zh" />
      </QueryClientProvider>,
    );
    await screen.findByText("Ada");
    fireEvent.click(screen.getByRole("checkbox", { name: "全选本页" }));
    expect(screen.getByText("已选择 3 条")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "全选本页" }));
    expect(screen.queryByRole("toolbar", { name: "批量操作" })).toBeNull();
  });
});
