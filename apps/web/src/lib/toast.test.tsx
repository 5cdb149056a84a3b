import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast, Toaster } from "./toast.tsx";

// The facade keeps Sonner out of the initial JavaScript: calls made before it has loaded wait, and
// show in order once the <Toaster> host has Sonner's toaster on screen.
describe("toast facade", () => {
  it("queues toasts sent before Sonner has loaded and shows them in order", async () => {
    render(<Toaster />);
    const first = toast.success("第一条");
    toast.error("第二条", { description: "详情" });
    expect(typeof first).toBe("string");
    expect(await screen.findByText("第一条")).toBeTruthy();
    expect(await screen.findByText("第二条")).toBeTruthy();
    expect(screen.getByText("详情")).toBeTruthy();
    const titles = screen.getAllByText(/^第.条$/).map((element) => element.textContent);
    expect(titles.sort()).toEqual(["第一条", "第二条"]);
  });

  it("returns the id it gives Sonner, so a toast can be replaced or dismissed straight away", async () => {
    render(<Toaster />);
    const id = toast.info("请稍候");
    expect(await screen.findByText("请稍候")).toBeTruthy();
    toast.info("已更新", { id });
    expect(await screen.findByText("已更新")).toBeTruthy();
    expect(screen.queryByText("请稍候")).toBeNull();
    act(() => toast.dismiss(id));
    await waitFor(() => expect(screen.queryByText("已更新")).toBeNull());
  });
});
