// Test-only helpers for the feedback components (never imported by the app).
import type { EventDetail, MyFeedback } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { sessionQueryKey } from "@/lib/session.ts";
import { Toaster } from "@/lib/toast.tsx";
import { eventDetail } from "@/test/event-fixtures.ts";

type Answer = { status: number; body: unknown };
export const ok = (data: unknown, status = 200): Answer => ({ status, body: { success: true, data } });
export const fail = (status: number, code: string, error: string, details?: unknown): Answer => ({
  status,
  body: { success: false, error, message: error, code, ...(details ? { details } : {}) },
});

/** A fake API: answers per "METHOD /path", recording the calls. */
export function mockApi(routes: Record<string, () => Answer>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${(init?.method ?? "GET").toUpperCase()} ${new URL(String(input), "http://local").pathname}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = routes[key]?.() ?? { status: 404, body: { success: false, error: "没有", message: "没有", code: "NOT_FOUND" } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

export const saved = (fields: Partial<MyFeedback> = {}): MyFeedback => ({
  id: "f1",
  eventId: "e1",
  rating: 4,
  comment: "很好",
  suggestions: null,
  wouldRecommend: true,
  createdAt: "2025-03-16T10:00:00Z",
  updatedAt: "2025-03-16T10:00:00Z",
  ...fields,
});

/** The past meetup of the fixtures, as the given registrant (or a visitor) sees it. */
export function pastEvent(status: "APPROVED" | "PENDING" | null, fields: Record<string, unknown> = {}): EventDetail {
  const registration = status ? { id: "r1", status, ticketTypeId: null, registeredAt: "2025-03-01T00:00:00Z", checkedInAt: null } : null;
  return eventDetail({ viewer: { liked: false, bookmarked: false, subscribed: false, registration }, ...fields }) as unknown as EventDetail;
}

/** Renders with a fresh query cache, the session already answered (null: signed out), and the toaster. */
export function renderWith(ui: ReactNode, session: { userId: string } | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(
    sessionQueryKey,
    session ? { session: { id: "s1", expiresAt: "2099-01-01T00:00:00Z" }, user: { id: session.userId, name: "王芳", email: "w@example.com", image: null } } : null,
  );
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}
