import type { EventType } from "@commons/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { lazy } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale, type TranslationKey } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import type { ManagedEvent, ManagePermissions } from "../api/get-managed-event.ts";
import { availableTabs, type ConsoleTab, type ConsoleTabProps } from "../console-tabs.ts";
import { adminsTab, checkInTab, exportTab, messagesTab, overviewTab, registrationsTab } from "./core-tabs.tsx";
import { ManageView } from "./manage-view.tsx";

// The console shows the tabs it is handed, in order, under their conditions. Test-only tabs stand in
// for the features that will plug in (a hackathon's judging): if the console fell back to a list of its
// own, none of these would appear.

const organizer: ManagePermissions = { isOrganizer: true, canEditEvent: true, canManageRegistrations: true, canCheckIn: true };

function managedEvent(type: EventType): ManagedEvent {
  const [startTime, endTime] = ["2026-03-15T11:00:00.000Z", "2026-03-15T13:00:00.000Z"];
  return { id: "e1", title: "周末黑客松", type, status: "PUBLISHED", startTime, endTime, timezone: "Asia/Shanghai", coverImage: null, maxAttendees: null, ticketTypes: [] };
}

function panel(name: string) {
  return function TestPanel({ event }: ConsoleTabProps) {
    return (
      <p data-testid="panel">
        {name}:{event.type}
      </p>
    );
  };
}

const tab = (id: string, extra: Partial<ConsoleTab> = {}): ConsoleTab => ({ id, label: `test.${id}` as TranslationKey, component: panel(id), ...extra });

function renderConsole(tabs: readonly ConsoleTab[], type: EventType, path = "/zh/app/events/e1/manage") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: { event: managedEvent(type), permissions: organizer } }), { headers: { "Content-Type": "application/json" } })),
  );
  const rootRoute = createRootRoute();
  const manageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: "/$locale/app/events/$id/manage",
    validateSearch: (search: Record<string, unknown>): { tab?: string } => (typeof search.tab === "string" ? { tab: search.tab } : {}),
    component: function Page() {
      const { tab: requested } = manageRoute.useSearch();
      return <ManageView eventId="e1" locale="zh" tabs={tabs} tab={requested} />;
    },
  });
  const router = createRouter({ routeTree: rootRoute.addChildren([manageRoute]), history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function tabNames() {
  const nav = await screen.findByRole("navigation", { name: "管理分区" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent);
}

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

describe("console tabs", () => {
  it("renders exactly the tabs it is given, in order, the first one open", async () => {
    renderConsole([tab("gamma"), tab("alpha"), tab("beta")], "MEETUP");
    expect(await tabNames()).toEqual(["test.gamma", "test.alpha", "test.beta"]);
    expect(screen.getByTestId("panel").textContent).toBe("gamma:MEETUP");
    expect(screen.getByRole("link", { name: "test.gamma" }).getAttribute("aria-current")).toBe("page");
  });

  it("keeps the open tab in the URL, the first one's bare", async () => {
    const router = renderConsole([tab("alpha"), tab("beta")], "MEETUP");
    await tabNames();
    expect(screen.getByRole("link", { name: "test.alpha" }).getAttribute("href")).toBe("/zh/app/events/e1/manage");
    fireEvent.click(screen.getByRole("link", { name: "test.beta" }));
    await waitFor(() => expect(screen.getByTestId("panel").textContent).toBe("beta:MEETUP"));
    expect(router.state.location.search).toEqual({ tab: "beta" });
    expect(screen.getByRole("link", { name: "test.beta" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "test.alpha" }).getAttribute("aria-current")).toBeNull();
  });

  it("shows a tab conditional on the event type only for that type", async () => {
    const tabs = [tab("overview"), tab("judging", { when: ({ event }) => event.type === "HACKATHON" }), tab("notes")];
    renderConsole(tabs, "HACKATHON", "/zh/app/events/e1/manage?tab=judging");
    expect(await tabNames()).toEqual(["test.overview", "test.judging", "test.notes"]);
    expect(screen.getByTestId("panel").textContent).toBe("judging:HACKATHON");
  });

  it("leaves it out for another type, and opens the first tab when the URL asks for it", async () => {
    const tabs = [tab("overview"), tab("judging", { when: ({ event }) => event.type === "HACKATHON" }), tab("notes")];
    renderConsole(tabs, "MEETUP", "/zh/app/events/e1/manage?tab=judging");
    expect(await tabNames()).toEqual(["test.overview", "test.notes"]);
    expect(screen.getByTestId("panel").textContent).toBe("overview:MEETUP");
  });

  it("waits for a lazy tab's panel", async () => {
    const Later = lazy(async () => ({ default: panel("later") }));
    renderConsole([tab("first"), tab("later", { component: Later })], "MEETUP", "/zh/app/events/e1/manage?tab=later");
    expect((await screen.findByTestId("panel")).textContent).toBe("later:MEETUP");
  });
});

describe("the console's own tabs", () => {
  const core = [overviewTab, registrationsTab, exportTab, checkInTab, messagesTab, adminsTab];
  const ids = (permissions: ManagePermissions) => availableTabs(core, { event: managedEvent("MEETUP"), permissions }).map((t) => t.id);
  const none: ManagePermissions = { isOrganizer: false, canEditEvent: false, canManageRegistrations: false, canCheckIn: false };

  it("offers each viewer only what the server lets them do", () => {
    expect(ids(organizer)).toEqual(["overview", "registrations", "export", "checkin", "messages", "admins"]);
    expect(ids({ ...none, canManageRegistrations: true })).toEqual(["overview", "registrations", "export", "checkin", "messages"]);
    expect(ids({ ...none, canCheckIn: true })).toEqual(["overview", "checkin"]);
    expect(ids({ ...none, canEditEvent: true })).toEqual(["overview"]);
  });
});
