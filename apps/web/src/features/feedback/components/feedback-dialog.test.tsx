import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { FeedbackDialog } from "./feedback-dialog.tsx";
import { fail, mockApi, ok, renderWith, saved } from "./feedback-test-kit.tsx";

// Sonner loads on the first toast: on a busy machine that takes longer than Testing Library's 1 s.
const SLOW = { timeout: 5000 };
vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

const open = (existing = null as ReturnType<typeof saved> | null, onOpenChange = vi.fn()) =>
  renderWith(<FeedbackDialog eventId="e1" open onOpenChange={onOpenChange} existing={existing} />, { userId: "u9" });

describe("FeedbackDialog", () => {
  it("keeps submit disabled until a rating is chosen, then POSTs and shows the spec's success", async () => {
    const calls = mockApi({ "POST /api/events/e1/feedback": () => ok(saved({ rating: 4 }), 201) });
    const onOpenChange = vi.fn();
    open(null, onOpenChange);
    expect(screen.getByRole("dialog", { name: "活动反馈" })).toBeTruthy();
    const submit = screen.getByRole("button", { name: "提交反馈" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "4 星" }));
    expect(submit.disabled).toBe(false);
    fireEvent.change(screen.getByLabelText("评价"), { target: { value: "  干货很多  " } });
    fireEvent.click(screen.getByRole("radio", { name: "会" }));
    fireEvent.click(submit);
    await screen.findByText("反馈提交成功！感谢您的参与", undefined, SLOW);
    expect(calls.at(-1)).toEqual({
      key: "POST /api/events/e1/feedback",
      body: { rating: 4, comment: "干货很多", suggestions: null, wouldRecommend: true },
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("names each of the five stars, as one radio group (one Tab stop; the browser moves the choice with the arrows)", () => {
    mockApi({});
    open();
    const stars = [1, 2, 3, 4, 5].map((n) => screen.getByRole("radio", { name: `${n} 星` }) as HTMLInputElement);
    expect(stars.every((s) => s.name === stars[0]!.name)).toBe(true);
    expect(screen.getByRole("group", { name: /整体评分/ })).toBeTruthy();
    fireEvent.click(stars[2]!);
    expect(stars[2]!.checked).toBe(true);
  });

  it("counts characters against the limits, live", () => {
    mockApi({});
    open();
    expect(screen.getByText("0/500")).toBeTruthy();
    expect(screen.getByText("0/300")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("评价"), { target: { value: "好".repeat(12) } });
    fireEvent.change(screen.getByLabelText("改进建议"), { target: { value: "x".repeat(301) } });
    expect(screen.getByText("12/500")).toBeTruthy();
    expect(screen.getByText("301/300").className).toContain("text-red-600");
  });

  it("opens an existing feedback in edit mode, prefilled, and saves with PUT", async () => {
    const calls = mockApi({ "PUT /api/events/e1/feedback": () => ok(saved({ rating: 2 })) });
    open(saved({ rating: 4, comment: "很好", suggestions: "准时开始", wouldRecommend: false }));
    expect(screen.getByRole("dialog", { name: "修改反馈" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "4 星" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("评价") as HTMLTextAreaElement).value).toBe("很好");
    expect((screen.getByLabelText("改进建议") as HTMLTextAreaElement).value).toBe("准时开始");
    expect((screen.getByRole("radio", { name: "不会" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "2 星" }));
    fireEvent.click(screen.getByRole("button", { name: "保存修改" }));
    await screen.findByText("反馈修改成功！", undefined, SLOW);
    expect(calls.at(-1)?.key).toBe("PUT /api/events/e1/feedback");
    expect(calls.at(-1)?.body).toMatchObject({ rating: 2, comment: "很好", wouldRecommend: false });
  });

  it("puts the server's field message on its field and toasts the server's error", async () => {
    mockApi({
      "POST /api/events/e1/feedback": () =>
        fail(422, "VALIDATION_ERROR", "请求参数错误", [{ field: "comment", message: "评价不能超过500个字符" }]),
    });
    open();
    fireEvent.click(screen.getByRole("radio", { name: "5 星" }));
    fireEvent.click(screen.getByRole("button", { name: "提交反馈" }));
    expect(await screen.findByText("评价不能超过500个字符", undefined, SLOW)).toBeTruthy();
    await screen.findByText("请求参数错误", undefined, SLOW);
  });

  it("a network failure gives '反馈提交失败，请重试'", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    open();
    fireEvent.click(screen.getByRole("radio", { name: "3 星" }));
    fireEvent.click(screen.getByRole("button", { name: "提交反馈" }));
    await waitFor(() => expect(screen.getByText("反馈提交失败，请重试")).toBeTruthy(), { timeout: 15_000 });
  }, 20_000);
});
