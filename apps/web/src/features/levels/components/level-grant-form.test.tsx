import type { AdminUserLevels } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { Toaster } from "@/lib/toast.tsx";
import { LevelGrantForm } from "./level-grant-form.tsx";

const person: AdminUserLevels = {
  user: { id: "u1", name: "王芳", username: "wangfang", image: null, userRoleString: null, membershipLevel: "MEMBER", creatorLevel: "C1", mentorLevel: null, contributorLevel: null },
  siteRole: null,
  tracks: [
    { track: "membership", held: "MEMBER", next: null, nextRequirement: null },
    { track: "creator", held: "C1", next: "C2", nextRequirement: null },
    { track: "mentor", held: null, next: "M1", nextRequirement: null },
    { track: "contributor", held: null, next: "O1", nextRequirement: null },
  ],
  history: [],
};

function mockPost(answer: { status: number; body: unknown }) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LevelGrantForm person={person} />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await activateLocale("en");
});
afterEach(() => vi.unstubAllGlobals());

describe("LevelGrantForm", () => {
  it("asks for a reason before anything is sent", async () => {
    const calls = mockPost({ status: 200, body: { success: true, data: person } });
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Change level" }));
    expect(await screen.findByText("Give the reason for the change")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("offers the chosen track's levels, confirms the change spelled out, then sends it", async () => {
    const calls = mockPost({ status: 200, body: { success: true, data: person } });
    renderForm();
    fireEvent.change(screen.getByLabelText("Track"), { target: { value: "mentor" } });
    const level = screen.getByLabelText("Level") as HTMLSelectElement;
    expect([...level.options].map((o) => o.value)).toEqual(["M1", "M2", "M3", "M4", "M5", ""]);
    fireEvent.change(level, { target: { value: "M2" } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: "Five talks this spring" } });
    fireEvent.click(screen.getByRole("button", { name: "Change level" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Mentor: None → Lecturer");
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Change it" }));
    await waitFor(() => expect(calls).toEqual([{ track: "mentor", level: "M2", reason: "Five talks this spring" }]));
    expect(await screen.findByText("王芳's level changed")).toBeTruthy();
  });

  it("puts the server's field message on its field", async () => {
    mockPost({ status: 422, body: { success: false, code: "VALIDATION_ERROR", error: "x", message: "x", details: [{ field: "reason", message: "The reason can be at most 500 characters" }] } });
    renderForm();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: "ok" } });
    fireEvent.click(screen.getByRole("button", { name: "Change level" }));
    fireEvent.click(await screen.findByRole("button", { name: "Change it" }));
    expect(await screen.findByText("The reason can be at most 500 characters")).toBeTruthy();
  });
});
