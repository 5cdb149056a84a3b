import { act, render, screen } from "@testing-library/react";
import { Toaster } from "sonner";
import { toast } from "./toast.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { activateLocale } from "./i18n.ts";
import { registerNavigate } from "./navigation.ts";
import { notifyError, notifyLoginRequired, RateLimitCountdown, rateLimitWaitText } from "./notify-error.tsx";

beforeEach(async () => {
  await activateLocale("zh");
  vi.useFakeTimers();
});
afterEach(() => {
  // Sonner keeps toasts in a module-level store; start each test with none.
  act(() => void toast.dismiss());
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe("rate-limit countdown", () => {
  it("words the wait from the catalog", async () => {
    expect(rateLimitWaitText(8)).toBe("请等待 8 秒");
    await activateLocale("en");
    expect(rateLimitWaitText(8)).toMatch(/8/);
  });

  it("counts down once a second and stops at zero", () => {
    render(<RateLimitCountdown seconds={3} />);
    expect(screen.getByText("请等待 3 秒")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByText("请等待 2 秒")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1000));
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByText("请等待 0 秒")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByText("请等待 0 秒")).toBeTruthy();
  });
});

describe("toasts", () => {
  it("shows a rate-limit toast with the countdown and a 'got it' action", async () => {
    render(<Toaster />);
    act(() => notifyError(new ApiError({ status: 429, message: "请求过于频繁", type: "rateLimit", retryAfter: 5 })));
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
    expect(screen.getByText("请求频率限制")).toBeTruthy();
    expect(screen.getByText("请等待 5 秒")).toBeTruthy();
    expect(screen.getByRole("button", { name: "知道了" })).toBeTruthy();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(screen.getByText("请等待 4 秒")).toBeTruthy();
  });

  it("titles other errors by type and offers retry on network errors", async () => {
    const onRetry = vi.fn();
    render(<Toaster />);
    act(() => notifyError(new ApiError({ message: "网络连接失败，请检查网络后重试", type: "network" }), { onRetry }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(50)));
    expect(screen.getByText("网络错误")).toBeTruthy();
    act(() => screen.getByRole("button", { name: "重试" }).click());
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("shows the login-required toast only after 500 ms, with a login action carrying the return path", async () => {
    const navigate = vi.fn();
    registerNavigate(navigate);
    render(<Toaster />);
    act(() => notifyLoginRequired("/zh/events/42"));
    await act(async () => void (await vi.advanceTimersByTimeAsync(499)));
    expect(screen.queryByText("请先登录")).toBeNull();
    // Sonner renders a new toast on its next tick.
    await act(async () => void (await vi.advanceTimersByTimeAsync(20)));
    expect(screen.getByText("请先登录")).toBeTruthy();
    act(() => screen.getByRole("button", { name: "登录" }).click());
    expect(navigate).toHaveBeenCalledWith("/zh/auth/login?redirectTo=%2Fzh%2Fevents%2F42");
  });
});
