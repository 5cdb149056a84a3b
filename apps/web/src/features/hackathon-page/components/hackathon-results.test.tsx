import type { ResultEntry, VotingResults } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { mockApi, ok } from "@/test/api-mock.ts";
import { HackathonResults } from "./hackathon-results.tsx";

// docs/product/hackathons.md#results: what the results tab shows in VOTING and in RESULTS.

const entry = (i: number, fields: Partial<ResultEntry> = {}): ResultEntry => ({
  id: `s${i}`,
  title: `作品${i}`,
  coverImage: null,
  team: [{ id: `u${i}`, name: `选手${i}`, username: null, image: null, role: "SUBMITTER" }],
  voteCount: 10 - i,
  audienceScore: (10 - i) / 10,
  judgeScore: null,
  finalScore: null,
  rank: null,
  awards: [],
  ...fields,
});
const config = (stage: "VOTING" | "RESULTS", extra: Partial<VotingResults["config"]> = {}): VotingResults["config"] => ({
  stage,
  revealed: stage === "RESULTS",
  published: stage === "RESULTS",
  allowPublicVoting: true,
  enableJudgeVoting: true,
  judgeWeight: 0.7,
  publicWeight: 0.3,
  ...extra,
});

function renderResults(stage: "VOTING" | "RESULTS") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HackathonResults eventId="e1" stage={stage} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

describe("HackathonResults", () => {
  it("during VOTING shows vote counts and says scores come with the results, with no medal", async () => {
    mockApi({ "GET /api/events/e1/voting-results": ok({ submissions: [entry(1), entry(2)], config: config("VOTING") }) });
    renderResults("VOTING");
    const tab = await screen.findByTestId("hackathon-results");
    expect(tab.textContent).toContain("评审得分与排名将随结果一起公布");
    const rows = within(tab).getAllByTestId("result-row");
    expect(rows[0]!.textContent).toContain("票数9");
    expect(rows[0]!.textContent).toContain("0.9");
    expect(tab.textContent).not.toMatch(/最终得分/);
    expect(tab.querySelector("[data-medal]")).toBeNull();
  });

  it("in RESULTS shows medals for 1–3, every score with one decimal, the awards won and the tie rule", async () => {
    const ranked = [
      entry(1, { rank: 1, finalScore: 7.1, judgeScore: 8, audienceScore: 5, awards: [{ awardId: "a", name: "评委大奖", level: "FIRST", category: "TECHNICAL" }] }),
      entry(2, { rank: 2, finalScore: 6.5, judgeScore: 5, audienceScore: 10 }),
      entry(3, { rank: 3, finalScore: 0, judgeScore: 0, audienceScore: 0 }),
      entry(4, { rank: 4, finalScore: 3.04, judgeScore: null, audienceScore: 3.04 }),
    ];
    mockApi({ "GET /api/events/e1/voting-results": ok({ submissions: ranked, config: config("RESULTS") }) });
    renderResults("RESULTS");
    const tab = await screen.findByTestId("hackathon-results");
    expect(tab.textContent).toContain("最终得分 = 评委得分 × 70% + 大众得分 × 30%");
    expect(tab.textContent).toContain("得分相同时，评委得分高者在前；仍相同时，提交早者在前。");
    const rows = within(tab).getAllByTestId("result-row");
    expect(rows.map((r) => r.querySelector("[data-medal]")?.getAttribute("data-medal") ?? null)).toEqual(["1", "2", "3", null]);
    expect(rows[0]!.textContent).toContain("最终得分7.1评委得分8.0大众得分5.0");
    // A zero is a score, shown as 0.0; a missing judge score is a dash; 3.04 rounds to one decimal.
    expect(rows[2]!.textContent).toContain("最终得分0.0评委得分0.0大众得分0.0");
    expect(rows[3]!.textContent).toContain("最终得分3.0评委得分–大众得分3.0");
    expect(within(rows[0]!).getByRole("list", { name: "获得的奖项" }).textContent).toContain("评委大奖 · 一等奖 · 技术");
    expect(within(rows[3]!).getByLabelText("第 4 名")).toBeTruthy();
  });

  it("names the one side that counts when the other is off", async () => {
    mockApi({ "GET /api/events/e1/voting-results": ok({ submissions: [entry(1, { rank: 1, finalScore: 4, audienceScore: 4 })], config: config("RESULTS", { enableJudgeVoting: false }) }) });
    renderResults("RESULTS");
    const tab = await screen.findByTestId("hackathon-results");
    expect(tab.textContent).toContain("最终得分即大众得分");
    expect(tab.textContent).not.toContain("评委得分–");
  });
});
