import { FEEDBACK_REMINDER_DELAY_MS } from "@commons/domain";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { FeedbackSection } from "./feedback-section.tsx";
import { mockApi, ok, pastEvent, renderWith, saved } from "./feedback-test-kit.tsx";

// Sonner loads on the first toast: on a busy machine that takes longer than Testing Library's 1 s.
const SLOW = { timeout: 5000 };
vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await activateLocale("zh");
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const noFeedback = { "GET /api/events/e1/my-feedback": () => ({ status: 404, body: { success: false, error: "你还没有提交过反馈", message: "", code: "NOT_FOUND" } }) };

function section(event: ReturnType<typeof pastEvent>, session: { userId: string } | null, requested = false) {
  const handled = vi.fn();
  renderWith(<FeedbackSection event={event} feedbackRequested={requested} onFeedbackRequestHandled={handled} />, session);
  return handled;
}

describe("the feedback section", () => {
  it("offers an approved attendee of a started event to give feedback", async () => {
    mockApi(noFeedback);
    section(pastEvent("APPROVED"), { userId: "u9" });
    fireEvent.click(await screen.findByRole("button", { name: "提交反馈" }));
    expect(await screen.findByRole("dialog", { name: "活动反馈" }, SLOW)).toBeTruthy();
  });

  it("shows the given rating and 'edit feedback', which opens the dialog in edit mode", async () => {
    mockApi({ "GET /api/events/e1/my-feedback": () => ok(saved({ rating: 3 })) });
    section(pastEvent("APPROVED"), { userId: "u9" });
    expect(await screen.findByRole("img", { name: "3 星" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "修改反馈" }));
    expect(await screen.findByRole("dialog", { name: "修改反馈" }, SLOW)).toBeTruthy();
  });

  it("draws nothing for a pending registrant, a visitor, or before the event starts, and asks the server nothing", async () => {
    const calls = mockApi(noFeedback);
    section(pastEvent("PENDING"), { userId: "u9" });
    section(pastEvent(null), null);
    section(pastEvent("APPROVED", { startTime: "2099-01-01T10:00:00Z", endTime: "2099-01-01T12:00:00Z" }), { userId: "u9" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("feedback-section")).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe("a feedback given meanwhile (another tab)", () => {
  it("a 409 on submit shows the server's message and turns the dialog to editing", async () => {
    let given = false;
    mockApi({
      "GET /api/events/e1/my-feedback": () => (given ? ok(saved({ rating: 5 })) : noFeedback["GET /api/events/e1/my-feedback"]()),
      "POST /api/events/e1/feedback": () => {
        given = true;
        return { status: 409, body: { success: false, error: "你已提交过反馈，请修改已有的反馈", message: "你已提交过反馈，请修改已有的反馈", code: "CONFLICT" } };
      },
    });
    section(pastEvent("APPROVED"), { userId: "u9" });
    fireEvent.click(await screen.findByRole("button", { name: "提交反馈" }));
    fireEvent.click(await screen.findByRole("radio", { name: "2 星" }));
    fireEvent.click(screen.getAllByRole("button", { name: "提交反馈" }).at(-1)!);
    expect(await screen.findByText("你已提交过反馈，请修改已有的反馈", undefined, SLOW)).toBeTruthy();
    // The open dialog turns to editing the feedback found (its next save is a PUT).
    expect(await screen.findByRole("dialog", { name: "修改反馈" }, SLOW)).toBeTruthy();
    expect(screen.getByRole("button", { name: "保存修改" })).toBeTruthy();
  });
});

describe("?feedback=true", () => {
  it("signed in and approved: the dialog opens, and the parameter is cleared", async () => {
    mockApi(noFeedback);
    const handled = section(pastEvent("APPROVED"), { userId: "u9" }, true);
    expect(await screen.findByRole("dialog", { name: "活动反馈" }, SLOW)).toBeTruthy();
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it("with feedback already given: the dialog opens in edit mode", async () => {
    mockApi({ "GET /api/events/e1/my-feedback": () => ok(saved()) });
    section(pastEvent("APPROVED"), { userId: "u9" }, true);
    expect(await screen.findByRole("dialog", { name: "修改反馈" }, SLOW)).toBeTruthy();
  });

  it("signed out: the login-required toast, whose action returns here with ?feedback=true", async () => {
    mockApi({});
    window.history.replaceState(null, "", "/zh/events/e1?feedback=true");
    const handled = section(pastEvent(null), null, true);
    expect(await screen.findByText("请先登录", undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole("button", { name: "登录" })).toBeTruthy();
    expect(handled).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("signed in but not an approved registrant: registration comes first", async () => {
    mockApi({});
    const handled = section(pastEvent(null), { userId: "u9" }, true);
    expect(await screen.findByText("请先报名参加活动，报名通过后才能提交反馈", undefined, SLOW)).toBeTruthy();
    expect(handled).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("approved, but the event has not started: says why", async () => {
    mockApi({});
    section(pastEvent("APPROVED", { startTime: "2099-01-01T10:00:00Z", endTime: "2099-01-01T12:00:00Z" }), { userId: "u9" }, true);
    expect(await screen.findByText("活动尚未开始，开始后才能提交反馈", undefined, SLOW)).toBeTruthy();
  });
});

describe("the post-event reminder", () => {
  it(`appears after ${FEEDBACK_REMINDER_DELAY_MS} ms for an attendee without feedback; its action opens the dialog; not again this session`, async () => {
    mockApi(noFeedback);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    section(pastEvent("APPROVED"), { userId: "u9" });
    await screen.findByRole("button", { name: "提交反馈" });
    expect(screen.queryByText("活动已结束，欢迎留下你的反馈")).toBeNull();
    await act(async () => vi.advanceTimersByTime(FEEDBACK_REMINDER_DELAY_MS + 100));
    expect(await screen.findByText("活动已结束，欢迎留下你的反馈", undefined, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "立即反馈" }));
    expect(await screen.findByRole("dialog", { name: "活动反馈" }, SLOW)).toBeTruthy();
    expect(window.sessionStorage.getItem("commons:feedback-reminded:e1")).toBe("1");
  });

  it("does not come to someone who already gave feedback", async () => {
    mockApi({ "GET /api/events/e1/my-feedback": () => ok(saved()) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    section(pastEvent("APPROVED"), { userId: "u9" });
    await screen.findByRole("button", { name: "修改反馈" });
    await act(async () => vi.advanceTimersByTime(FEEDBACK_REMINDER_DELAY_MS * 2));
    expect(screen.queryByText("活动已结束，欢迎留下你的反馈")).toBeNull();
  });

  it("is skipped when this session was already reminded about the event", async () => {
    mockApi(noFeedback);
    window.sessionStorage.setItem("commons:feedback-reminded:e1", "1");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    section(pastEvent("APPROVED"), { userId: "u9" });
    await screen.findByRole("button", { name: "提交反馈" });
    await act(async () => vi.advanceTimersByTime(FEEDBACK_REMINDER_DELAY_MS * 2));
    await waitFor(() => expect(screen.queryByText("活动已结束，欢迎留下你的反馈")).toBeNull());
  });
});
