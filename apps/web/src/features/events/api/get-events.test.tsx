import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INLINED_EVENTS_ELEMENT_ID } from "@/lib/app-data.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import type { EventsSearch } from "../hooks/events-search.ts";
import { useEvents } from "./get-events.ts";

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { headers: { "Content-Type": "application/json" } });
const page = (title: string) => ({ events: [{ id: "e1", title }], pagination: { page: 1, pageSize: 12, total: 1, totalPages: 1 } });

/** The server's inlined first page of the unfiltered list. */
function inlineList() {
  document.body.innerHTML = `<script id="${INLINED_EVENTS_ELEMENT_ID}" type="application/json">${JSON.stringify(page("inlined"))}</script>`;
}

function Probe({ search }: { search: EventsSearch }) {
  const { data } = useEvents(search);
  return <p data-testid="first">{data ? (data.events[0]?.title ?? "empty") : "loading"}</p>;
}

function renderProbe(search: EventsSearch) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Probe search={search} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ok(page("fetched")));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the inlined events list", () => {
  it("renders the unfiltered list from the HTML at once, without a request, and takes the block out", async () => {
    inlineList();
    renderProbe({});
    expect(screen.getByTestId("first").textContent).toBe("inlined");
    expect(document.getElementById(INLINED_EVENTS_ELEMENT_ID)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches a filtered list, leaving the inlined block alone", async () => {
    inlineList();
    renderProbe({ when: "past" });
    expect(screen.getByTestId("first").textContent).toBe("loading");
    await waitFor(() => expect(screen.getByTestId("first").textContent).toBe("fetched"));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("when=past");
    expect(document.getElementById(INLINED_EVENTS_ELEMENT_ID)).not.toBeNull();
  });

  it("fetches when the HTML carries no list", async () => {
    document.body.innerHTML = "";
    renderProbe({});
    await waitFor(() => expect(screen.getByTestId("first").textContent).toBe("fetched"));
  });
});
