import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { fail, ok } from "@/test/api-mock.ts";
import { ChallengeDashboard } from "./challenge-dashboard.tsx";
import { checkIn, feedPage, renderWithClient, stubApi } from "./feed-test-kit.tsx";

// A feed of cards renders slowly in jsdom on a busy shared machine; the default 5 s is not about the feature.
vi.setConfig({ testTimeout: 20_000 });

// docs/product/challenges.md#feed: the community feed's pages, sorts, person filter and states, against a
// stubbed network.

const FEED = "GET /api/events/e1/building-public/check-ins";
/** Ten cards render slowly in jsdom on a busy machine: the first wait gets more than the default second. */
const SLOW = { timeout: 5000 };

/** An IntersectionObserver the test drives: it records the margin and reports the sentinel on demand. */
function stubObserver() {
  const observers: { margin: string | undefined; fire: () => void }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ margin: options?.rootMargin, fire: () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver) });
    }
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return observers;
}

function renderDashboard(userFilter: string | null = null, onUserFilterChange = vi.fn()) {
  renderWithClient(<ChallengeDashboard eventId="e1" locale="zh" userFilter={userFilter} onUserFilterChange={onUserFilterChange} />);
  return onUserFilterChange;
}

/** Ten check-ins a page: page 1 holds c1–c10 and says there is more, page 2 holds c11–c12. */
const paged = async (url: URL) =>
  url.searchParams.get("page") === "2"
    ? ok(feedPage([checkIn(11), checkIn(12)], 2, false))
    : ok(feedPage(Array.from({ length: 10 }, (_, i) => checkIn(i + 1)), 1, true));

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the community feed", () => {
  it("asks for 10 of the latest from everyone, shows day, time in the event's zone and the card's parts", async () => {
    const api = stubApi({
      [FEED]: ok(feedPage([checkIn(1, { imageUrls: ["/a.png", "/b.png", "/c.png", "/d.png", "/e.png", "/f.png"], demoUrl: "https://demo.example.com", project: { id: "p1", title: "作品1", subtitle: null, tags: ["a", "b", "c", "d", "e", "f", "g"] } })])),
    });
    renderDashboard();
    const card = (await screen.findByText("第1次打卡", {}, SLOW)).closest("article") as HTMLElement;
    expect(api.calls.find((c) => c.path.startsWith("/api/events/e1/building-public"))?.path).toBe(
      "/api/events/e1/building-public/check-ins?page=1&limit=10&sort=latest&user=all",
    );
    expect(within(card).getByText("第 1 天")).toBeTruthy();
    await waitFor(() => expect(within(card).getByText(/10:30/)).toBeTruthy(), SLOW);
    expect(within(card).getAllByRole("button", { name: /查看第 \d 张图片/ })).toHaveLength(4);
    expect(within(card).getByTestId("images-more").textContent).toContain("+2");
    expect(within(card).getAllByText(/^#/)).toHaveLength(5);
    expect(within(card).getByRole("link", { name: "查看演示" }).getAttribute("href")).toBe("https://demo.example.com");
  });

  it("loads the next page when the sentinel comes within 300 px, and by the 'load more' button", async () => {
    const observers = stubObserver();
    const api = stubApi({ [FEED]: paged });
    renderDashboard();
    await screen.findByText("第10次打卡", {}, SLOW);
    expect(screen.queryByText("第11次打卡")).toBeNull();
    await waitFor(() => expect(observers.length).toBeGreaterThan(0));
    expect(observers.at(-1)?.margin).toBe("0px 0px 300px 0px");
    observers.at(-1)?.fire();
    expect(await screen.findByText("第12次打卡", {}, SLOW)).toBeTruthy();
    expect(screen.getByText("第1次打卡")).toBeTruthy();
    expect(api.calls.filter((c) => c.path.includes("page=2"))).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "加载更多" })).toBeNull();
    expect(screen.getByText("已经到底了")).toBeTruthy();
  });

  it("'load more' works without IntersectionObserver", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    stubApi({ [FEED]: paged });
    renderDashboard();
    fireEvent.click(await screen.findByRole("button", { name: "加载更多" }, SLOW));
    expect(await screen.findByText("第11次打卡", {}, SLOW)).toBeTruthy();
    expect(screen.getAllByTestId("check-in-card")).toHaveLength(12);
  });

  it("switches to the popular sort from the first page", async () => {
    const api = stubApi({ [FEED]: async (url) => ok(feedPage([checkIn(url.searchParams.get("sort") === "popular" ? 7 : 1)])) });
    renderDashboard();
    await screen.findByText("第1次打卡");
    const popular = screen.getByRole("button", { name: "最热" });
    expect(popular.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(popular);
    expect(await screen.findByText("第7次打卡")).toBeTruthy();
    expect(popular.getAttribute("aria-pressed")).toBe("true");
    expect(api.calls.some((c) => c.path.includes("page=1&limit=10&sort=popular&user=all"))).toBe(true);
  });

  it("filtered to one person: asks for theirs, names them in the chip, and the chip clears the filter", async () => {
    const api = stubApi({ [FEED]: ok(feedPage([checkIn(2, { user: { id: "u2", name: "小王", username: null, image: null } })])) });
    const onChange = renderDashboard("u2");
    expect(await screen.findByText("正在查看 小王 的打卡")).toBeTruthy();
    expect(api.calls.some((c) => c.path.endsWith("sort=latest&user=u2"))).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "查看全部打卡" }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it("the author's name filters the feed to them", async () => {
    stubApi({ [FEED]: ok(feedPage([checkIn(3)])) });
    const onChange = renderDashboard();
    fireEvent.click(await screen.findByRole("button", { name: "选手3" }));
    expect(onChange).toHaveBeenCalledWith("u3");
  });

  it("shows a skeleton, then the empty state", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    stubApi({ [FEED]: () => new Promise((resolve) => (answer = resolve)) });
    renderDashboard();
    expect(await screen.findByTestId("feed-skeleton")).toBeTruthy();
    answer(ok(feedPage([])));
    expect(await screen.findByText("还没有打卡")).toBeTruthy();
  });

  // A 403 is not repeated by the request helper (a 5xx would be, three times with pauses).
  it("a failed load says so and retries", async () => {
    let calls = 0;
    stubApi({ [FEED]: async () => (++calls === 1 ? fail(403, "boom", "FORBIDDEN") : ok(feedPage([checkIn(1)]))) });
    renderDashboard();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("获取打卡动态失败");
    fireEvent.click(within(alert).getByRole("button", { name: "重试" }));
    expect(await screen.findByText("第1次打卡")).toBeTruthy();
  });
});
