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

  it("holds content and work until a frame and then a task have passed, then releases them one task each", async () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "setTimeout"] });
    try {
      holdUntilFirstPaint();
      const run = vi.fn();
      render(<AfterFirstPaint>下方内容</AfterFirstPaint>);
      afterFirstPaint(run);
      expect(screen.queryByText("下方内容")).toBeNull();
      expect(run).not.toHaveBeenCalled();

      // The frame alone is not enough: the paint happens after the frame's callbacks.
      await act(async () => void vi.advanceTimersToNextFrame());
      expect(screen.queryByText("下方内容")).toBeNull();
      expect(run).not.toHaveBeenCalled();

      // The first task after it wakes the first waiting part only; the next task the next one.
      await act(async () => void vi.runOnlyPendingTimers());
      expect(screen.getByText("下方内容")).toBeTruthy();
      expect(run).not.toHaveBeenCalled();
      await act(async () => void vi.runOnlyPendingTimers());
      expect(run).toHaveBeenCalledOnce();

      // Later mounts and calls do not wait, and nothing runs twice.
      const later = vi.fn();
      afterFirstPaint(later);
      expect(later).toHaveBeenCalledOnce();
      await act(async () => void vi.runAllTimers());
      expect(run).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it("draws nothing in a render that adopts a drawn page, as the server drew nothing there, and fills in a task later", async () => {
    // Fresh modules: the adoption state is the page's, and this test starts one (ADR 0021).
    vi.resetModules();
    const { AfterFirstPaint: Fresh } = await import("./after-first-paint.tsx");
    const { adoptServerDrawnPage, hydrateInTurns } = await import("./hydrate-in-turn.tsx");
    const page = document.createElement("div");
    document.body.append(page);
    try {
      adoptServerDrawnPage(page);
      hydrateInTurns(() => void render(<Fresh>活动照片</Fresh>, { container: page }), page);
      expect(screen.queryByText("活动照片")).toBeNull();
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(screen.getByText("活动照片")).toBeTruthy();
    } finally {
      page.remove();
      delete document.documentElement.dataset.hydrating;
      delete document.documentElement.dataset.hydrated;
    }
  });
});
