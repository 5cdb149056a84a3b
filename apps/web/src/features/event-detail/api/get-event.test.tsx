import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { INLINED_EVENT_ELEMENT_ID } from "@/lib/app-data.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { useEvent } from "./get-event.ts";

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { headers: { "Content-Type": "application/json" } });
const session = { session: { id: "s1", expiresAt: "2099-01-01T00:00:00.000Z" }, user: { id: "u1", name: "Ada", email: null, image: null } };
const viewer = { liked: true, bookmarked: false, subscribed: false, registration: null, canSeeParticipants: false, isJudge: false };

/** The server's inlined copy: what a signed-out visitor sees. */
function inlineSignedOutEvent() {
  document.body.innerHTML = `<script id="${INLINED_EVENT_ELEMENT_ID}" type="application/json">${JSON.stringify({ id: "e1", title: "聚会", viewer: null })}</script>`;
}

function Probe() {
  const { data } = useEvent("e1");
  return <p data-testid="viewer">{data ? (data.viewer ? "with viewer" : "no viewer") : "loading"}</p>;
}

function renderProbe() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Probe />
    </QueryClientProvider>,
  );
}

const eventCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === "/api/events/e1");

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the inlined event and the session", () => {
  it("refetches at once when a signed-in reader gets the signed-out copy", async () => {
    inlineSignedOutEvent();
    fetchMock.mockImplementation(async (input) =>
      String(input).includes("get-session") ? ok(session) : ok({ id: "e1", title: "聚会", viewer }),
    );
    renderProbe();
    expect(screen.getByTestId("viewer").textContent).toBe("no viewer");
    await waitFor(() => expect(screen.getByTestId("viewer").textContent).toBe("with viewer"));
    expect(eventCalls()).toHaveLength(1);
  });

  it("keeps the inlined copy for a signed-out visitor (it is exactly what they would fetch)", async () => {
    inlineSignedOutEvent();
    fetchMock.mockImplementation(async (input) => (String(input).includes("get-session") ? ok(null) : ok({ id: "e1", title: "聚会", viewer: null })));
    renderProbe();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes("get-session"))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(eventCalls()).toHaveLength(0);
    expect(screen.getByTestId("viewer").textContent).toBe("no viewer");
  });

  it("asks once, not in a loop, when the server still answers without a viewer", async () => {
    inlineSignedOutEvent();
    fetchMock.mockImplementation(async (input) => (String(input).includes("get-session") ? ok(session) : ok({ id: "e1", title: "聚会", viewer: null })));
    renderProbe();
    await waitFor(() => expect(eventCalls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(eventCalls()).toHaveLength(1);
  });
});
