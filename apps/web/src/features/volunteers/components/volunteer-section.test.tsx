import type { EventDetail, EventVolunteerRole, EventVolunteers } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { Toaster } from "@/lib/toast.tsx";
import { eventDetail } from "@/test/event-fixtures.ts";
import { roleAction } from "./volunteer-role-item.tsx";
import { VolunteerSection } from "./volunteer-section.tsx";

const role = (fields: Partial<EventVolunteerRole> = {}): EventVolunteerRole => ({
  id: "r1",
  baseRole: { id: "b1", key: "photographer", name: "摄影记录", description: "拍摄活动现场照片", detailDescription: "活动后 48 小时内上传照片", cpPoints: 15 },
  description: null,
  recruitCount: 2,
  approvedCount: 0,
  remaining: 2,
  requireApproval: true,
  isRequired: false,
  closed: false,
  myApplication: null,
  ...fields,
});
const mine = (status: "APPLIED" | "APPROVED" | "REJECTED" | "CANCELLED") => ({ id: "a1", roleId: "r1", status, note: "我来", appliedAt: new Date().toISOString(), approvedAt: null });

type Answer = { status: number; body: unknown };
const ok = (data: unknown, status = 200): Answer => ({ status, body: { success: true, data } });

function mockApi(routes: Record<string, () => Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${(init?.method ?? "GET").toUpperCase()} ${new URL(String(input), "http://local").pathname}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = routes[key]?.() ?? { status: 404, body: { success: false, error: "no route", code: "NOT_FOUND" } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

function renderSection(data: EventVolunteers, viewerId: string | null = "me", routes: Record<string, () => Answer> = {}) {
  const session = viewerId ? { session: { id: "s1", expiresAt: "2030-01-01T00:00:00.000Z" }, user: { id: viewerId, name: "我", email: "me@example.com", image: null } } : null;
  const calls = mockApi({ "GET /api/auth/get-session": () => ({ status: 200, body: session }), "GET /api/events/e1/volunteers": () => ok(data), ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VolunteerSection event={eventDetail({ id: "e1" }) as unknown as EventDetail} locale="zh" viewerId={viewerId} />
      <Toaster />
    </QueryClientProvider>,
  );
  return calls;
}

async function openList() {
  fireEvent.click(await screen.findByRole("button", { name: "查看志愿者岗位" }));
  return screen.findByTestId("volunteer-list");
}

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

describe("roleAction (spec §4)", () => {
  it("offers cancel for APPLIED / APPROVED, apply for none, re-apply after REJECTED / CANCELLED, nothing when full, closed or the event is not open", () => {
    expect(roleAction(role(), true)).toBe("apply");
    expect(roleAction(role({ myApplication: mine("APPLIED") }), true)).toBe("cancel");
    expect(roleAction(role({ myApplication: mine("APPROVED") }), false)).toBe("cancel");
    expect(roleAction(role({ myApplication: mine("REJECTED") }), true)).toBe("reapply");
    expect(roleAction(role({ myApplication: mine("CANCELLED") }), true)).toBe("reapply");
    expect(roleAction(role({ remaining: 0, approvedCount: 2 }), true)).toBeNull();
    expect(roleAction(role({ closed: true }), true)).toBeNull();
    expect(roleAction(role(), false)).toBeNull();
  });
});

describe("VolunteerSection", () => {
  it("draws nothing for an event without open roles", async () => {
    const calls = renderSection({ roles: [], applyOpen: true, contact: null });
    await waitFor(() => expect(calls.filter((c) => c.key === "GET /api/events/e1/volunteers")).toHaveLength(1));
    expect(screen.queryByTestId("volunteer-section")).toBeNull();
  });

  it("asks for the roles once: not while the page still draws a visitor for a signed-in reader", async () => {
    const data = { roles: [role({ myApplication: mine("APPLIED") })], applyOpen: true, contact: null };
    const calls = mockApi({
      "GET /api/auth/get-session": () => ({ status: 200, body: { session: { id: "s1", expiresAt: "2030-01-01T00:00:00.000Z" }, user: { id: "me", name: "我", email: "me@example.com", image: null } } }),
      "GET /api/events/e1/volunteers": () => ok(data),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page = (viewerId: string | null) => (
      <QueryClientProvider client={client}>
        <VolunteerSection event={eventDetail({ id: "e1" }) as unknown as EventDetail} locale="zh" viewerId={viewerId} />
      </QueryClientProvider>
    );
    // The page's first render, before the session answered: the viewer is still null.
    const { rerender } = render(page(null));
    await waitFor(() => expect(calls.some((c) => c.key === "GET /api/auth/get-session")).toBe(true));
    rerender(page("me"));
    expect(await screen.findByText("1 个岗位，还需 2 人")).toBeTruthy();
    expect(calls.filter((c) => c.key === "GET /api/events/e1/volunteers")).toHaveLength(1);
  });

  it("summarises the roles and lists each with points, how many are still wanted and its detail", async () => {
    renderSection({ roles: [role(), role({ id: "r2", remaining: 0, approvedCount: 2, baseRole: { ...role().baseRole, id: "b2", name: "签到接待" } })], applyOpen: true, contact: null });
    expect(await screen.findByText("2 个岗位，还需 2 人")).toBeTruthy();
    const list = await openList();
    const [first, second] = within(list).getAllByTestId("volunteer-role") as [HTMLElement, HTMLElement];
    expect(within(first).getByText("15 贡献值")).toBeTruthy();
    expect(within(first).getByText("还需 2 人")).toBeTruthy();
    expect(within(second).getByText("名额已满")).toBeTruthy();
    expect(within(second).queryByRole("button", { name: "申请" })).toBeNull();
    expect(within(first).queryByText("活动后 48 小时内上传照片")).toBeNull();
    fireEvent.click(within(first).getByRole("button", { name: "查看详情" }));
    expect(within(first).getByText("活动后 48 小时内上传照片")).toBeTruthy();
  });

  it("refuses an empty note (after trimming) with the shared message, then sends the trimmed note and confirms it", async () => {
    let applied = false;
    const calls = renderSection({ roles: [role()], applyOpen: true, contact: null }, "me", {
      "POST /api/events/e1/volunteers/apply": () => ((applied = true), ok({ application: mine("APPLIED") }, 201)),
    });
    const list = await openList();
    fireEvent.click(within(list).getByRole("button", { name: "申请" }));
    const dialog = await screen.findByRole("dialog", { name: "申请志愿者：摄影记录" });
    const note = within(dialog).getByLabelText(/申请说明/);
    fireEvent.change(note, { target: { value: "   " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "提交申请" }));
    expect(await within(dialog).findByText("请填写申请说明")).toBeTruthy();
    expect(applied).toBe(false);

    fireEvent.change(note, { target: { value: "  我有相机  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "提交申请" }));
    await waitFor(() => expect(applied).toBe(true));
    expect(calls.find((c) => c.key === "POST /api/events/e1/volunteers/apply")?.body).toEqual({ eventVolunteerRoleId: "r1", note: "我有相机" });
    expect(await screen.findByText("申请已提交，请等待主办方审核")).toBeTruthy();
  });

  it("asks a visitor to log in instead of opening the application", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSection({ roles: [role()], applyOpen: true, contact: null }, null);
    const list = await openList();
    fireEvent.click(within(list).getByRole("button", { name: "申请" }));
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    expect(await screen.findByText("请先登录")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: /申请志愿者/ })).toBeNull();
  });

  it("shows the status badge and cancel for an APPLIED application, and the server's error when cancelling fails", async () => {
    renderSection({ roles: [role({ myApplication: mine("APPLIED") })], applyOpen: true, contact: null }, "me", {
      "DELETE /api/events/e1/volunteers/cancel": () => ({ status: 409, body: { success: false, error: "只有审核中或已通过的申请可以取消", message: "只有审核中或已通过的申请可以取消", code: "CONFLICT" } }),
    });
    const list = await openList();
    expect(within(list).getByText("审核中")).toBeTruthy();
    fireEvent.click(within(list).getByRole("button", { name: "取消申请" }));
    expect(await screen.findByText("只有审核中或已通过的申请可以取消")).toBeTruthy();
  });

  it("shows an approved volunteer the contact and the WeChat QR, and offers no apply when the event takes none", async () => {
    renderSection({ roles: [role({ myApplication: mine("APPROVED") }), role({ id: "r2" })], applyOpen: false, contact: { info: "添加林晓微信", wechatQrCode: "/files/misc/u/qr.png" } });
    const list = await openList();
    const contact = within(list).getByTestId("volunteer-contact");
    expect(within(contact).getByText("添加林晓微信")).toBeTruthy();
    expect(within(contact).getByRole("img", { name: "志愿者微信群二维码" })).toBeTruthy();
    expect(within(list).getByText("本活动目前不接受志愿者申请")).toBeTruthy();
    expect(within(list).queryByRole("button", { name: "申请" })).toBeNull();
    expect(within(list).getByRole("button", { name: "取消申请" })).toBeTruthy();
  });
});
