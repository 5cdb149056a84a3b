import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { type ShareEvent, ShareDialog } from "./share-dialog.tsx";

const event: ShareEvent = {
  id: "ev1",
  title: "独立开发者第 42 期分享会",
  shortDescription: "从 0 到第一个付费用户",
  coverImage: null,
  startTime: "2030-03-15T11:00:00Z",
  endTime: "2030-03-15T13:00:00Z",
  timezone: "Asia/Shanghai",
  isOnline: false,
  address: "上海市徐汇区漕溪北路 88 号",
  city: "上海",
};

function stubInvite(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderDialog(isSignedIn = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShareDialog event={event} locale="zh" isSignedIn={isSignedIn} open onOpenChange={() => undefined} />
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Reads the QR the dialog shows, as a phone camera would. */
function decodeQrImage(img: HTMLImageElement): string | undefined {
  const png = PNG.sync.read(Buffer.from(img.src.replace(/^data:image\/png;base64,/, ""), "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

const origin = window.location.origin;

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

describe("ShareDialog", () => {
  it("shares the link with the sharer's invite code, in the text and in a QR that decodes to it", async () => {
    const fetchMock = stubInvite(200, { success: true, data: { invite: { code: "INV42" } } });
    renderDialog();
    const link = `${origin}/zh/events/ev1?invite=INV42`;
    expect(await screen.findByText("邀请码：INV42")).toBeTruthy();
    expect((screen.getByLabelText("活动链接") as HTMLInputElement).value).toBe(link);
    const text = (screen.getByLabelText("分享文案") as HTMLTextAreaElement).value;
    expect(text.split("\n")).toEqual([event.title, expect.stringContaining("2030年3月15日"), event.address, link]);
    expect(text).toContain("19:00");
    const img = (await screen.findByAltText("活动链接的二维码")) as HTMLImageElement;
    expect(decodeQrImage(img)).toBe(link);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/events/ev1/invites/user");
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("POST");
  });

  it("shares the plain link when the server says 401 (no code)", async () => {
    stubInvite(401, { success: false, error: "请先登录", code: "UNAUTHORIZED" });
    renderDialog();
    await waitFor(() => expect((screen.getByLabelText("活动链接") as HTMLInputElement).value).toBe(`${origin}/zh/events/ev1`));
    expect(screen.queryByText(/邀请码：/)).toBeNull();
  });

  it("says 'failed to get invite code' when the call fails, and still offers the plain link", async () => {
    stubInvite(403, { success: false, error: "forbidden", code: "FORBIDDEN" });
    renderDialog();
    expect(await screen.findByText("获取邀请码失败")).toBeTruthy();
    expect((screen.getByLabelText("活动链接") as HTMLInputElement).value).toBe(`${origin}/zh/events/ev1`);
  });

  it("asks nothing of a visitor and invites them to sign in for a code", async () => {
    const fetchMock = stubInvite(500, null);
    renderDialog(false);
    expect(screen.getByText("登录后分享，可获得专属邀请码")).toBeTruthy();
    expect((screen.getByLabelText("活动链接") as HTMLInputElement).value).toBe(`${origin}/zh/events/ev1`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("copies the link and confirms, or says the copy failed", async () => {
    stubInvite(401, { success: false, error: "x", code: "UNAUTHORIZED" });
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    document.execCommand = () => false;
    renderDialog();
    const copy = await screen.findByRole("button", { name: "复制链接" });
    await waitFor(() => expect((copy as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(copy);
    expect(await screen.findByText("已复制到剪贴板")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${origin}/zh/events/ev1`);
    fireEvent.click(copy);
    expect(await screen.findByText("复制失败")).toBeTruthy();
  });
});
