import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import type { RegisterResult } from "@commons/domain";
import { RegistrationForm } from "./registration-form.tsx";
import { json, meetup, renderWithClient, stubFetch } from "./test-helpers.tsx";

const EMPTY_PROFILE = { id: "u1", bio: null, userRoleString: null, currentWorkOn: null, lifeStatus: null, phoneNumber: null, email: null };
const COMPLETE_PROFILE = {
  id: "u1",
  bio: "在上海做独立开发，正在做一款记账工具",
  userRoleString: "独立开发者",
  currentWorkOn: "记账工具",
  lifeStatus: "全职创业",
  phoneNumber: "+8613800138000",
  email: "me@example.com",
};
const RESULT: RegisterResult = {
  registration: { id: "r1", eventId: "e1", status: "APPROVED", ticketTypeId: "t1", registeredAt: "2025-03-01T00:00:00Z", checkedInAt: null, allowDigitalCardDisplay: null, projectId: null },
  successInfo: { info: "欢迎！", image: null },
  pendingInfo: null,
};

function bodyOf(fetchMock: ReturnType<typeof stubFetch>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === "POST");
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

beforeEach(async () => {
  await activateLocale("zh");
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

// Filling a dozen fields in jsdom takes seconds when the machine is busy (npm test runs suites in parallel).
const SLOW = 20_000;

describe("RegistrationForm", () => {
  it("lists everything missing — ticket, required questions by name, profile fields — and sends nothing", async () => {
    const fetchMock = stubFetch((url) => (url === "/api/profile" ? json({ user: EMPTY_PROFILE }) : undefined));
    renderWithClient(<RegistrationForm event={meetup()} locale="zh" layout="dialog" waitlist={false} onRegistered={() => undefined} />);
    fireEvent.click(await screen.findByRole("button", { name: "提交报名" }));

    const summary = await screen.findByText("请先完成以下内容：");
    const items = [...(summary.closest("[role=alert]")?.querySelectorAll("li") ?? [])].map((item) => item.textContent);
    expect(items).toEqual([
      "请选择票种",
      "请回答必填问题：你目前在做什么项目？、你从哪里了解到本次活动？",
      "请完善个人资料：个人简介、身份角色、当前在做、生活状态、手机号、邮箱",
    ]);
    // Each missing field is also marked where it is.
    expect(screen.getAllByText("此问题为必填项")).toHaveLength(2);
    expect(screen.getByText("请填写邮箱以接收通知")).toBeTruthy();
    expect(screen.getByText("请输入手机号")).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  }, SLOW);

  it("says a full ticket type waitlists, and needs no choice when only one type is on sale", async () => {
    stubFetch((url) => (url === "/api/profile" ? json({ user: COMPLETE_PROFILE }) : undefined));
    const event = meetup({ questions: [] });
    const { unmount } = renderWithClient(<RegistrationForm event={event} locale="zh" layout="dialog" waitlist={false} onRegistered={() => undefined} />);
    expect(await screen.findByText("已满，选择此票种将进入候补名单")).toBeTruthy();
    expect(screen.getByText("剩余 27 张")).toBeTruthy();
    unmount();

    const single = meetup({ questions: [], ticketTypes: [event.ticketTypes[0]!, { ...event.ticketTypes[1]!, isActive: false }] });
    const onRegistered = vi.fn();
    const fetchMock = stubFetch((url) => (url === "/api/profile" ? json({ user: COMPLETE_PROFILE }) : url === "/api/events/e1/register" ? json(RESULT, 201) : undefined));
    renderWithClient(<RegistrationForm event={single} locale="zh" layout="dialog" waitlist={false} onRegistered={onRegistered} />);
    fireEvent.click(await screen.findByRole("button", { name: "提交报名" }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(bodyOf(fetchMock, "/api/events/e1/register")).toEqual({ ticketTypeId: "t1" });
  }, SLOW);

  it("saves the filled-in profile first, then registers with the answers and the invite code", async () => {
    localStorage.setItem("commons.invite.e1", "INV123");
    const onRegistered = vi.fn();
    const fetchMock = stubFetch((url) => {
      if (url === "/api/profile") return json({ user: EMPTY_PROFILE });
      if (url === "/api/profile/update") return json({ user: COMPLETE_PROFILE });
      if (url === "/api/events/e1/register") return json(RESULT, 201);
      return undefined;
    });
    renderWithClient(<RegistrationForm event={meetup()} locale="zh" layout="dialog" waitlist={false} onRegistered={onRegistered} />);

    fireEvent.click(await screen.findByRole("radio", { name: /普通票/ }));
    fireEvent.change(screen.getByLabelText("你目前在做什么项目？"), { target: { value: "  记账工具  " } });
    fireEvent.click(screen.getByRole("radio", { name: "微信群" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "设计师" }));
    fireEvent.change(screen.getByLabelText("个人简介"), { target: { value: COMPLETE_PROFILE.bio } });
    fireEvent.change(screen.getByLabelText("身份角色"), { target: { value: "独立开发者" } });
    fireEvent.change(screen.getByLabelText("当前在做"), { target: { value: "记账工具" } });
    fireEvent.change(screen.getByLabelText("生活状态"), { target: { value: "全职创业" } });
    fireEvent.change(screen.getByLabelText("手机号"), { target: { value: "13800138000" } });
    fireEvent.change(screen.getByLabelText("邮箱"), { target: { value: "me@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "提交报名" }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(RESULT));
    expect(bodyOf(fetchMock, "/api/profile/update")).toEqual({
      bio: COMPLETE_PROFILE.bio,
      userRoleString: "独立开发者",
      currentWorkOn: "记账工具",
      lifeStatus: "全职创业",
      phoneNumber: "+8613800138000",
      email: "me@example.com",
    });
    expect(bodyOf(fetchMock, "/api/events/e1/register")).toEqual({
      ticketTypeId: "t1",
      answers: [
        { questionId: "q1", answer: "记账工具" },
        { questionId: "q2", answer: "微信群" },
        { questionId: "q3", answer: ["设计师"] },
      ],
      inviteCode: "INV123",
    });
    const order = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([url]) => url);
    expect(order).toEqual(["/api/profile/update", "/api/events/e1/register"]);
  }, SLOW);

  it("starts someone who cancelled from their last ticket, answers and consent, and sends them as they stand", async () => {
    const prefill = {
      ticketTypeId: "t1",
      answers: [
        { questionId: "q1", answer: "配色工具" },
        { questionId: "q2", answer: "朋友推荐" },
        { questionId: "q3", answer: ["开发者"] },
      ],
      allowDigitalCardDisplay: false,
    };
    const onRegistered = vi.fn();
    const fetchMock = stubFetch((url) => {
      if (url === "/api/profile") return json({ user: COMPLETE_PROFILE });
      if (url === "/api/events/e1/my-registration") return json({ registration: { ...RESULT.registration, status: "CANCELLED" }, prefill });
      if (url === "/api/events/e1/register") return json(RESULT, 201);
      return undefined;
    });
    const event = meetup({ askDigitalCardConsent: true, viewer: { registration: { ...RESULT.registration, status: "CANCELLED" } } });
    renderWithClient(<RegistrationForm event={event} locale="zh" layout="dialog" waitlist={false} onRegistered={onRegistered} />);
    expect(((await screen.findByLabelText("你目前在做什么项目？")) as HTMLInputElement).value).toBe("配色工具");
    expect((screen.getByRole("radio", { name: /普通票/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "朋友推荐" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "开发者" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "下次吧" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "提交报名" }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(RESULT));
    expect(bodyOf(fetchMock, "/api/events/e1/register")).toEqual(prefill);
  }, SLOW);

  it("treats a short bio as missing (at least 15 characters)", async () => {
    stubFetch((url) => (url === "/api/profile" ? json({ user: { ...COMPLETE_PROFILE, bio: "太短了" } }) : undefined));
    renderWithClient(<RegistrationForm event={meetup({ questions: [], ticketTypes: [] })} locale="zh" layout="dialog" waitlist={false} onRegistered={() => undefined} />);
    fireEvent.click(await screen.findByRole("button", { name: "提交报名" }));
    expect(await screen.findByText("个人简介至少需要15个字符")).toBeTruthy();
    // Only the incomplete field is asked for; complete ones are left alone.
    expect(screen.queryByLabelText("邮箱")).toBeNull();
  }, SLOW);

  it("asks for a project and digital-card consent when the event does", async () => {
    stubFetch((url) => {
      if (url === "/api/profile") return json({ user: COMPLETE_PROFILE });
      if (url === "/api/projects") return json({ projects: [{ id: "p1", title: "记账工具", subtitle: "三分钟报税", stage: "MVP" }] });
      return undefined;
    });
    const event = meetup({ questions: [], ticketTypes: [], requireProjectSubmission: true, askDigitalCardConsent: true });
    renderWithClient(<RegistrationForm event={event} locale="zh" layout="dialog" waitlist={false} onRegistered={() => undefined} />);
    fireEvent.click(await screen.findByRole("button", { name: "提交报名" }));
    expect(await screen.findAllByText("本活动需要提交项目，请选择或创建一个项目")).not.toHaveLength(0);
    expect(screen.getAllByText("请选择是否愿意展示你的数字名片")).not.toHaveLength(0);
    expect(screen.getByRole("radio", { name: "非常愿意" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "下次吧" })).toBeTruthy();
    expect(await screen.findByRole("radio", { name: /记账工具/ })).toBeTruthy();
    const link = screen.getByRole("link", { name: "在完整页面中创建" });
    expect(link.getAttribute("href")).toBe(`/zh/app/projects/create?returnTo=${encodeURIComponent("/zh/events/e1/register")}`);
  }, SLOW);

  it("puts the server's 422 field messages on the fields and shows the default failure toast", async () => {
    stubFetch((url) => {
      if (url === "/api/profile") return json({ user: COMPLETE_PROFILE });
      if (url === "/api/events/e1/register") {
        return json(
          {
            success: false,
            error: "请先完善个人资料",
            message: "请先完善个人资料",
            code: "VALIDATION_ERROR",
            details: [{ field: "phoneNumber", message: "请输入有效的中国大陆手机号" }],
          },
          422,
        );
      }
      return undefined;
    });
    renderWithClient(<RegistrationForm event={meetup({ questions: [], ticketTypes: [] })} locale="zh" layout="dialog" waitlist={false} onRegistered={() => undefined} />);
    fireEvent.click(await screen.findByRole("button", { name: "提交报名" }));
    expect(await screen.findByText("报名失败，请稍后重试")).toBeTruthy();
    // The phone was complete as far as the form knew; the server's objection brings the field back.
    expect(await screen.findByText("请输入有效的中国大陆手机号")).toBeTruthy();
    expect(screen.getByLabelText("手机号")).toBeTruthy();
  }, SLOW);
});
