import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { zh } from "./i18n/locales/zh.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { createAppRouter } from "./router.tsx";
import { eventCard as event, eventDetail } from "./test/event-fixtures.ts";

// The whole app on an in-memory URL; only the network (fetch) is stubbed.

function respond(url: string): Response {
  const body = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { headers: { "Content-Type": "application/json" } });
  if (url.startsWith("/api/auth/get-session")) return new Response("null", { headers: { "Content-Type": "application/json" } });
  if (url.startsWith("/api/events?")) return body({ events: [event], pagination: { page: 1, pageSize: 12, total: 1, totalPages: 1 } });
  if (url.startsWith("/api/events/e1")) {
    return body(eventDetail());
  }
  return new Response(JSON.stringify({ success: false, error: "内容不存在", message: "内容不存在", code: "NOT_FOUND" }), { status: 404 });
}

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn((input: RequestInfo | URL) => Promise.resolve(respond(String(input)))));
  document.cookie = "locale=; max-age=0; path=/";
  // A browser that asks for neither of our languages: the default (Chinese) applies.
  vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr-FR"]);
  vi.spyOn(navigator, "language", "get").mockReturnValue("fr-FR");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("app routing", () => {
  it("sends a bare path to the cookie's language and shows the list", async () => {
    document.cookie = "locale=en; path=/";
    const router = renderAt("/events?when=past");
    await waitFor(() => expect(router.state.location.href).toBe("/en/events?when=past"));
    expect(await screen.findByText("独立开发者分享会")).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");
    // First four tags, then the remainder.
    expect(screen.getByText("+1")).toBeTruthy();
  });

  it("falls back to the browser's language without a cookie", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-GB", "en"]);
    const router = renderAt("/auth/login?redirectTo=%2Fzh%2Fevents");
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/auth/login"));
    expect(router.state.location.search).toEqual({ redirectTo: "/zh/events" });
  });

  it("redirects / to the events list in Chinese by default", async () => {
    const router = renderAt("/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/zh/events"));
    expect(await screen.findByRole("heading", { name: "探索活动" })).toBeTruthy();
  });

  it("shows the 404 page for an unknown locale", async () => {
    renderAt("/fr/events");
    expect(await screen.findByText("页面不存在")).toBeTruthy();
  });

  it("shows the friendly 404 for an unknown event", async () => {
    renderAt("/zh/events/missing");
    expect(await screen.findByText("活动不存在", {}, { timeout: 3000 })).toBeTruthy();
  });

  it("renders an event's time in its own zone", async () => {
    renderAt("/zh/events/e1");
    expect(await screen.findByRole("heading", { name: "独立开发者分享会" })).toBeTruthy();
    expect(screen.getByText(/19:00 – 21:00/)).toBeTruthy();
    expect(screen.getByText("7 / 40 人已报名")).toBeTruthy();
    // The sections below the fold are there, but an event without ticket types has no tickets section.
    expect(screen.getByRole("heading", { name: zh["event.about"] })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: zh["event.tickets"] })).toBeNull();
  });

  it("sends a visitor from settings to login, remembering where they were going", async () => {
    const router = renderAt("/zh/settings/profile");
    await waitFor(() => expect(router.state.location.pathname).toBe("/zh/auth/login"));
    expect(router.state.location.search).toEqual({ redirectTo: "/zh/settings/profile" });
  });

  it("keeps the search in the URL, 300 ms after typing stops", async () => {
    const router = renderAt("/zh/events?type=MEETUP");
    const box = await screen.findByRole("searchbox", { name: "搜索活动" });
    fireEvent.change(box, { target: { value: "AI" } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(router.state.location.search).toEqual({ type: "MEETUP" });
    await waitFor(() => expect(router.state.location.search).toEqual({ type: "MEETUP", q: "AI" }));
    const calls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(calls).toContain("/api/events?when=upcoming&type=MEETUP&q=AI&page=1");
  });
});
