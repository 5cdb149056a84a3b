import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { vi } from "vitest";
import { createQueryClient } from "@/lib/query-client.ts";
import type { RegistrationEvent } from "../api/registration-event.ts";

// Test-only helpers shared by this feature's component tests: only the network (fetch) is stubbed.

export const SESSION = { session: { id: "s1", expiresAt: "2099-01-01T00:00:00Z" }, user: { id: "u1", name: "新用户", email: "new@example.com", image: null } };

export function json(data: unknown, status = 200): Response {
  const body = status < 400 ? { success: true, data } : data;
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export type Route = (url: string, init: RequestInit | undefined) => Response | undefined;

/** A fetch stub answering by URL; unknown calls fail loudly so a test cannot pass on a missed request. */
export function stubFetch(route: Route) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const answer = route(url, init);
    if (!answer) throw new Error(`unexpected request ${init?.method ?? "GET"} ${url}`);
    return answer;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export function renderWithClient(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

export function meetup(overrides: Partial<RegistrationEvent> = {}): RegistrationEvent {
  const start = new Date(Date.now() + 7 * 86_400_000);
  return {
    id: "e1",
    title: "独立开发者分享会",
    status: "PUBLISHED",
    isExternalEvent: false,
    externalUrl: null,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    timezone: "Asia/Shanghai",
    registrationDeadline: null,
    maxAttendees: 40,
    registrationCount: 4,
    seatsTaken: 4,
    requireApproval: false,
    requireProjectSubmission: false,
    askDigitalCardConsent: false,
    ticketTypes: [
      { id: "t1", name: "普通票", description: null, priceCents: 0, maxQuantity: 30, currentQuantity: 3, isActive: true },
      { id: "t2", name: "学生票", description: null, priceCents: 0, maxQuantity: 10, currentQuantity: 10, isActive: true },
    ],
    questions: [
      { id: "q1", question: "你目前在做什么项目？", description: null, type: "TEXT", options: [], required: true },
      { id: "q2", question: "你从哪里了解到本次活动？", description: null, type: "SINGLE_CHOICE", options: ["微信群", "朋友推荐"], required: true },
      { id: "q3", question: "想认识哪些人？", description: null, type: "MULTIPLE_CHOICE", options: ["设计师", "开发者"], required: false },
    ],
    viewer: { registration: null },
    ...overrides,
  };
}
