import { act, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { fail, mockApi, ok } from "@/test/api-mock.ts";
import { ChallengeMainCard } from "./challenge-main-card.tsx";
import { challengeEvent, checkIn, NOW, participation, renderImages, renderWithClient } from "./challenge-test-fixtures.tsx";

// Sonner loads on the first toast, and the first render loads the form's modules: on a busy machine both take
// longer than Testing Library's 1 s and Vitest's 5 s.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const PLAN = "第一周做出原型，第二周找十个用户试用，第三周上线收费版本并复盘。";
const CONTENT = "今天完成了付款页面，接入了沙盒环境，并写了三个端到端测试用例。";

function renderCard(viewerId: string | null, event = challengeEvent()) {
  return renderWithClient(
    <ChallengeMainCard event={event} locale="zh" viewerId={viewerId} registerAction={<button type="button">报名按钮</button>} renderImages={renderImages} now={NOW} />,
  );
}

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ChallengeMainCard", () => {
  it("asks a visitor to log in (back to this page), a reader without a registration to register, and tells a rejected one why not", async () => {
    const api = mockApi({ "GET /api/events/e1/building-public/registration": ok(null) });
    const visitor = renderCard(null);
    expect(screen.getByRole("link", { name: "登录" }).getAttribute("href")).toMatch(/^\/zh\/auth\/login\?redirectTo=/);
    expect(api.calls).toHaveLength(0);
    visitor.unmount();

    const reader = renderCard("me");
    expect(await screen.findByTestId("challenge-not-registered")).toBeTruthy();
    expect(screen.getByRole("button", { name: "报名按钮" })).toBeTruthy();
    reader.unmount();

    mockApi({ "GET /api/events/e1/building-public/registration": ok(participation({ status: "REJECTED", setUp: false })) });
    renderCard("me");
    expect((await screen.findByTestId("challenge-unavailable")).textContent).toContain("报名状态：未通过审核");
    expect(screen.queryByTestId("challenge-setup-form")).toBeNull();
  });

  it("says the organiser will open setup later while it is closed", async () => {
    mockApi({ "GET /api/events/e1/building-public/registration": ok(participation({ setUp: false, project: null, plan21Days: null })) });
    const event = challengeEvent();
    renderCard("me", { ...event, buildingConfig: { ...event.buildingConfig, setupOpen: false } });
    expect((await screen.findByTestId("challenge-setup-later")).textContent).toBe("组织者稍后将开放打卡设置。");
  });

  it("saves setup with a new project: counts the plan live, shows the server's refusal on its field, then the toast", async () => {
    let attempt = 0;
    const saved = participation({ checkInCount: 0 });
    const api = mockApi({
      "GET /api/events/e1/building-public/registration": () => Promise.resolve(ok(attempt >= 2 ? saved : participation({ setUp: false, project: null, plan21Days: null }))),
      "GET /api/projects": ok({ projects: [] }),
      "POST /api/events/e1/building-public/register": () =>
        Promise.resolve(
          ++attempt === 1
            ? { status: 422, body: { success: false, error: "作品名称和一句话介绍是必需的", code: "VALIDATION_ERROR", details: [{ field: "newProject.subtitle", message: "作品名称和一句话介绍是必需的" }] } }
            : ok(saved),
        ),
    });
    renderCard("me");
    const form = await screen.findByTestId("challenge-setup-form");
    // No projects yet: the form opens on "create a new project".
    fireEvent.change(within(form).getByLabelText(/作品名称/), { target: { value: "记账工具" } });
    fireEvent.change(within(form).getByLabelText(/一句话介绍/), { target: { value: "三分钟报税" } });
    fireEvent.change(within(form).getByLabelText(/21 天计划/), { target: { value: "太短" } });
    expect(screen.getByTestId("challenge-plan-counter").textContent).toBe("2 / 至少 30 字");
    fireEvent.click(within(form).getByRole("button", { name: "保存设置" }));
    expect(await within(form).findByText("21天计划至少需要30个字符")).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/21 天计划/), { target: { value: PLAN } });
    fireEvent.click(within(form).getByLabelText(/仅活动参与者/));
    fireEvent.click(within(form).getByRole("button", { name: "保存设置" }));
    expect(await within(form).findByText("作品名称和一句话介绍是必需的")).toBeTruthy();
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
      plan21Days: PLAN,
      visibilityLevel: "PARTICIPANTS_ONLY",
      newProject: { title: "记账工具", subtitle: "三分钟报税" },
    });

    fireEvent.click(within(form).getByRole("button", { name: "保存设置" }));
    expect(await screen.findByText("打卡设置已保存！")).toBeTruthy();
    expect((await screen.findByTestId("challenge-progress")).textContent).toBe("0 / 7");
  });

  it("checks in for today: the button waits for content, the toast tells, and the participation and the feed refetch", async () => {
    let count = 2;
    const api = mockApi({
      "GET /api/events/e1/building-public/registration": () => Promise.resolve(ok(participation({ checkInCount: count }))),
      "GET /api/events/e1/building-public/my-check-ins": ok([checkIn()]),
      "POST /api/events/e1/building-public/check-in": () => {
        count = 3;
        return Promise.resolve(ok({ checkIn: checkIn({ id: "c2", day: 5, content: CONTENT }), edited: false, participation: participation({ checkInCount: 3, todayCheckInId: "c2" }) }));
      },
    });
    const { client } = renderCard("me");
    const invalidate = vi.spyOn(client, "invalidateQueries");
    expect(await screen.findByRole("heading", { name: "第 5 天打卡" })).toBeTruthy();
    const submit = screen.getByRole("button", { name: "打卡" });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/今天的进展/), { target: { value: CONTENT } });
    fireEvent.click(screen.getByRole("button", { name: /图片（最多 9 张） \(0\)/ }));
    fireEvent.click(screen.getByRole("button", { name: /图片（最多 9 张） \(1\)/ }));
    fireEvent.click(screen.getByRole("button", { name: "打卡" }));
    expect(await screen.findByText("打卡成功！")).toBeTruthy();
    const sent = api.calls.find((c) => c.method === "POST")?.body as { imageUrls: string[]; isPublic: boolean };
    expect(sent.imageUrls).toEqual(["/files/img-1.png", "/files/img-2.png"]);
    expect(sent.isPublic).toBe(true);
    await waitFor(() => expect(screen.getByTestId("challenge-progress").textContent).toBe("3 / 7"));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["challenge-feed", "e1"] });
  });

  it("shows a server refusal of a check-in, or '打卡失败' when it has no words", async () => {
    mockApi({
      "GET /api/events/e1/building-public/registration": ok(participation()),
      "GET /api/events/e1/building-public/my-check-ins": ok([]),
      "POST /api/events/e1/building-public/check-in": fail(409, "挑战已结束", "CONFLICT"),
    });
    renderCard("me");
    fireEvent.change(await screen.findByLabelText(/今天的进展/), { target: { value: CONTENT } });
    fireEvent.click(screen.getByRole("button", { name: "打卡" }));
    expect(await screen.findByText("挑战已结束")).toBeTruthy();
  });

  it("says when the challenge starts, and congratulates a participant who completed it once it ended", async () => {
    mockApi({ "GET /api/events/e1/building-public/registration": ok(participation({ today: null })), "GET /api/events/e1/building-public/my-check-ins": ok([]) });
    const early = renderCard("me", challengeEvent({ startTime: "2025-04-01T01:00:00Z", endTime: "2025-04-22T01:00:00Z" }));
    expect((await screen.findByTestId("challenge-not-started")).textContent).toMatch(/将于 4月1日.*09:00 GMT\+8 开始/);
    early.unmount();

    mockApi({ "GET /api/events/e1/building-public/registration": ok(participation({ today: null, isCompleted: true, checkInCount: 7 })), "GET /api/events/e1/building-public/my-check-ins": ok([]) });
    renderCard("me", challengeEvent({ startTime: "2025-02-01T01:00:00Z", endTime: "2025-02-22T01:00:00Z" }));
    expect(await screen.findByTestId("challenge-congrats")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "打卡" })).toBeNull();
    expect(screen.queryByRole("button", { name: "修改设置" })).toBeNull();
  });

  it("edits a past check-in in a dialog and deletes one after confirming, the focus landing back on the page", async () => {
    let list = [checkIn()];
    const api = mockApi({
      "GET /api/events/e1/building-public/registration": ok(participation()),
      "GET /api/events/e1/building-public/my-check-ins": () => Promise.resolve(ok(list)),
      "PUT /api/building-public/check-ins/c1": ok({ checkIn: checkIn({ title: "改过了" }), edited: true, participation: participation() }),
      "DELETE /api/building-public/check-ins/c1": () => {
        list = [];
        return Promise.resolve(ok({ deleted: true }));
      },
    });
    renderCard("me");
    const history = await screen.findByTestId("challenge-history");
    const edit = await within(history).findByRole("button", { name: "编辑第 4 天的打卡" });
    fireEvent.click(edit);
    const dialog = await screen.findByRole("dialog", { name: "编辑第 4 天的打卡" });
    fireEvent.change(within(dialog).getByLabelText(/标题/), { target: { value: "改过了" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存修改" }));
    expect(await screen.findByText("打卡已更新")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((api.calls.find((c) => c.method === "PUT")?.body as { title: string }).title).toBe("改过了");
    await waitFor(() => expect(document.activeElement).toBe(edit));

    fireEvent.click(within(history).getByRole("button", { name: "删除第 4 天的打卡" }));
    const confirm = await screen.findByRole("dialog", { name: "确定删除第 4 天的打卡吗？" });
    await act(async () => fireEvent.click(within(confirm).getByRole("button", { name: "删除" })));
    expect(await screen.findByText("打卡已删除")).toBeTruthy();
    expect(await within(history).findByText("还没有打卡记录。")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(history).getByRole("heading", { name: "我的打卡记录" })));
  });
});
