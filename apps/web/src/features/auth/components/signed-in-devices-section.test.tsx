import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { SignedInDevicesSection } from "./signed-in-devices-section.tsx";

const fetchMock = vi.fn<typeof fetch>();
const json = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { headers: { "Content-Type": "application/json" } });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const laptop = { id: "s1", current: true, userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", signedInAt: minutesAgo(90), lastActiveAt: minutesAgo(1) };
const phone = { id: "s2", current: false, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 MicroMessenger/8.0.50", signedInAt: minutesAgo(3000), lastActiveAt: minutesAgo(120) };

beforeEach(async () => {
  await activateLocale("zh");
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SignedInDevicesSection locale="zh" />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("SignedInDevicesSection", () => {
  it("names each device by browser and system, marks this one, and signs another out", async () => {
    fetchMock.mockResolvedValueOnce(json({ sessions: [laptop, phone] }));
    renderSection();
    expect(await screen.findByText("Chrome · macOS")).toBeTruthy();
    expect(screen.getByText("本设备")).toBeTruthy();
    expect(screen.getByText("WeChat · iOS")).toBeTruthy();
    // This device offers no sign-out of itself: only the phone's row has one.
    expect(screen.getAllByRole("button", { name: /^退出 / })).toHaveLength(1);

    fetchMock.mockResolvedValueOnce(json({ revoked: true })).mockResolvedValueOnce(json({ sessions: [laptop] }));
    fireEvent.click(screen.getByRole("button", { name: "退出 WeChat · iOS" }));
    expect(await screen.findByText("已退出该设备")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe("/api/user/sessions/s2");
    expect(init?.method).toBe("DELETE");
    await waitFor(() => expect(screen.queryByText("WeChat · iOS")).toBeNull());
    expect(screen.queryByRole("button", { name: "退出其他所有设备" })).toBeNull();
  });

  it("signs out every other device at once", async () => {
    fetchMock.mockResolvedValueOnce(json({ sessions: [laptop, phone] })).mockResolvedValueOnce(json({ revoked: 1 })).mockResolvedValueOnce(json({ sessions: [laptop] }));
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: "退出其他所有设备" }));
    expect(await screen.findByText("其他设备已全部退出登录")).toBeTruthy();
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/user/sessions");
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe("DELETE");
  });
});
