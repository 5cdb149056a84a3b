import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import type { HostTarget } from "../api/subscription.ts";
import { fail, mockApi, ok } from "@/test/api-mock.ts";
import { BookmarkButton } from "./bookmark-button.tsx";
import { SubscribeButton } from "./subscribe-button.tsx";

function renderWith(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {node}
      <Toaster />
    </QueryClientProvider>,
  );
}

function renderSubscribe(target: HostTarget, subscribed?: boolean) {
  renderWith(
    <SubscribeButton
      target={target}
      hostName="AI Makers"
      locale="zh"
      isSignedIn
      seed={subscribed === undefined ? undefined : { data: { subscribed }, updatedAt: Date.now() }}
    />,
  );
}

beforeEach(async () => {
  await activateLocale("zh");
});

describe("SubscribeButton", () => {
  it("subscribes to the organisation with exactly its id, and unsubscribes again", async () => {
    const { calls } = mockApi({
      "POST /api/event-host-subscriptions": ok({ subscribed: true }, 201),
      "DELETE /api/event-host-subscriptions": ok({ subscribed: false }),
    });
    renderSubscribe({ organizationId: "org1" }, false);
    fireEvent.click(screen.getByRole("button", { name: /订阅/ }));
    expect(await screen.findByText("已订阅 AI Makers，有新活动时会通知你")).toBeTruthy();
    const button = screen.getByRole("button", { name: /已订阅/ });
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(calls[0]).toEqual({ method: "POST", path: "/api/event-host-subscriptions", body: { organizationId: "org1" } });

    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute("aria-pressed")).toBe("false"));
    expect(calls[1]).toEqual({ method: "DELETE", path: "/api/event-host-subscriptions", body: { organizationId: "org1" } });
  });

  it("reads the status for a host user and shows it", async () => {
    const { calls } = mockApi({ "GET /api/event-host-subscriptions/status": ok({ subscribed: true }) });
    renderSubscribe({ hostUserId: "u9" });
    await waitFor(() => expect(screen.getByRole("button").getAttribute("aria-pressed")).toBe("true"));
    expect(calls[0]?.path).toBe("/api/event-host-subscriptions/status?hostUserId=u9");
  });

  it("toasts when the status cannot be read", async () => {
    mockApi({ "GET /api/event-host-subscriptions/status": fail(400, "bad", "VALIDATION_ERROR") });
    renderSubscribe({ hostUserId: "u9" });
    expect(await screen.findByText("获取订阅状态失败")).toBeTruthy();
  });

  it("toasts the server's reason when subscribing fails, and stays off", async () => {
    mockApi({ "POST /api/event-host-subscriptions": fail(400, "不能订阅自己", "BAD_REQUEST") });
    renderSubscribe({ hostUserId: "u9" }, false);
    fireEvent.click(screen.getByRole("button"));
    expect(await screen.findByText("不能订阅自己")).toBeTruthy();
    expect(screen.getByRole("button").getAttribute("aria-pressed")).toBe("false");
  });
});

describe("BookmarkButton", () => {
  it("treats 409 'Already bookmarked' as bookmarked, with an info toast", async () => {
    mockApi({ "POST /api/user/events/e1/bookmark": fail(409, "已经收藏过了", "CONFLICT") });
    renderWith(<BookmarkButton eventId="e1" locale="zh" isSignedIn seed={{ data: { bookmarked: false }, updatedAt: Date.now() }} />);
    fireEvent.click(screen.getByRole("button", { name: "收藏" }));
    expect(await screen.findByText("已经收藏过了")).toBeTruthy();
    expect(screen.getByRole("button", { name: "取消收藏" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("toasts 'update error' on a failure without a server message", async () => {
    mockApi({ "POST /api/user/events/e1/bookmark": { status: 500, body: null } });
    renderWith(<BookmarkButton eventId="e1" locale="zh" isSignedIn seed={{ data: { bookmarked: false }, updatedAt: Date.now() }} />);
    fireEvent.click(screen.getByRole("button", { name: "收藏" }));
    expect(await screen.findByText("更新失败")).toBeTruthy();
    expect(screen.getByRole("button", { name: "收藏" }).getAttribute("aria-pressed")).toBe("false");
  });
});
