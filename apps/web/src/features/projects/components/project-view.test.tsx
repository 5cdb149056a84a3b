import type { ProjectPage } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { ProjectView } from "./project-view.tsx";

const page = (fields: Partial<ProjectPage> = {}): ProjectPage => ({
  id: "p1",
  title: "记账 App",
  subtitle: "帮你记账",
  description: "详细介绍",
  stage: "MVP",
  url: null,
  githubUrl: null,
  screenshots: [],
  projectTags: [],
  createdAt: "2026-05-01T08:00:00.000Z",
  owner: { id: "u1", name: "周洁", username: "zhoujie", image: null, userRoleString: null, bio: null },
  submissions: [],
  ...fields,
});

async function renderView(project: ProjectPage, isOwner: boolean) {
  const rootRoute = createRootRoute();
  const route = createRoute({ getParentRoute: () => rootRoute, path: "/$locale/projects/$id", component: () => <ProjectView project={project} locale="zh" isOwner={isOwner} /> });
  const router = createRouter({ routeTree: rootRoute.addChildren([route]), history: createMemoryHistory({ initialEntries: ["/zh/projects/p1"] }) });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole("heading", { name: project.title });
}

beforeEach(async () => {
  await activateLocale("zh");
});

describe("ProjectView", () => {
  it("shows Edit to the owner only", async () => {
    await renderView(page(), true);
    expect(screen.getByRole("link", { name: "编辑" }).getAttribute("href")).toBe("/zh/projects/p1/edit");
  });

  it("hides Edit from everyone else, and says when the project was never submitted", async () => {
    await renderView(page(), false);
    expect(screen.queryByRole("link", { name: "编辑" })).toBeNull();
    expect(screen.getByText("这个作品还没有提交到任何黑客松。")).toBeTruthy();
  });

  it("lists the hackathons it was submitted to, each linking to its event, with stage and team", async () => {
    await renderView(
      page({
        submissions: [
          {
            submissionId: "s1",
            eventId: "e1",
            eventTitle: "夏季黑客松",
            coverImage: null,
            stage: "VOTING",
            title: "记账 App 参赛版",
            submittedAt: "2026-06-01T08:00:00.000Z",
            team: [
              { id: "u1", name: "周洁", username: "zhoujie", image: null, role: "SUBMITTER" },
              { id: "u2", name: "李雷", username: null, image: null, role: "MEMBER" },
            ],
          },
        ],
      }),
      false,
    );
    const section = screen.getByRole("region", { name: "参加的活动" });
    const link = within(section).getByRole("link");
    expect(link.getAttribute("href")).toBe("/zh/events/e1");
    expect(within(link).getByText("夏季黑客松")).toBeTruthy();
    expect(within(link).getByText("投票中")).toBeTruthy();
    expect(within(link).getByText("提交作品：记账 App 参赛版")).toBeTruthy();
    expect(within(link).getByRole("img", { name: "团队：周洁、李雷" })).toBeTruthy();
  });
});
