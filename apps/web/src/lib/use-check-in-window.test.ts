import { CHECK_IN_OPENS_BEFORE_MS } from "@commons/domain";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCheckInWindow } from "./use-check-in-window.ts";

afterEach(() => vi.useRealTimers());

describe("useCheckInWindow", () => {
  it("moves on by itself: not open, open at the minute it opens, closed at the end", () => {
    vi.useFakeTimers({ now: new Date("2030-01-01T00:00:00Z") });
    const start = Date.now() + CHECK_IN_OPENS_BEFORE_MS + 60_000;
    const event = { startTime: new Date(start).toISOString(), endTime: new Date(start + 3_600_000).toISOString() };
    const { result } = renderHook(() => useCheckInWindow(event));
    expect(result.current).toBe("notOpen");
    act(() => vi.advanceTimersByTime(59_999));
    expect(result.current).toBe("notOpen");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe("open");
    act(() => vi.advanceTimersByTime(CHECK_IN_OPENS_BEFORE_MS + 3_600_000));
    expect(result.current).toBe("closed");
  });

  it("waits in steps when the opening is further off than one timer can wait", () => {
    vi.useFakeTimers({ now: new Date("2030-01-01T00:00:00Z") });
    const start = Date.now() + 40 * 86_400_000;
    const event = { startTime: new Date(start).toISOString(), endTime: new Date(start + 3_600_000).toISOString() };
    const { result } = renderHook(() => useCheckInWindow(event));
    act(() => vi.advanceTimersByTime(30 * 86_400_000));
    expect(result.current).toBe("notOpen");
    act(() => vi.advanceTimersByTime(10 * 86_400_000 - CHECK_IN_OPENS_BEFORE_MS));
    expect(result.current).toBe("open");
  });

  it("is undefined until the event is known", () => {
    expect(renderHook(() => useCheckInWindow(undefined)).result.current).toBeUndefined();
  });
});
