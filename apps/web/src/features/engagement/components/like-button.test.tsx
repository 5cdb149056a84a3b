import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { registerNavigate } from "@/lib/navigation.ts";
import { fail, mockApi, ok } from "@/test/api-mock.ts";
import { LikeButton } from "./like-button.tsx";

function renderLike(isSignedIn = true, liked = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const now = Date.now();
  render(
    <QueryClientProvider client={client}>
      <LikeButton
        eventId="e1"
        locale="zh"
        isSignedIn={isSignedIn}
        statusSeed={{ data: { liked }, updatedAt: now }}
        countSeed={{ data: { likeCount: 4 }, updatedAt: now }}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return screen.getByRole("button", { name: liked ? /^取消点赞 \d+$/ : /^点赞 \d+$/ });
}

const count = () => screen.getByTestId("like-count").textContent;

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => {
  registerNavigate((href) => window.location.assign(href));
});

describe("LikeButton", () => {
  it("turns on at once, before the server answers, then keeps the server's count", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { calls } = mockApi({
      "POST /api/events/e1/like": () => new Promise((resolve) => (answer = resolve)),
      "GET /api/events/e1/likes": ok({ likeCount: 7 }),
    });
    const button = renderLike();
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("true"));
    expect(count()).toBe("5");
    answer(ok({ liked: true, likeCount: 7 }, 201));
    await waitFor(() => expect(count()).toBe("7"));
    expect(calls.some((call) => call.method === "POST" && call.path === "/api/events/e1/like")).toBe(true);
  });

  it("rolls back and shows the server's error when the like fails", async () => {
    mockApi({
      "POST /api/events/e1/like": fail(403, "活动已结束，不能点赞", "FORBIDDEN"),
      "GET /api/events/e1/likes": ok({ likeCount: 4 }),
    });
    const button = renderLike();
    fireEvent.click(button);
    expect(await screen.findByText("活动已结束，不能点赞")).toBeTruthy();
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(count()).toBe("4");
  });

  it("says 'update error' when the failure has no message", async () => {
    mockApi({ "POST /api/events/e1/like": { status: 400, body: { success: false } } });
    const button = renderLike();
    fireEvent.click(button);
    // No envelope error from the server: the UI's own text.
    expect(await screen.findByText("更新失败")).toBeTruthy();
    expect(button.getAttribute("aria-pressed")).toBe("false");
  });

  it("treats 409 'Already liked' as liked, with an info toast and no double count", async () => {
    mockApi({
      "POST /api/events/e1/like": fail(409, "已经点赞过了", "CONFLICT"),
      "GET /api/events/e1/likes": ok({ likeCount: 4 }),
    });
    const button = renderLike();
    fireEvent.click(button);
    expect(await screen.findByText("已经点赞过了")).toBeTruthy();
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(count()).toBe("4");
  });

  it("unlikes with DELETE", async () => {
    const { calls } = mockApi({
      "DELETE /api/events/e1/like": ok({ liked: false, likeCount: 3 }),
      "GET /api/events/e1/likes": ok({ likeCount: 3 }),
    });
    const button = renderLike(true, true);
    fireEvent.click(button);
    await waitFor(() => expect(count()).toBe("3"));
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(calls[0]?.method).toBe("DELETE");
  });

  it("sends a visitor to sign in and back to this page", async () => {
    const { calls } = mockApi({});
    const visited: string[] = [];
    registerNavigate((href) => visited.push(href));
    window.history.replaceState(null, "", "/zh/events/e1?invite=AB12");
    const button = renderLike(false);
    fireEvent.click(button);
    expect(visited).toEqual([`/zh/auth/login?redirectTo=${encodeURIComponent("/zh/events/e1?invite=AB12&from_login=true")}`]);
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });
});
