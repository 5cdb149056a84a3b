import { buildingConfigSchema, EVENT_TYPES } from "@commons/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { configure, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MeetupLayout } from "@/features/meetup-page/components/meetup-layout.tsx";
import type { EventLayout } from "@/lib/event-layout.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { createAppRouter } from "@/router.tsx";
import { eventDetail, hackathonConfig } from "@/test/event-fixtures.ts";
import { loadEventPhotos, loadRegistrationActionBar, loadRegistrationCard } from "./-event-chunks.ts";
import { EVENT_LAYOUTS } from "./-event-layouts.tsx";

// The lazy layouts' chunks take longer than Testing Library's 1 s (and a whole page Vitest's 5 s) on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// The event page picks its layout by the event's type through EVENT_LAYOUTS (docs/product/event-page.md#layout-by-type). The whole app
// on an in-memory URL; only the network (fetch) is stubbed.
function stubApi(type: string) {
  const json = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { headers: { "Content-Type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith("/api/auth/get-session")) return new Response("null", { headers: { "Content-Type": "application/json" } });
      if (url.startsWith("/api/events/e1/photos")) return json({ photos: [], total: 0, canUpload: false });
      // Before the event's own prefix: its sections' calls share it.
      if (url.startsWith("/api/events/e1/volunteers")) return json({ roles: [] });
      if (url.startsWith("/api/events/e1/awards")) return json([]);
      if (url.startsWith("/api/events/e1"))
        return json(
          eventDetail({
            type,
            title: "黑客松：48 小时",
            hackathonConfig: type === "HACKATHON" ? hackathonConfig("DEVELOPMENT") : null,
            buildingConfig: type === "BUILDING_PUBLIC" ? buildingConfigSchema.parse({ requiredCheckIns: 5 }) : null,
            shortDescription: "每天公开记录你的产品进展，和同伴一起坚持二十一天，做出真正有人用的东西。",
          }),
        );
      return json({});
    }),
  );
}

function renderEventPage() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ["/zh/events/e1"] }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const original = { ...EVENT_LAYOUTS };
const layouts = EVENT_LAYOUTS as Record<string, EventLayout>;
beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => {
  Object.assign(layouts, original);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
// The page's loader starts its chunks without waiting; let them finish before the environment goes,
// or their late imports fail the run.
afterAll(() => Promise.all([loadRegistrationCard(), loadRegistrationActionBar(), loadEventPhotos()]));

describe("event page layouts", () => {
  it("has a layout for every event type: the meetup's, the hackathon's and the challenge's own", () => {
    expect(Object.keys(EVENT_LAYOUTS).sort()).toEqual([...EVENT_TYPES].sort());
    expect(EVENT_LAYOUTS.MEETUP).toBe(MeetupLayout);
    expect(EVENT_LAYOUTS.BUILDING_PUBLIC).not.toBe(MeetupLayout);
    expect(EVENT_LAYOUTS.HACKATHON).not.toBe(MeetupLayout);
  });

  it("picks the layout by the event's type and gives it the page's parts", async () => {
    // A stand-in for the hackathon's layout: the meetup event keeps the meetup's, the hackathon gets this.
    layouts.HACKATHON = (parts) => <div data-testid="hackathon-layout">{parts.hero}</div>;
    stubApi("HACKATHON");
    renderEventPage();
    expect(await screen.findByTestId("hackathon-layout")).toHaveProperty("textContent", expect.stringContaining("黑客松：48 小时"));
    expect(document.querySelector('[data-layout="meetup"]')).toBeNull();
  });

  it("renders a hackathon through the registry with its own layout, and a meetup with the meetup's", async () => {
    stubApi("HACKATHON");
    renderEventPage();
    expect(await screen.findByRole("heading", { level: 1, name: /黑客松：48 小时/ })).toBeTruthy();
    // Asked of the stage row's own ancestors: the page may re-render between two separate queries.
    const stageRow = await screen.findByTestId("stage-row");
    expect(stageRow.closest("[data-layout]")?.getAttribute("data-layout")).toBe("hackathon");
    expect(document.querySelector('[data-layout="meetup"]')).toBeNull();
  });

  it("keeps the meetup's layout for a meetup, with no hackathon parts", async () => {
    stubApi("MEETUP");
    renderEventPage();
    expect(await screen.findByRole("heading", { level: 1, name: /黑客松：48 小时/ })).toBeTruthy();
    expect(document.querySelector('[data-layout="meetup"]')).not.toBeNull();
    expect(screen.queryByTestId("stage-row")).toBeNull();
  });

  it("renders a Building Public challenge with its own layout: the header's line and, for a visitor, the main card's login", async () => {
    stubApi("BUILDING_PUBLIC");
    renderEventPage();
    const header = await screen.findByTestId("challenge-header");
    expect(header.closest("[data-layout]")?.getAttribute("data-layout")).toBe("challenge");
    expect(screen.getByTestId("challenge-teaser").textContent).toBe("每天公开记录你的产品进展，和同伴一起坚持二十一天，做出真正有…");
    expect(screen.getByTestId("challenge-required").textContent).toBe("需打卡 5 次");
    expect(screen.getByTestId("challenge-status").textContent).toBe("已结束");
    expect(await screen.findByTestId("challenge-signed-out")).toBeTruthy();
    expect(document.querySelector('[data-layout="meetup"]')).toBeNull();
  });
});
