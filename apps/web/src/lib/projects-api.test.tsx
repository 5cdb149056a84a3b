import { QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMyProjects } from "@/features/registration/api/my-projects.ts";
import { registrationKeys } from "@/features/registration/api/keys.ts";
import { type ProjectSummary, useCreateProject } from "./projects-api.ts";
import { createQueryClient } from "./query-client.ts";

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown, status = 200) => new Response(JSON.stringify({ success: true, data }), { status, headers: { "Content-Type": "application/json" } });
const created: ProjectSummary = { id: "p2", title: "记账工具", subtitle: "三分钟报税", stage: "MVP" };

/** The registration picker's list beside a creator, as the form has them. */
function Picker() {
  const queryClient = useQueryClient();
  const projects = useMyProjects(true);
  const create = useCreateProject();
  const [listedWhenCreated, setListedWhenCreated] = useState<string | null>(null);
  const onCreate = async () => {
    const project = await create.mutateAsync({ title: created.title, subtitle: "三分钟报税", stage: "MVP" });
    // What the picker holds at the moment the creator hands the new project back.
    const list = queryClient.getQueryData<ProjectSummary[]>(registrationKeys.projects) ?? [];
    setListedWhenCreated(String(list.some((item) => item.id === project.id)));
  };
  return (
    <>
      <p data-testid="titles">{projects.data?.map((item) => item.title).join(",") ?? "loading"}</p>
      <button type="button" onClick={() => void onCreate()}>
        create
      </button>
      <p data-testid="listed">{listedWhenCreated ?? "pending"}</p>
    </>
  );
}

beforeEach(() => {
  let mine: ProjectSummary[] = [{ id: "p1", title: "旧项目", subtitle: null, stage: "IDEA_VALIDATION" }];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) => {
    if (init?.method === "POST") {
      mine = [created, ...mine];
      return ok({ project: created }, 201);
    }
    return ok({ projects: mine });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("useCreateProject", () => {
  it("refreshes the registration picker's list before it hands the new project back", async () => {
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <Picker />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("titles").textContent).toBe("旧项目"));

    screen.getByRole("button", { name: "create" }).click();

    await waitFor(() => expect(screen.getByTestId("listed").textContent).toBe("true"));
    await waitFor(() => expect(screen.getByTestId("titles").textContent).toBe("记账工具,旧项目"));
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts).toHaveLength(1);
    expect(String(posts[0]?.[0])).toBe("/api/projects");
  });

  it("marks a project list that nobody is watching stale, so it is fetched again when next shown", async () => {
    const client = createQueryClient();
    client.setQueryData(registrationKeys.projects, []);
    function Creator() {
      const create = useCreateProject();
      return (
        <button type="button" onClick={() => void create.mutateAsync({ title: "t", subtitle: "s", stage: "MVP" })}>
          create
        </button>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Creator />
      </QueryClientProvider>,
    );

    screen.getByRole("button", { name: "create" }).click();

    await waitFor(() => expect(client.getQueryState(registrationKeys.projects)?.isInvalidated).toBe(true));
  });
});
