import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import type { EventEdit as EditableEvent } from "@commons/domain";
import { EventEditorForm } from "./event-editor-form.tsx";

const fetchMock = vi.fn<typeof fetch>();
const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status < 400 ? { success: true, data } : data), { status, headers: { "Content-Type": "application/json" } });

const event: EditableEvent = {
  id: "e1",
  status: "PUBLISHED",
  publishedAt: "2026-03-01T00:00:00.000Z",
  title: "独立开发者聚会",
  shortDescription: null,
  richContent: null,
  coverImage: null,
  type: "MEETUP",
  startTime: "2026-03-15T11:00:00.000Z",
  endTime: "2026-03-15T13:00:00.000Z",
  timezone: "Asia/Shanghai",
  isOnline: false,
  onlineUrl: null,
  address: null,
  city: "深圳",
  maxAttendees: 50,
  seatsTaken: 3,
  registrationDeadline: null,
  requireApproval: false,
  requireProjectSubmission: false,
  askDigitalCardConsent: false,
  participantsVisibility: "REGISTRANTS",
  registrationSuccessInfo: null,
  registrationSuccessImage: null,
  registrationPendingInfo: null,
  registrationPendingImage: null,
  organizerContact: null,
  paymentNote: null,
  tags: [],
  organizerId: "u1",
  organizationId: null,
  isExternalEvent: false,
  externalUrl: null,
  ticketTypes: [{ id: "t1", name: "普通票", description: null, priceCents: 4900, maxQuantity: 30, currentQuantity: 3, isActive: true, sortOrder: 0 }],
  questions: [
    { id: "q1", question: "你在做什么项目？", description: null, type: "TEXT", options: [], required: true, sortOrder: 0 },
    { id: "q2", question: "你从哪里知道活动？", description: null, type: "SINGLE_CHOICE", options: ["朋友", "公众号"], required: false, sortOrder: 1 },
    { id: "q3", question: "饮食忌口？", description: null, type: "TEXT", options: [], required: false, sortOrder: 2 },
  ],
};

function renderForm(withEvent?: EditableEvent) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <EventEditorForm locale="zh" event={withEvent} organizations={[]} />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await activateLocale("zh");
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// The whole editor renders (seven sections, tiptap loading lazily): slower than a small component in jsdom.
const SLOW = 20_000;

describe("EventEditorForm validation", () => {
  it("names each invalid field before anything is sent", async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/^开始时间/), { target: { value: "2026-03-15T19:00" } });
    fireEvent.change(screen.getByLabelText(/^结束时间/), { target: { value: "2026-03-15T18:00" } });
    fireEvent.click(screen.getByRole("button", { name: "添加票种" }));
    fireEvent.click(screen.getByRole("switch", { name: "免费" }));
    fireEvent.change(screen.getByLabelText("价格"), { target: { value: "-5" } });
    fireEvent.click(screen.getByRole("button", { name: "保存草稿" }));

    await waitFor(() => expect(document.getElementById("event-title-message")?.textContent).toBeTruthy());
    expect(document.getElementById("event-title-message")?.textContent).toContain("标题");
    expect(document.getElementById("event-endTime-message")?.textContent).toBe("结束时间必须晚于开始时间");
    expect(document.getElementById("ticket-0-name-message")?.textContent).toBe("请填写票种名称");
    expect(document.getElementById("ticket-0-price-message")?.textContent).toBe("请输入不小于 0 的金额，最多两位小数");
    expect(screen.getByText(/处需要修改/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  }, SLOW);

  it("asks for at least two options on a choice question", async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/^活动标题/), { target: { value: "周末聚会" } });
    fireEvent.click(screen.getByRole("button", { name: "添加问题" }));
    fireEvent.change(screen.getByLabelText(/^问题/), { target: { value: "你的口味？" } });
    fireEvent.change(screen.getByLabelText("题型"), { target: { value: "SINGLE_CHOICE" } });
    fireEvent.change(screen.getByRole("textbox", { name: "选项 1" }), { target: { value: "甜" } });
    fireEvent.click(screen.getByRole("button", { name: "删除选项 2" }));
    fireEvent.click(screen.getByRole("button", { name: "保存草稿" }));
    await waitFor(() => expect(document.getElementById("question-0-options-message")?.textContent).toBe("选择题至少需要2个选项"));
    expect(fetchMock).not.toHaveBeenCalled();
  }, SLOW);

  it("puts the server's 422 field messages on their fields", async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          success: false,
          error: "请求参数错误",
          message: "请求参数错误",
          code: "VALIDATION_ERROR",
          details: [{ field: "ticketTypes.0.maxQuantity", message: "票种“普通票”的数量不能低于已占用的数量（3）" }],
        },
        422,
      ),
    );
    renderForm(event);
    fireEvent.change(screen.getByLabelText("数量"), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "保存修改" }));
    await waitFor(() => expect(document.getElementById("ticket-0-maxQuantity-message")?.textContent).toBe("票种“普通票”的数量不能低于已占用的数量（3）"));
  }, SLOW);
});

describe("owned lists on edit", () => {
  it("keeps ids, reorders in place and leaves a removed question out (the server archives it)", async () => {
    fetchMock.mockImplementation(async () => json({ event, permissions: { isOrganizer: true, canEditEvent: true, canManageRegistrations: true, canCheckIn: true } }));
    renderForm(event);
    const rows = () => screen.getAllByTestId("question-row");
    expect(rows().map((row) => row.dataset.questionId)).toEqual(["q1", "q2", "q3"]);

    fireEvent.click(within(rows()[1] as HTMLElement).getByRole("button", { name: "删除问题" }));
    fireEvent.click(within(rows()[1] as HTMLElement).getByRole("button", { name: "上移" }));
    fireEvent.click(screen.getByRole("button", { name: "添加问题" }));
    fireEvent.change(document.getElementById("question-2-question") as HTMLElement, { target: { value: "想认识谁？" } });
    fireEvent.change(document.getElementById("question-0-question") as HTMLElement, { target: { value: "饮食忌口（选填）？" } });
    fireEvent.click(screen.getByRole("button", { name: "保存修改" }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/events/e1");
    expect(init?.method).toBe("PATCH");
    const body = JSON.parse(String(init?.body)) as { questions: { id?: string; question: string; sortOrder: number }[]; ticketTypes?: unknown };
    expect(body.questions.map((q) => [q.id, q.question, q.sortOrder])).toEqual([
      ["q3", "饮食忌口（选填）？", 0],
      ["q1", "你在做什么项目？", 1],
      [undefined, "想认识谁？", 2],
    ]);
    // Untouched fields and lists are not sent, so nothing else is rewritten.
    expect(Object.keys(body)).toEqual(["questions"]);
  }, SLOW);
});

describe("who can see participants", () => {
  it("offers the three choices, registrants only by default, and sends only the changed choice", async () => {
    fetchMock.mockImplementation(async () => json({ event, permissions: { isOrganizer: true, canEditEvent: true, canManageRegistrations: true, canCheckIn: true } }));
    renderForm(event);
    const select = screen.getByLabelText("谁可以查看参与者") as HTMLSelectElement;
    expect(select.value).toBe("REGISTRANTS");
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(["所有人", "仅已通过审核的报名者", "仅主办方"]);
    fireEvent.change(select, { target: { value: "ORGANISERS" } });
    fireEvent.click(screen.getByRole("button", { name: "保存修改" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toEqual({ participantsVisibility: "ORGANISERS" });
  }, SLOW);
});

// Issue 27 item 18: where a price is entered the editor says payment happens outside Commons and asks how.
describe("payment for priced tickets", () => {
  it("says Commons takes no payments where a price is set, and sends the payment note", async () => {
    fetchMock.mockImplementation(async () => json({ event, permissions: { isOrganizer: true, canEditEvent: true, canManageRegistrations: true, canCheckIn: true } }));
    renderForm(event);
    expect(document.getElementById("ticket-0-price-message")?.textContent).toBe("Commons 不收款，报名者按你的付款说明在平台外付款");
    expect(screen.getByTestId("payment-note").textContent).toContain("Commons 目前不处理付款");
    fireEvent.change(screen.getByLabelText("付款说明"), { target: { value: "  活动当天现场微信付款  " } });
    fireEvent.click(screen.getByRole("button", { name: "保存修改" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ paymentNote: "活动当天现场微信付款" });
  }, SLOW);

  it("asks nothing about payment while every ticket is free", async () => {
    renderForm({ ...event, ticketTypes: event.ticketTypes.map((ticket) => ({ ...ticket, priceCents: 0 })) });
    expect(screen.queryByTestId("payment-note")).toBeNull();
    expect(document.getElementById("ticket-0-price-message")).toBeNull();
  }, SLOW);
});
