import type { AwardsAssignmentView } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { Toaster } from "@/lib/toast.tsx";
import { mockApi, ok } from "@/test/api-mock.ts";
import { AwardsPanel } from "./awards-panel.tsx";

// docs/product/hackathons.md#awards: the console's Awards tab.

const candidates = [
  { id: "j", title: "评委之选", audienceScore: 1, judgeScore: 9, finalScore: 6.6, rank: 1 },
  { id: "c", title: "人气之选", audienceScore: 9, judgeScore: 4, finalScore: 5.5, rank: 2 },
];
const view = (stage: AwardsAssignmentView["stage"], assigned: string[] = []): AwardsAssignmentView => ({
  stage,
  publishedAt: null,
  candidates,
  awards: [
    {
      awardId: "grand",
      name: "评委大奖",
      awardType: "JUDGE",
      maxWinners: 1,
      proposedSubmissionIds: ["j"],
      assigned: { submissionIds: assigned, level: assigned.length ? "SECOND" : null, category: assigned.length ? "TECHNICAL" : null },
    },
  ],
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AwardsPanel eventId="e1" locale="zh" event={{ timezone: "Asia/Shanghai" }} />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

describe("AwardsPanel", () => {
  it("before RESULTS explains where to go", async () => {
    mockApi({ "GET /api/events/e1/awards-assignment": ok(view("VOTING")) });
    renderPanel();
    expect(await screen.findByText("进入“结果公布”阶段后才能评定奖项")).toBeTruthy();
  });

  it("starts from the proposal, keeps within maxWinners, saves level and category, then publishes after a confirmation", async () => {
    const api = mockApi({
      "GET /api/events/e1/awards-assignment": ok(view("RESULTS")),
      "PUT /api/events/e1/awards-assignment": ok(view("RESULTS", ["j"])),
      "POST /api/events/e1/results/publish": ok({ publishedAt: "2026-11-26T12:00:00.000Z", recipients: 2, notified: 2 }),
    });
    renderPanel();
    const award = await screen.findByRole("region", { name: "评委大奖" });
    const proposed = within(award).getByRole("checkbox", { name: /评委之选/ }) as HTMLInputElement;
    const other = within(award).getByRole("checkbox", { name: /人气之选/ }) as HTMLInputElement;
    expect([proposed.checked, other.checked, other.disabled]).toEqual([true, false, true]);
    expect(within(award).getByText("建议")).toBeTruthy();
    expect(within(award).getByText("评委得分 9.0")).toBeTruthy();
    // Publishing needs a saved assignment first.
    expect((screen.getByRole("button", { name: "发布结果" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(award).getByLabelText("奖项等级"), { target: { value: "SECOND" } });
    fireEvent.change(within(award).getByLabelText("奖项类别"), { target: { value: "TECHNICAL" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "保存评定" })));
    const put = api.calls.find((c) => c.method === "PUT")!;
    expect(put.body).toEqual({ awards: [{ awardId: "grand", submissionIds: ["j"], level: "SECOND", category: "TECHNICAL" }] });
    const publish = await screen.findByRole("button", { name: "发布结果" });
    await waitFor(() => expect((publish as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(publish);
    const dialog = await screen.findByRole("dialog", { name: "发布结果？" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "确认发布" })));
    await waitFor(() => expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/events/e1/results/publish")).toBe(true));
    expect(await screen.findByText("结果已发布，获奖团队已收到通知")).toBeTruthy();
  });

  it("says when the results were published on the event's clock, its zone named", async () => {
    mockApi({ "GET /api/events/e1/awards-assignment": ok({ ...view("RESULTS", ["j"]), publishedAt: "2026-11-26T12:00:00.000Z" }) });
    renderPanel();
    expect(await screen.findByText("已于 11月26日 20:00 GMT+8 发布")).toBeTruthy();
  });
});
