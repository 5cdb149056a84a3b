import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { fail, ok } from "@/test/api-mock.ts";
import { ChallengeFeed } from "./challenge-feed.tsx";
import { checkIn, feedPage, renderWithClient, stubApi } from "./feed-test-kit.tsx";

// A feed of cards renders slowly in jsdom on a busy shared machine; the default 5 s is not about the feature.
vi.setConfig({ testTimeout: 20_000 });

// docs/product/challenges.md#likes-and-comments and #sharing: a card's like, comments and share, against a
// stubbed network (the feed around it is the real one, so the optimistic patch goes through its cache).

const FEED = "GET /api/events/e1/building-public/check-ins";
const LIKE = "POST /api/building-public/check-ins/c1/like";
const COMMENTS = "/api/building-public/check-ins/c1/comments";

function renderFeed() {
  renderWithClient(<ChallengeFeed eventId="e1" locale="zh" timeZone="Asia/Shanghai" userFilter={null} userFilterName={null} onUserFilterChange={() => undefined} />);
}

const firstCard = async () => (await screen.findByText("第1次打卡")).closest("article") as HTMLElement;

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("liking a check-in", () => {
  it("counts the like at once, named for what it shows, then keeps the server's figures", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const api = stubApi({ [FEED]: ok(feedPage([checkIn(1)])), [LIKE]: () => new Promise((resolve) => (answer = resolve)) });
    renderFeed();
    const card = await firstCard();
    const like = within(card).getByRole("button", { name: "点赞，3" });
    expect(like.getAttribute("aria-pressed")).toBe("false");
    expect(like.textContent).toBe("点赞3");
    fireEvent.click(like);
    const liked = await within(card).findByRole("button", { name: "点赞，4" });
    expect(liked.getAttribute("aria-pressed")).toBe("true");
    expect(within(card).getByTestId("like-count").textContent).toBe("4");
    answer(ok({ liked: true, likeCount: 9 }));
    expect(await within(card).findByRole("button", { name: "点赞，9" })).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("rolls back with '操作失败' when the server refuses", async () => {
    stubApi({ [FEED]: ok(feedPage([checkIn(1, { isLiked: true, likeCount: 5 })])), [LIKE]: fail(403, "不可以", "FORBIDDEN") });
    renderFeed();
    const card = await firstCard();
    fireEvent.click(within(card).getByRole("button", { name: "点赞，5" }));
    expect(await screen.findByText("操作失败")).toBeTruthy();
    const like = await within(card).findByRole("button", { name: "点赞，5" });
    expect(like.getAttribute("aria-pressed")).toBe("true");
  });

  it("signed out: asks to sign in ('请先登录') and sends nothing", async () => {
    const api = stubApi({ [FEED]: ok(feedPage([checkIn(1)])) }, { signedIn: false });
    renderFeed();
    const card = await firstCard();
    await waitFor(() => expect(api.calls.some((c) => c.path === "/api/auth/get-session")).toBe(true));
    fireEvent.click(within(card).getByRole("button", { name: "点赞，3" }));
    expect(await screen.findByText("请先登录", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "登录" })).toBeTruthy();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
    expect(within(card).getByTestId("like-count").textContent).toBe("3");
  });
});

describe("comments", () => {
  it("opens the list from the count, refuses blank text before any call, posts trimmed text and counts it", async () => {
    const api = stubApi({
      [FEED]: ok(feedPage([checkIn(1, { commentCount: 1 })])),
      [`GET ${COMMENTS}`]: ok([{ id: "m1", checkInId: "c1", content: "加油！", commentedAt: "2026-11-20T03:00:00.000Z", user: { id: "u9", name: "小赵", username: null, image: null } }]),
      [`POST ${COMMENTS}`]: ok({ id: "m2", checkInId: "c1", content: "很棒的进展", commentedAt: "2026-11-20T04:00:00.000Z", user: { id: "me", name: "我", username: null, image: null } }, 201),
    });
    renderFeed();
    const card = await firstCard();
    const toggle = within(card).getByRole("button", { name: "评论，1" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(await within(card).findByText("加油！")).toBeTruthy();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");

    const field = await within(card).findByLabelText("写评论");
    fireEvent.change(field, { target: { value: "   " } });
    fireEvent.click(within(card).getByRole("button", { name: "发表评论" }));
    expect((await within(card).findByRole("alert")).textContent).toBe("请输入评论内容");
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(field, { target: { value: "  很棒的进展  " } });
    fireEvent.click(within(card).getByRole("button", { name: "发表评论" }));
    expect(await within(card).findByText("很棒的进展")).toBeTruthy();
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ content: "很棒的进展" });
    expect(await within(card).findByRole("button", { name: "评论，2" })).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe("");
  });

  it("reads 50 comments a page: a full page offers 'more comments', which reads the next", async () => {
    const comment = (i: number) => ({ id: `m${i}`, checkInId: "c1", content: `评论${i}号`, commentedAt: "2026-11-20T03:00:00.000Z", user: { id: "u9", name: "小赵", username: null, image: null } });
    const api = stubApi({
      [FEED]: ok(feedPage([checkIn(1, { commentCount: 51 })])),
      [`GET ${COMMENTS}`]: async (url) => ok(url.searchParams.get("page") === "2" ? [comment(51)] : Array.from({ length: 50 }, (_, i) => comment(i + 1))),
    });
    renderFeed();
    const card = await firstCard();
    fireEvent.click(within(card).getByRole("button", { name: "评论，51" }));
    expect(await within(card).findByText("评论50号")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "查看更多评论" }));
    expect(await within(card).findByText("评论51号")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "查看更多评论" })).toBeNull();
    expect(api.calls.filter((c) => c.path.startsWith(COMMENTS)).map((c) => c.path)).toEqual([`${COMMENTS}?page=1`, `${COMMENTS}?page=2`]);
  });

  it("shows the server's reason when posting fails, and keeps the text", async () => {
    stubApi({
      [FEED]: ok(feedPage([checkIn(1)])),
      [`GET ${COMMENTS}`]: ok([]),
      [`POST ${COMMENTS}`]: fail(429, "操作太频繁，请稍后再试", "TOO_MANY_REQUESTS"),
    });
    renderFeed();
    const card = await firstCard();
    fireEvent.click(within(card).getByRole("button", { name: "评论，0" }));
    expect(await within(card).findByText("还没有评论，来说点什么吧。")).toBeTruthy();
    const field = await within(card).findByLabelText("写评论");
    fireEvent.change(field, { target: { value: "加油" } });
    fireEvent.click(within(card).getByRole("button", { name: "发表评论" }));
    expect((await within(card).findByRole("alert")).textContent).toBe("操作太频繁，请稍后再试");
    expect((field as HTMLTextAreaElement).value).toBe("加油");
    expect(within(card).getByRole("button", { name: "评论，0" })).toBeTruthy();
  });

  it("signed out: the comments show with a way to sign in instead of the form", async () => {
    stubApi({ [FEED]: ok(feedPage([checkIn(1)])), [`GET ${COMMENTS}`]: ok([]) }, { signedIn: false });
    renderFeed();
    const card = await firstCard();
    fireEvent.click(within(card).getByRole("button", { name: "评论，0" }));
    const link = await within(card).findByRole("link", { name: "登录后参与评论" });
    expect(link.getAttribute("href")).toMatch(/^\/zh\/auth\/login\?redirectTo=/);
    expect(within(card).queryByLabelText("写评论")).toBeNull();
  });
});

describe("sharing", () => {
  it("copies the share text with the content cut to 100 characters and the link to the author's check-ins", async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const content = "进".repeat(100) + "尾巴不该出现";
    stubApi({ [FEED]: ok(feedPage([checkIn(1, { content })])) });
    renderFeed();
    const card = await firstCard();
    fireEvent.click(within(card).getByRole("button", { name: "分享" }));
    expect(await screen.findByText("分享文字已复制到剪贴板")).toBeTruthy();
    const text = writeText.mock.calls[0]?.[0] ?? "";
    expect(text).toContain(`${"进".repeat(100)}…`);
    expect(text).not.toContain("尾巴");
    expect(text).toContain(`${window.location.origin}/zh/events/e1?user=u1`);
    expect(text).toContain("选手1 在「Building Public」第 1 天打卡：第1次打卡");
  });

  it("says '复制失败，请手动复制' when the copy fails", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: async () => Promise.reject(new Error("denied")) } });
    document.execCommand = () => false;
    stubApi({ [FEED]: ok(feedPage([checkIn(1)])) });
    renderFeed();
    const card = await firstCard();
    fireEvent.click(within(card).getByRole("button", { name: "分享" }));
    expect(await screen.findByText("复制失败，请手动复制")).toBeTruthy();
  });
});
