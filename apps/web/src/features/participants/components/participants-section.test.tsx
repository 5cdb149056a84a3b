import type { EventDetail } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { eventDetail } from "@/test/event-fixtures.ts";
import { ParticipantsSection } from "./participants-section.tsx";

const viewer = (canSeeParticipants: boolean, status: "APPROVED" | "PENDING" | null = null) => ({
  liked: false,
  bookmarked: false,
  subscribed: false,
  registration: status ? { id: "r1", status, ticketTypeId: null, registeredAt: new Date().toISOString(), checkedInAt: null, allowDigitalCardDisplay: null } : null,
  canSeeParticipants,
  isJudge: false,
});

function renderSection(event: EventDetail, props: { openFromUrl?: boolean; onCloseFromUrl?: () => void } = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const data = String(input).includes("participant-interests")
        ? { interestedIn: [], interestedBy: [] }
        : { participants: [], page: 1, pageSize: 12, total: 0, hasNextPage: false };
      return new Response(JSON.stringify({ success: true, data }), { headers: { "Content-Type": "application/json" } });
    }),
  );
  const rootRoute = createRootRoute();
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: "/$locale/events/$id",
    component: () => <ParticipantsSection event={event} locale="zh" viewerId={event.viewer ? "me" : null} {...props} />,
  });
  const router = createRouter({ routeTree: rootRoute.addChildren([page]), history: createMemoryHistory({ initialEntries: ["/zh/events/e1"] }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const detail = (fields: Partial<EventDetail>) => eventDetail({ participantsVisibility: "REGISTRANTS", viewer: null, registrationCount: 3, ...fields }) as unknown as EventDetail;

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

describe("ParticipantsSection", () => {
  it("draws nothing for a reader who may not see the participants", async () => {
    renderSection(detail({ viewer: viewer(false, "PENDING") }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("participants-section")).toBeNull();
  });

  it("shows the count and opens the dialog for a visitor when the list is public", async () => {
    renderSection(detail({ participantsVisibility: "PUBLIC" }));
    await screen.findByText("3 位参与者");
    fireEvent.click(screen.getByRole("button", { name: "查看参与者" }));
    await screen.findByRole("dialog");
    await screen.findByText("还没有参与者");
  });

  it("opens from ?participants=true and reports the close so the page drops it", async () => {
    const onClose = vi.fn();
    renderSection(detail({ viewer: viewer(true, "APPROVED") }), { openFromUrl: true, onCloseFromUrl: onClose });
    await screen.findByRole("dialog");
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
