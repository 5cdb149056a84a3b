import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AfterFirstPaint, afterFirstPaint, holdUntilFirstPaint } from "./after-first-paint.tsx";

describe("after the first paint", () => {
  it("renders and runs at once outside the first page load", () => {
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).toHaveBeenCalledOnce();
    render(<AfterFirstPaint>下方内容</AfterFirstPaint>);
    expect(screen.getByText("下方内容")).toBeTruthy();
  });

  it("holds content and work until a frame and then a task have passed, then releases them once", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    try {
      holdUntilFirstPaint();
      const run = vi.fn();
      afterFirstPaint(run);
      render(<AfterFirstPaint>下方内容</AfterFirstPaint>);
      expect(screen.queryByText("下方内容")).toBeNull();
      expect(run).not.toHaveBeenCalled();

      // The frame alone is not enough: the paint happens after the frame's callbacks.
      await act(async () => void vi.advanceTimersToNextFrame());
      expect(screen.queryByText("下方内容")).toBeNull();
      expect(run).not.toHaveBeenCalled();

      await act(async () => void vi.runOnlyPendingTimers());
      expect(screen.getByText("下方内容")).toBeTruthy();
      expect(run).toHaveBeenCalledOnce();

      // Later mounts and calls do not wait.
      const later = vi.fn();
      afterFirstPaint(later);
      expect(later).toHaveBeenCalledOnce();
      expect(run).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
