import type { Participant, ParticipantInterests, ParticipantsPage } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { Toaster } from "@/lib/toast.tsx";
import { ParticipantsDialog } from "./participants-dialog.tsx";

const person = (n: number, fields: Partial<Participant> = {}): Participant => ({
  id: `u${n}`,
  name: `参与者${n}`,
  username: `user${n}`,
  image: null,
  bio: `简介 ${n}`,
  userRoleString: "设计师",
  currentWorkOn: "配色工具",
  levels: [],
  projects: [],
  ...fields,
});

const pageOf = (people: Participant[], page: number, total: number): ParticipantsPage => ({
  participants: people,
  page,
  pageSize: 12,
  total,
  hasNextPage: page * 12 < total,
});

type Answer = { status: number; body: unknown };
const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });
const forbidden: Answer = { status: 403, body: { success: false, error: "只有本活动已通过审核的参与者才能标记感兴趣的人", message: "x", code: "FORBIDDEN" } };

/** A fake API answering per "METHOD /path", recording each call with its query and body. */
function mockApi(routes: Record<string, (url: URL, body: unknown) => Answer>) {
  const calls: { key: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://local");
      const key = `${(init?.method ?? "GET").toUpperCase()} ${url.pathname}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, url, body });
      const answer = routes[key]?.(url, body) ?? { status: 404, body: { success: false, error: "no route", code: "NOT_FOUND" } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

function renderDialog(props: { canMark?: boolean; viewerId?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute();
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: "/$locale/events/$id",
    component: () => (
      <ParticipantsDialog eventId="e1" locale="zh" open onOpenChange={() => {}} viewerId={props.viewerId ?? "me"} canMark={props.canMark ?? true} />
    ),
  });
  const router = createRouter({ routeTree: rootRoute.addChildren([page]), history: createMemoryHistory({ initialEntries: ["/zh/events/e1"] }) });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const LIST = "GET /api/events/e1/participants";
const INTERESTS = "GET /api/events/e1/participant-interests";
const TOGGLE = "POST /api/events/e1/participant-interests";

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ParticipantsDialog", () => {
  it("lists a page with projects and profile links, and pages through with next / previous", async () => {
    const all = Array.from({ length: 14 }, (_, i) => person(i + 1, i === 0 ? { projects: [{ id: "p1", title: "配色工具", subtitle: "给设计师", stage: "MVP", screenshot: null }] } : {}));
    const calls = mockApi({
      [LIST]: (url) => {
        const page = Number(url.searchParams.get("page") ?? 1);
        return ok(pageOf(all.slice((page - 1) * 12, page * 12), page, 14));
      },
      [INTERESTS]: () => ok({ interestedIn: [], interestedBy: [] }),
    });
    renderDialog();
    const list = await screen.findByTestId("participants-list");
    expect(within(list).getAllByTestId("participant-card")).toHaveLength(12);
    expect(screen.getByText("共 14 位")).toBeTruthy();
    const profile = screen.getByRole("link", { name: "查看 参与者1 的主页（在新标签页打开）" });
    expect(profile.getAttribute("href")).toBe("/zh/u/user1");
    expect(profile.getAttribute("target")).toBe("_blank");
    expect(profile.getAttribute("rel")).toContain("noopener");
    expect(screen.getByRole("link", { name: /配色工具/ }).getAttribute("href")).toBe("/zh/projects/p1");

    fireEvent.click(screen.getByRole("button", { name: /下一页/ }));
    await waitFor(() => expect(screen.getAllByTestId("participant-card")).toHaveLength(2), { timeout: 5000 });
    expect(screen.getByText("第 2 / 2 页")).toBeTruthy();
    expect(calls.filter((c) => c.key === LIST).at(-1)!.url.searchParams.get("page")).toBe("2");
    expect((screen.getByRole("button", { name: /下一页/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: /上一页/ }));
    await waitFor(() => expect(screen.getAllByTestId("participant-card")).toHaveLength(12));
  }, 30_000);

  it("searches on the server 300 ms after typing stops, from the first page", async () => {
    const calls = mockApi({
      [LIST]: (url) => (url.searchParams.get("q") === "设计" ? ok(pageOf([person(3)], 1, 1)) : ok(pageOf([person(1), person(2), person(3)], 1, 3))),
      [INTERESTS]: () => ok({ interestedIn: [], interestedBy: [] }),
    });
    renderDialog();
    await screen.findByTestId("participants-list");
    fireEvent.change(screen.getByRole("searchbox", { name: "搜索参与者" }), { target: { value: " 设计 " } });
    // Not at once: the search waits for typing to stop.
    expect(calls.filter((c) => c.key === LIST && c.url.searchParams.get("q"))).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByTestId("participant-card")).toHaveLength(1), { timeout: 5000 });
    const searched = calls.filter((c) => c.key === LIST).at(-1)!;
    expect(searched.url.searchParams.get("q")).toBe("设计");
    expect(searched.url.searchParams.get("page")).toBe("1");
  }, 15_000);

  it("shows an empty state, and the spec's message when the list fails", async () => {
    mockApi({ [LIST]: () => ({ status: 404, body: { success: false, error: "活动不存在", message: "活动不存在", code: "NOT_FOUND" } }), [INTERESTS]: () => ok({ interestedIn: [], interestedBy: [] }) });
    renderDialog();
    expect((await screen.findByRole("alert")).textContent).toContain("获取参与者列表失败");
    vi.unstubAllGlobals();
    mockApi({ [LIST]: () => ok(pageOf([], 1, 0)), [INTERESTS]: () => ok({ interestedIn: [], interestedBy: [] }) });
    fireEvent.click(screen.getByRole("button", { name: /重试/ }));
    expect(await screen.findByText("还没有参与者")).toBeTruthy();
  });

  it("toggles interest optimistically, then shows mutual with the other's shown contact; never on oneself", async () => {
    let interests: ParticipantInterests = { interestedIn: [], interestedBy: [] };
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      [LIST]: () => ok(pageOf([person(1, { id: "me", name: "我自己" }), person(2)], 1, 2)),
      [INTERESTS]: () => ok(interests),
      [TOGGLE]: () => {
        interests = {
          interestedIn: [{ user: { id: "u2", name: "参与者2", username: "user2", image: null, userRoleString: null }, createdAt: new Date().toISOString(), mutual: true }],
          interestedBy: [{ user: { id: "u2", name: "参与者2", username: "user2", image: null, userRoleString: null }, createdAt: new Date().toISOString(), contact: { wechatId: "u2_wx", email: null } }],
        };
        return ok({ interested: true, mutual: true });
      },
    });
    // Hold the POST until the optimistic state has been seen.
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? "GET") === "POST") await gate;
      return realFetch(input, init);
    });
    renderDialog({ viewerId: "me" });
    const heart = await screen.findByRole("button", { name: "对 参与者2 感兴趣" });
    expect(screen.queryByRole("button", { name: "对 我自己 感兴趣" })).toBeNull();
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    await waitFor(() => expect(screen.getByRole("button", { name: "对 参与者2 感兴趣" }).getAttribute("aria-pressed")).toBe("true"));
    await act(async () => release());
    await waitFor(() => expect(screen.getByRole("button", { name: "对 参与者2 感兴趣" }).textContent).toContain("互相感兴趣"));
    expect((await screen.findByTestId("participant-contact")).textContent).toContain("微信：u2_wx");
  });

  it("ignores a 403 on the interests silently: no heart, no toast, the list still shows", async () => {
    mockApi({ [LIST]: () => ok(pageOf([person(1), person(2)], 1, 2)), [INTERESTS]: () => forbidden });
    renderDialog();
    await screen.findByTestId("participants-list");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: /感兴趣/ })).toBeNull();
    expect(screen.queryByText("只有本活动已通过审核的参与者才能标记感兴趣的人")).toBeNull();
  });

  it("rolls back a mark the server refuses with 403, silently", async () => {
    mockApi({
      [LIST]: () => ok(pageOf([person(2)], 1, 1)),
      [INTERESTS]: () => ok({ interestedIn: [], interestedBy: [] }),
      [TOGGLE]: () => forbidden,
    });
    renderDialog();
    fireEvent.click(await screen.findByRole("button", { name: "对 参与者2 感兴趣" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "对 参与者2 感兴趣" }).getAttribute("aria-pressed")).toBe("false"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("只有本活动已通过审核的参与者才能标记感兴趣的人")).toBeNull();
  });
});
