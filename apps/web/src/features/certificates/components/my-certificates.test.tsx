import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { fail, mockApi, ok } from "@/test/api-mock.ts";
import { certificate, renderWithRouter } from "../test-kit.tsx";
import { MyCertificates } from "./my-certificates.tsx";

// docs/product/certificate-pages.md#my-certificates: states, search, filters, tiles, cards and the detail dialog.

const LIST = "GET /api/user/certificates";
const mine = [
  certificate(1, { awardLevel: "FIRST", awardCategory: "TECHNICAL", projectTitle: "数据罗盘", awardName: "评委大奖", eventTitle: "AI 黑客松", canCorrectName: true }),
  certificate(2, { awardLevel: "SECOND", awardCategory: "CREATIVE", projectTitle: "像素花园", awardName: "最佳创意", eventTitle: "设计周" }),
  certificate(3, { awardLevel: "EXCELLENCE", awardCategory: "GENERAL", source: "CHALLENGE", projectTitle: null, projectDescription: null, awardName: "21 天挑战完成", eventTitle: "Building Public 第 3 期", score: null }),
  certificate(4, { awardLevel: "THIRD", status: "REVOKED", revokedAt: "2026-11-25T02:00:00.000Z", revokeReason: "作品抄袭", awardName: "人气奖", eventTitle: "周末黑客松" }),
];

function Harness() {
  const [open, setOpen] = useState<string | null>(null);
  return <MyCertificates locale="zh" open={open} onOpenChange={setOpen} />;
}

const cardTitles = () => screen.queryAllByTestId("certificate-card").map((card) => within(card).getByRole("heading").textContent);

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

// Each test renders a router, the grid and a dialog: seconds on a busy shared machine.
describe("MyCertificates", { timeout: 15_000 }, () => {
  it("counts first, second, third and the rest (valid ones), and lists every card with its level, award, project, badges, points and date", async () => {
    mockApi({ [LIST]: ok(mine) });
    renderWithRouter(<Harness />);
    expect(await screen.findByLabelText("加载中…")).toBeTruthy();
    await screen.findAllByTestId("certificate-card");
    const tiles = screen.getByTestId("certificate-tiles");
    const count = (key: string) => tiles.querySelector(`[data-tile="${key}"] [data-count]`)?.textContent;
    expect([count("FIRST"), count("SECOND"), count("THIRD"), count("other")]).toEqual(["1", "1", "0", "1"]);
    expect(cardTitles()).toEqual(["评委大奖", "最佳创意", "21 天挑战完成", "人气奖"]);
    const first = screen.getAllByTestId("certificate-card")[0]!;
    for (const text of ["一等奖", "数据罗盘", "作品 1 的一句话介绍", "技术", "AI 黑客松", "8.5 分", "颁发于 2026年11月20日"]) expect(within(first).getByText(text)).toBeTruthy();
    const revoked = screen.getAllByTestId("certificate-card")[3]!;
    expect(revoked.getAttribute("data-status")).toBe("REVOKED");
    expect(within(revoked).getByText("已撤销")).toBeTruthy();
  });

  it("searches project, award and event titles, filters by level and category, and says when nothing matches", async () => {
    mockApi({ [LIST]: ok(mine) });
    renderWithRouter(<Harness />);
    await screen.findAllByTestId("certificate-card");
    const search = screen.getByLabelText("搜索证书");
    fireEvent.change(search, { target: { value: "像素" } });
    expect(cardTitles()).toEqual(["最佳创意"]);
    fireEvent.change(search, { target: { value: "评委" } });
    expect(cardTitles()).toEqual(["评委大奖"]);
    fireEvent.change(search, { target: { value: "building" } });
    expect(cardTitles()).toEqual(["21 天挑战完成"]);
    fireEvent.change(search, { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("奖项等级"), { target: { value: "SECOND" } });
    expect(cardTitles()).toEqual(["最佳创意"]);
    fireEvent.change(screen.getByLabelText("奖项类别"), { target: { value: "TECHNICAL" } });
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText("没有匹配的证书")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "清除筛选" }));
    expect(cardTitles()).toHaveLength(4);
    expect((screen.getByLabelText("奖项等级") as HTMLSelectElement).value).toBe("");
  });

  it("says 'no certificates yet' for an empty list", async () => {
    mockApi({ [LIST]: ok([]) });
    renderWithRouter(<Harness />);
    expect(await screen.findByText("还没有证书")).toBeTruthy();
  });

  it("says '获取证书列表失败' when the list does not load, and offers a retry", async () => {
    // A refusal (not retried, unlike a 5xx).
    mockApi({ [LIST]: fail(403, "没有权限") });
    renderWithRouter(<Harness />);
    expect(await screen.findByText("获取证书列表失败")).toBeTruthy();
    expect(screen.getByRole("button", { name: /重试/ })).toBeTruthy();
  });

  it("opens the detailed certificate in a dialog, copies its verification link, and gives the focus back on close", async () => {
    mockApi({ [LIST]: ok(mine) });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText }, share: undefined });
    renderWithRouter(<Harness />);
    const view = await screen.findByRole("button", { name: "查看证书：最佳创意" });
    view.focus();
    fireEvent.click(view);
    const dialog = await screen.findByRole("dialog", { name: "证书详情" });
    expect(within(dialog).getByTestId("certificate-view").getAttribute("data-variant")).toBe("detailed");
    expect(within(dialog).queryByText("更正证书上的姓名")).toBeNull();
    const url = `${window.location.origin}/zh/certificates/000000000002`;
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "复制链接" })));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText("证书链接已复制到剪贴板！")).toBeTruthy();
    // No system share sheet here: share copies the link too.
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "分享" })));
    expect(writeText).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "查看证书：最佳创意" })));
  });

  it("shares through the system sheet where there is one, and says '分享失败' when it fails (not when the reader closes it)", async () => {
    mockApi({ [LIST]: ok(mine) });
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => {
      throw new DOMException("closed", "AbortError");
    });
    vi.stubGlobal("navigator", { ...navigator, share });
    renderWithRouter(<Harness />);
    fireEvent.click(await screen.findByRole("button", { name: "查看证书：评委大奖" }));
    const dialog = await screen.findByRole("dialog");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "分享" })));
    expect(share.mock.calls[0]?.[0]).toMatchObject({ title: "评委大奖", url: `${window.location.origin}/zh/certificates/000000000001` });
    expect(screen.queryByText("分享失败")).toBeNull();
    share.mockRejectedValueOnce(new Error("denied"));
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "分享" })));
    expect(await screen.findByText("分享失败")).toBeTruthy();
  });

  it("downloads the server's PNG and PDF under the certificate's number, and says so either way", async () => {
    const api = mockApi({ [LIST]: ok(mine) });
    const base = api.fetchMock.getMockImplementation()!;
    const served: string[] = [];
    api.fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (!url.includes("/download")) return base(input, init);
      served.push(url);
      return url.endsWith("format=png") ? new Response(new Uint8Array([137, 80, 78, 71]), { headers: { "Content-Type": "image/png" } }) : new Response("", { status: 500 });
    });
    const saved: string[] = [];
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithRouter(<Harness />);
    fireEvent.click(await screen.findByRole("button", { name: "查看证书：评委大奖" }));
    const dialog = await screen.findByRole("dialog");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "下载 PNG" })));
    expect(await screen.findByText("证书下载成功！")).toBeTruthy();
    expect(saved).toEqual(["certificate-000000000001.png"]);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "下载 PDF" })));
    expect(await screen.findByText("证书下载失败")).toBeTruthy();
    expect(served).toEqual([`/api/certificates/${mine[0]!.id}/download?format=png`, `/api/certificates/${mine[0]!.id}/download?format=pdf`]);
    click.mockRestore();
  });

  it("lets the holder correct the name once, and shows a revoked certificate's date and reason", async () => {
    const api = mockApi({ [LIST]: ok(mine), [`PATCH /api/certificates/${mine[0]!.id}/recipient-name`]: ok({ ...mine[0], recipientName: "陈亚力", canCorrectName: false }) });
    renderWithRouter(<Harness />);
    fireEvent.click(await screen.findByRole("button", { name: "查看证书：评委大奖" }));
    let dialog = await screen.findByRole("dialog");
    const field = within(dialog).getByLabelText("证书姓名");
    fireEvent.change(field, { target: { value: "  " } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "保存更正" })));
    expect(within(dialog).getByRole("alert").textContent).toBeTruthy();
    fireEvent.change(field, { target: { value: "陈亚力" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "保存更正" })));
    expect(api.calls.find((c) => c.method === "PATCH")?.body).toEqual({ recipientName: "陈亚力" });
    expect(await screen.findByText("证书姓名已更正")).toBeTruthy();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "查看证书：人气奖" }));
    dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("已于 2026年11月25日 撤销")).toBeTruthy();
    expect(within(dialog).getByText("撤销原因：作品抄袭")).toBeTruthy();
    expect(within(dialog).getByTestId("certificate-revoked")).toBeTruthy();
  });
});
