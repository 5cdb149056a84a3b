import { defaultHackathonConfig, type EventDetail, type HackathonStage, type Submission } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fail, mockApi, ok } from "@/test/api-mock.ts";
import { eventDetail } from "@/test/event-fixtures.ts";
import { activateLocale } from "@/lib/i18n.ts";
import { Toaster } from "@/lib/toast.tsx";
import { SubmissionPanel } from "./submission-panel.tsx";

const NOW = new Date("2025-03-15T12:00:00Z");

function hackathon(stage: HackathonStage, registration: "APPROVED" | "PENDING" | null, settings = {}): EventDetail {
  const config = defaultHackathonConfig({ startTime: NOW, endTime: NOW }, NOW);
  return eventDetail({
    type: "HACKATHON",
    hackathonConfig: { ...config, stage: { ...config.stage, current: stage }, settings: { ...config.settings, maxTeamSize: 3, ...settings } },
    viewer: registration
      ? { liked: false, bookmarked: false, subscribed: false, canSeeParticipants: true, isJudge: false, registration: { id: "r1", status: registration, ticketTypeId: null, registeredAt: NOW.toISOString(), checkedInAt: null, allowDigitalCardDisplay: null } }
      : null,
  }) as unknown as EventDetail;
}

const submission = (team: Submission["team"]): Submission => ({
  id: "s1",
  eventId: "e1",
  projectId: "p1",
  title: "智能排班助手",
  description: "用大模型排班",
  coverImage: null,
  tags: [],
  team,
  voteCount: 0,
  audienceScore: null,
  judgeScore: null,
  finalScore: null,
  rank: null,
  submittedAt: NOW.toISOString(),
  demoUrl: null,
  sourceCode: null,
  presentationUrl: null,
  inspiration: null,
  challenges: null,
  learnings: null,
  nextSteps: null,
  screenshots: [],
  updatedAt: NOW.toISOString(),
});
const me = { id: "me", name: "李雷", username: "lilei", image: null, role: "SUBMITTER" as const };
const mate = { id: "m2", name: "韩梅梅", username: "hmm", image: null, role: "MEMBER" as const };
const project = { id: "p1", title: "智能排班", subtitle: "让排班更简单", description: null, stage: "IDEA", url: null, githubUrl: null, screenshots: ["/files/a.png"], projectTags: ["AI"], createdAt: NOW.toISOString() };
const person = (id: string, name: string) => ({ id, name, username: id, image: null, userRoleString: null });
const none = fail(404, "作品提交不存在", "NOT_FOUND");

function renderPanel(event: EventDetail, viewerId: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SubmissionPanel event={event} locale="zh" viewerId={viewerId} />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("SubmissionPanel", () => {
  it("tells each viewer what they can do: signed out, signed out after the end, not approved, not yet open, closed", async () => {
    mockApi({ "GET /api/events/e1/my-submission": none });
    const { unmount } = renderPanel(hackathon("DEVELOPMENT", null), null);
    expect(screen.getByRole("link", { name: "登录" }).getAttribute("href")).toMatch(/^\/zh\/auth\/login\?redirectTo=/);
    unmount();
    // A finished hackathon tells a signed-out visitor that submissions are closed, not to sign in and register.
    const finished = renderPanel(hackathon("RESULTS", null), null);
    expect(await screen.findByText("当前阶段：结果公布。作品提交已截止。")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "登录" })).toBeNull();
    finished.unmount();
    const cases = [
      [hackathon("DEVELOPMENT", "PENDING"), "报名审核通过后即可提交作品。"],
      [hackathon("REGISTRATION", "APPROVED"), "当前阶段：报名中。作品提交将在开发阶段开放。"],
      [hackathon("VOTING", "APPROVED"), "当前阶段：投票中。作品提交已截止。"],
    ] as const;
    for (const [event, text] of cases) {
      const view = renderPanel(event, "me");
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByRole("button", { name: "提交作品" })).toBeNull();
      view.unmount();
    }
  });

  it("shows the team's submission to a member, with edit and leave (not withdraw), and leaves after confirming", async () => {
    const api = mockApi({
      "GET /api/events/e1/my-submission": ok({ submission: submission([{ ...me, id: "lead", name: "队长" }, { ...mate, id: "me" }]) }),
      "DELETE /api/events/e1/submissions/s1/members/me": ok({ submissionId: "s1" }),
    });
    renderPanel(hackathon("DEVELOPMENT", "APPROVED"), "me");
    const card = await screen.findByTestId("my-submission");
    expect(within(card).getByText("智能排班助手")).toBeTruthy();
    expect(within(card).getByText("队长")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "编辑作品" })).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "撤回作品" })).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: "退出团队" }));
    fireEvent.click(screen.getByRole("button", { name: "确认" }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/events/e1/submissions/s1/members/me")).toBe(true));
    expect(await screen.findByText("你已退出该团队")).toBeTruthy();
  });

  it("submits: picks a project (filling title, description and screenshots), finds a teammate from 2 characters after the pause, and sends the spec's payload", async () => {
    const api = mockApi({
      "GET /api/events/e1/my-submission": none,
      "GET /api/projects": ok({ projects: [project] }),
      "GET /api/users/search": ok([person("m2", "韩梅梅"), person("me", "李雷")]),
      "POST /api/events/e1/submit-project": ok({ submission: submission([me, mate]) }, 201),
    });
    renderPanel(hackathon("DEVELOPMENT", "APPROVED"), "me");
    const open = await screen.findByRole("button", { name: "提交作品" });
    fireEvent.click(open);
    const dialog = await screen.findByRole("dialog");
    // The spec's messages before anything is chosen.
    fireEvent.click(within(dialog).getByRole("button", { name: "提交作品" }));
    expect(await within(dialog).findByText("请选择项目")).toBeTruthy();
    expect(within(dialog).getByText("项目标题是必填项")).toBeTruthy();
    await within(dialog).findByRole("option", { name: "智能排班" });
    fireEvent.change(within(dialog).getByLabelText(/选择作品/), { target: { value: "p1" } });
    expect((within(dialog).getByLabelText(/项目标题/) as HTMLInputElement).value).toBe("智能排班");
    fireEvent.change(within(dialog).getByLabelText(/项目描述/), { target: { value: "用大模型排班" } });
    fireEvent.change(within(dialog).getByLabelText("演示链接"), { target: { value: "not a url" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "提交作品" }));
    expect(await within(dialog).findByText("请输入有效的URL")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("演示链接"), { target: { value: "https://demo.example.com" } });

    const box = within(dialog).getByRole("combobox", { name: "团队成员" });
    fireEvent.change(box, { target: { value: "韩" } });
    await new Promise((r) => setTimeout(r, 400));
    expect(api.calls.filter((c) => c.path.startsWith("/api/users/search"))).toEqual([]);
    fireEvent.change(box, { target: { value: "韩梅" } });
    const option = await within(dialog).findByRole("option", { name: /韩梅梅/ }, { timeout: 2000 });
    expect(api.calls.find((c) => c.path.startsWith("/api/users/search"))?.path).toBe("/api/users/search?query=%E9%9F%A9%E6%A2%85&limit=10");
    // The submitter is never offered.
    expect(within(dialog).queryByRole("option", { name: /李雷/ })).toBeNull();
    expect(option.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(box, { key: "Enter" });
    expect(within(dialog).getByRole("button", { name: "移除 韩梅梅" })).toBeTruthy();
    expect(within(dialog).getByText("1 / 2")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "提交作品" }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "POST")).toBe(true));
    expect(api.calls.find((c) => c.method === "POST")?.body).toMatchObject({
      projectId: "p1",
      title: "智能排班",
      description: "用大模型排班",
      demoUrl: "https://demo.example.com",
      teamMemberIds: ["m2"],
      screenshots: ["/files/a.png"],
      submissionType: "HACKATHON_PROJECT",
    });
    expect(await screen.findByText("作品提交成功！")).toBeTruthy();
  }, 15_000); // two real debounce pauses and a dialog: slow on a busy 2-core machine

  it("stops adding at the team's limit, and shows a server refusal naming a person under the team field", async () => {
    mockApi({
      "GET /api/events/e1/my-submission": none,
      "GET /api/projects": ok({ projects: [project] }),
      "GET /api/users/search": ok([person("a", "甲一"), person("b", "乙二")]),
      "POST /api/events/e1/submit-project": {
        status: 409,
        body: { success: false, code: "CONFLICT", error: "乙二 已在本黑客松的另一个团队中", message: "乙二 已在本黑客松的另一个团队中", details: [{ field: "teamMemberIds", message: "乙二 已在本黑客松的另一个团队中" }] },
      },
    });
    renderPanel(hackathon("DEVELOPMENT", "APPROVED", { maxTeamSize: 3 }), "me");
    fireEvent.click(await screen.findByRole("button", { name: "提交作品" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("option", { name: "智能排班" });
    fireEvent.change(within(dialog).getByLabelText(/选择作品/), { target: { value: "p1" } });
    fireEvent.change(within(dialog).getByLabelText(/项目描述/), { target: { value: "描述" } });
    const box = within(dialog).getByRole("combobox", { name: "团队成员" });
    for (const name of ["甲一", "乙二"]) {
      fireEvent.change(box, { target: { value: name } });
      fireEvent.mouseDown(await within(dialog).findByRole("option", { name: new RegExp(name) }, { timeout: 2000 }));
    }
    expect(within(dialog).getByText("2 / 2")).toBeTruthy();
    expect(within(dialog).getByText("团队已满：除你之外最多 2 位队友")).toBeTruthy();
    expect((box as HTMLInputElement).disabled).toBe(true);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "提交作品" }));
    });
    const alert = await within(dialog).findByText("乙二 已在本黑客松的另一个团队中");
    expect(alert.id).toBe("submit-team-message");
  });
});
