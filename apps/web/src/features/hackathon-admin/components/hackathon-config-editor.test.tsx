import { defaultHackathonConfig, type HackathonConfigView, withHackathonStage } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { Toaster } from "@/lib/toast.tsx";
import { HackathonConfigEditor } from "./hackathon-config-editor.tsx";
import { HackathonStagePanel } from "./hackathon-stage-panel.tsx";

const times = { startTime: "2030-02-01T00:00:00Z", endTime: "2030-02-03T00:00:00Z" };
const base = defaultHackathonConfig(times, new Date("2030-01-01T00:00:00Z"));
const view = (config = base): HackathonConfigView => ({ config, people: [{ id: "u1", name: "林晓" }] });

type Answer = { status: number; body: unknown };
function setup(ui: React.ReactNode, write: (body: unknown) => Answer, initial: HackathonConfigView = view()) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const method = (init?.method ?? "GET").toUpperCase();
      const answer = method === "GET" ? { status: 200, body: { success: true, data: initial } } : (sent.push(JSON.parse(String(init?.body))), write(sent.at(-1)));
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return sent;
}

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

describe("HackathonConfigEditor", () => {
  it("sends the settings as numbers, resources in order, new awards without an id", async () => {
    const sent = setup(<HackathonConfigEditor eventId="e1" />, () => ({ status: 200, body: { success: true, data: view() } }));
    const editor = await screen.findByTestId("hackathon-config-editor");
    fireEvent.change(within(editor).getByLabelText("团队人数上限"), { target: { value: "3" } });
    fireEvent.click(within(editor).getByRole("button", { name: "添加工具" }));
    fireEvent.click(within(editor).getByRole("button", { name: "添加工具" }));
    fireEvent.change(within(editor).getByLabelText("名称", { selector: "#hackathon-tools-0-label" }), { target: { value: "甲" } });
    fireEvent.change(within(editor).getByLabelText(/链接/, { selector: "#hackathon-tools-0-url" }), { target: { value: "https://a.example.com" } });
    fireEvent.change(within(editor).getByLabelText("名称", { selector: "#hackathon-tools-1-label" }), { target: { value: "乙" } });
    fireEvent.change(within(editor).getByLabelText(/链接/, { selector: "#hackathon-tools-1-url" }), { target: { value: "https://b.example.com" } });
    // Reorder: the second tool moves up.
    fireEvent.click(within(editor).getByRole("button", { name: "上移 · 工具 2" }));
    fireEvent.click(within(editor).getByRole("button", { name: "添加奖项" }));
    fireEvent.change(within(editor).getByLabelText(/奖项名称/), { target: { value: "一等奖" } });
    fireEvent.click(within(editor).getByRole("button", { name: "保存黑客松设置" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      settings: { maxTeamSize: 3, allowSolo: true, requireProject: false },
      voting: { judgeWeight: 0.7, publicWeight: 0.3 },
      resources: { tools: [{ name: "乙", url: "https://b.example.com", description: "" }, { name: "甲", url: "https://a.example.com", description: "" }], tutorials: [] },
      awards: [{ name: "一等奖", awardType: "JUDGE", maxWinners: 1, description: "" }],
    });
    expect((sent[0] as { awards: object[] }).awards[0]).not.toHaveProperty("id");
  });

  it("shows the form's own checks and the server's field errors next to each field, and sends nothing invalid", async () => {
    const sent = setup(<HackathonConfigEditor eventId="e1" />, () => ({
      status: 422,
      body: { success: false, code: "VALIDATION_ERROR", error: "输入有误", message: "输入有误", details: [{ field: "voting.publicWeight", message: "服务器说权重不对" }] },
    }));
    const editor = await screen.findByTestId("hackathon-config-editor");
    fireEvent.change(within(editor).getByLabelText("团队人数上限"), { target: { value: "21" } });
    fireEvent.click(within(editor).getByRole("button", { name: "保存黑客松设置" }));
    expect(await within(editor).findByText("团队人数上限必须是 1 到 20 之间的整数")).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(within(editor).getByLabelText("团队人数上限"), { target: { value: "4" } });
    fireEvent.click(within(editor).getByRole("button", { name: "保存黑客松设置" }));
    expect(await within(editor).findByText("服务器说权重不对")).toBeTruthy();
    expect(within(editor).getByLabelText("大众权重").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("HackathonStagePanel", () => {
  const props = { eventId: "e1", locale: "zh" as const, event: { timezone: "Asia/Shanghai" }, permissions: { canEditEvent: true } };

  it("marks the current stage, lists the history newest first with who, and moves after a confirmation with the note", async () => {
    const moved = withHackathonStage(base, "DEVELOPMENT", "u1", "开工", new Date("2030-02-01T01:00:00Z"));
    const sent = setup(<HackathonStagePanel {...props} />, () => ({ status: 200, body: { success: true, data: view(withHackathonStage(moved, "SUBMISSION", "u1", null, new Date())) } }), view(moved));
    const panel = await screen.findByTestId("hackathon-stage-panel");
    const current = within(panel).getAllByRole("listitem").find((li) => li.getAttribute("aria-current") === "step");
    expect(current?.textContent).toContain("开发中");
    const history = within(screen.getByTestId("hackathon-stage-history")).getAllByRole("listitem");
    expect(history.map((li) => li.textContent)).toEqual([expect.stringMatching(/^开发中林晓 · 2月1日 09:00 GMT\+8开工$/), expect.stringMatching(/^报名中系统 · /)]);

    const opener = within(panel).getByRole("button", { name: "切换到此阶段 · 作品提交" });
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "切换到“作品提交”？" });
    fireEvent.change(within(dialog).getByLabelText("备注（可选）"), { target: { value: "截止前一周" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "确认切换" }));
    await waitFor(() => expect(sent).toEqual([{ stage: "SUBMISSION", note: "截止前一周" }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("an admin without canEditEvent sees the stages but no move buttons", async () => {
    setup(<HackathonStagePanel {...props} permissions={{ canEditEvent: false }} />, () => ({ status: 500, body: {} }));
    const panel = await screen.findByTestId("hackathon-stage-panel");
    expect(within(panel).queryByRole("button", { name: /切换到此阶段/ })).toBeNull();
  });
});
