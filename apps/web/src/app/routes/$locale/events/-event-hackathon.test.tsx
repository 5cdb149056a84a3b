import type { HackathonStage, SubmissionCard } from "@commons/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client.ts";
import { createAppRouter } from "@/router.tsx";
import { mockApi, ok } from "@/test/api-mock.ts";
import { eventDetail, hackathonConfig } from "@/test/event-fixtures.ts";
import { loadEventHackathon, loadEventPhotos, loadHackathonLayout, loadRegistrationActionBar, loadRegistrationCard } from "./-event-chunks.ts";

// The hackathon page (docs/product/hackathons.md#the-hackathon-page): the whole app on an in-memory URL, only
// the network stubbed.

function card(i: number, fields: Partial<SubmissionCard> = {}): SubmissionCard {
  return {
    id: `s${i}`,
    eventId: "e1",
    projectId: `p${i}`,
    title: `作品${i}`,
    description: "一个作品",
    coverImage: null,
    tags: ["AI"],
    team: [{ id: `u${i}`, name: `选手${i}`, username: null, image: null, role: "SUBMITTER" }],
    voteCount: i,
    audienceScore: null,
    judgeScore: null,
    finalScore: null,
    rank: null,
    submittedAt: "2026-11-20T10:00:00.000Z",
    ...fields,
  };
}

const page = (sort: string, n: number, cards: SubmissionCard[], hasNextPage: boolean, extra = {}) =>
  ok({ submissions: cards, sort, page: n, pageSize: 12, total: 13, hasNextPage, hidden: false, ...extra });

function stub(stage: HackathonStage, gallery: Record<string, ReturnType<typeof ok>> = {}) {
  const event = eventDetail({ type: "HACKATHON", title: "黑客松：48 小时", hackathonConfig: hackathonConfig(stage) });
  const api = mockApi({
    "GET /api/auth/get-session": { status: 200, body: null },
    "POST /api/events/e1/view": ok({ viewCount: 1 }),
    "GET /api/events/e1": ok(event),
    "GET /api/events/e1/photos": ok({ photos: [], total: 0, canUpload: false, remaining: 0, maxPerUploader: 20 }),
    "GET /api/events/e1/voting-results": ok({
      submissions: [{ id: "s1", title: "作品1", coverImage: null, team: card(1).team, voteCount: 50, audienceScore: 5, judgeScore: 8, finalScore: 7.1, rank: 1, awards: [] }],
      config: { stage, revealed: stage === "RESULTS", published: false, allowPublicVoting: true, enableJudgeVoting: true, judgeWeight: 0.7, publicWeight: 0.3 },
    }),
    "GET /api/events/e1/submissions": async () => {
      const call = api.calls.filter((c) => c.path.startsWith("/api/events/e1/submissions")).at(-1)!;
      const q = new URL(call.path, "http://x").searchParams;
      return gallery[`${q.get("sort")}:${q.get("page")}`] ?? page(q.get("sort") ?? "recent", 1, [], false);
    },
  });
  return api;
}

function renderAt(url: string) {
  const queryClient = createQueryClient();
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter(queryClient, history);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, history };
}

const search = (r: ReturnType<typeof renderAt>) => r.router.state.location.search as Record<string, unknown>;

beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => Promise.all([loadRegistrationCard(), loadRegistrationActionBar(), loadEventPhotos(), loadHackathonLayout(), loadEventHackathon()]));

describe("the hackathon page", () => {
  it("shows the five stages with the current one marked, and the overview first", async () => {
    stub("SUBMISSION");
    renderAt("/zh/events/e1");
    // The first render loads the hackathon chunks cold.
    const row = await screen.findByTestId("stage-row", {}, { timeout: 5000 });
    const steps = within(row).getAllByRole("listitem");
    expect(steps.map((s) => s.textContent)).toEqual(["报名中, 已完成", "开发中, 已完成", "3作品提交", "4投票中", "5结果公布"]);
    expect(steps.map((s) => s.getAttribute("aria-current"))).toEqual([null, null, "step", null, null]);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["概览", "作品", "资源", "奖项", "结果"]);
    expect(screen.getByRole("tab", { name: "概览" }).getAttribute("aria-selected")).toBe("true");
  });

  it("keeps the tab in the URL (the default not written), and reads it back", async () => {
    stub("DEVELOPMENT");
    const r = renderAt("/zh/events/e1");
    const resources = await screen.findByRole("tab", { name: "资源" });
    await act(async () => {
      fireEvent.mouseDown(resources);
      fireEvent.click(resources);
    });
    expect(await screen.findByRole("link", { name: /入门教程/ }, { timeout: 3000 })).toHaveProperty("rel", "noopener noreferrer");
    expect(search(r).tab).toBe("resources");
    const overview = screen.getByRole("tab", { name: "概览" });
    await act(async () => {
      fireEvent.mouseDown(overview);
      fireEvent.click(overview);
    });
    expect(search(r).tab).toBeUndefined();
  });

  it("opens the tab the URL names: awards with their type and winners", async () => {
    stub("DEVELOPMENT");
    renderAt("/zh/events/e1?tab=awards");
    const awards = await screen.findByTestId("hackathon-awards");
    expect(awards.textContent).toContain("最佳创意奖");
    expect(awards.textContent).toContain("评委评选");
    expect(awards.textContent).toContain("大众投票");
    expect(awards.textContent).toContain("3 个名额");
  });

  it("forces the results tab once the stage is RESULTS; before VOTING it explains, with no numbers", async () => {
    stub("RESULTS");
    const r = renderAt("/zh/events/e1");
    expect((await screen.findByRole("tab", { name: "结果" })).getAttribute("aria-selected")).toBe("true");
    const results = await screen.findByTestId("hackathon-results");
    expect(results.querySelector('[data-medal="1"]')).not.toBeNull();
    expect(results.textContent).toContain("7.1");
    const overview = screen.getByRole("tab", { name: "概览" });
    await act(async () => {
      fireEvent.mouseDown(overview);
      fireEvent.click(overview);
    });
    // At RESULTS the overview is the one that is not the default, so it is written.
    expect(search(r).tab).toBe("overview");
  });

  it("before VOTING the results tab says when results come", async () => {
    stub("DEVELOPMENT");
    renderAt("/zh/events/e1?tab=results");
    expect(await screen.findByText("结果将在投票结束后公布")).toBeTruthy();
  });

  it("lists the gallery from the server, loads more, and sorts through the URL", async () => {
    const firstPage = Array.from({ length: 12 }, (_, i) => card(i, i === 0 ? { rank: 1 } : {}));
    const api = stub("VOTING", {
      "recent:1": page("recent", 1, firstPage, true),
      "recent:2": page("recent", 2, [card(12, { projectId: null })], false),
      "popular:1": page("popular", 1, [card(12), card(3)], false),
    });
    const r = renderAt("/zh/events/e1?tab=projects");
    const gallery = await screen.findByTestId("submissions-gallery");
    expect(await within(gallery).findAllByTestId("submission-card")).toHaveLength(12);
    expect(within(gallery).getByText("共 13 个作品")).toBeTruthy();
    expect(within(gallery).getByText("第 1 名")).toBeTruthy();
    expect(within(gallery).getAllByRole("link")[0]!.getAttribute("href")).toBe("/zh/projects/p0");
    await act(async () => fireEvent.click(within(gallery).getByRole("button", { name: "加载更多" })));
    expect(await within(gallery).findByText("作品12")).toBeTruthy();
    expect(within(gallery).getAllByTestId("submission-card")).toHaveLength(13);
    // A submission without a project links nowhere.
    expect(within(gallery).getByText("作品12").closest("a")).toBeNull();
    expect(within(gallery).queryByRole("button", { name: "加载更多" })).toBeNull();

    await act(async () => fireEvent.change(within(gallery).getByLabelText("排序"), { target: { value: "popular" } }));
    expect(search(r).sort).toBe("popular");
    await vi.waitFor(() => expect(within(gallery).getAllByTestId("submission-card")).toHaveLength(2));
    expect(api.calls.map((c) => c.path).filter((p) => p.includes("submissions"))).toEqual([
      "/api/events/e1/submissions?sort=recent&page=1",
      "/api/events/e1/submissions?sort=recent&page=2",
      "/api/events/e1/submissions?sort=popular&page=1",
    ]);
  });

  it("explains a gallery kept closed until voting", async () => {
    stub("SUBMISSION", { "recent:1": page("recent", 1, [], false, { hidden: true, total: 0 }) });
    renderAt("/zh/events/e1?tab=projects");
    expect(await screen.findByText("作品将在投票阶段公开")).toBeTruthy();
  });
});
