import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { mockApi, ok } from "@/test/api-mock.ts";
import { certificate, renderWithRouter } from "../test-kit.tsx";
import { CertificatesConsolePanel } from "./certificates-console-panel.tsx";

// docs/product/certificate-pages.md#console: the console's certificates tab.

const valid = certificate(1, { recipientName: "陈亚历", awardName: "评委大奖", canRevoke: true });
const revoked = certificate(2, { recipientName: "王芳", awardName: "人气奖", canRevoke: true, status: "REVOKED", revokedAt: "2026-11-25T02:00:00.000Z", revokeReason: "重复提交" });

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  return renderWithRouter(<CertificatesConsolePanel eventId="e1" locale="zh" />, "/zh/app/events/e1/manage?tab=certificates");
}

describe("CertificatesConsolePanel", { timeout: 15_000 }, () => {
  it("revokes with a required reason behind a confirmation that gives the focus back, and restores", async () => {
    const api = mockApi({
      "GET /api/events/e1/certificates": ok([valid, revoked]),
      "GET /api/events/e1/certificate-settings": ok({ attendanceCertificates: false }),
      [`POST /api/certificates/${valid.id}/revoke`]: ok({ ...valid, status: "REVOKED" }),
      [`POST /api/certificates/${revoked.id}/restore`]: ok({ ...revoked, status: "VALID" }),
    });
    renderPanel();
    const rows = await screen.findAllByTestId("certificate-row");
    expect(within(rows[1]!).getByText("已于 2026年11月25日 撤销")).toBeTruthy();
    expect(within(rows[1]!).getByText("撤销原因：重复提交")).toBeTruthy();
    const trigger = within(rows[0]!).getByRole("button", { name: "撤销 陈亚历 的证书" });
    trigger.focus();
    fireEvent.click(trigger);
    let dialog = await screen.findByRole("dialog", { name: "撤销这张证书？" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "确认撤销" })));
    expect(within(dialog).getByRole("alert").textContent).toBe("请填写撤销原因");
    expect(api.calls.some((c) => c.path.endsWith("/revoke"))).toBe(false);
    // Cancelling gives the focus back to the row's button.
    fireEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    fireEvent.click(trigger);
    dialog = await screen.findByRole("dialog", { name: "撤销这张证书？" });
    fireEvent.change(within(dialog).getByLabelText(/撤销原因/), { target: { value: "作品违反比赛规则" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "确认撤销" })));
    expect(api.calls.find((c) => c.path.endsWith("/revoke"))?.body).toEqual({ reason: "作品违反比赛规则" });
    expect(await screen.findByText("证书已撤销")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "恢复 王芳 的证书" })));
    expect(api.calls.some((c) => c.method === "POST" && c.path === `/api/certificates/${revoked.id}/restore`)).toBe(true);
    expect(await screen.findByText("证书已恢复")).toBeTruthy();
  });

  it("turns attendance certificates on", async () => {
    const api = mockApi({
      "GET /api/events/e1/certificates": ok([]),
      "GET /api/events/e1/certificate-settings": ok({ attendanceCertificates: false }),
      "PUT /api/events/e1/certificate-settings": ok({ attendanceCertificates: true, issued: 3 }),
    });
    renderPanel();
    expect(await screen.findByText("还没有颁发证书")).toBeTruthy();
    const toggle = screen.getByRole("switch", { name: "为到场签到的参与者颁发参与证书" });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(toggle));
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({ attendanceCertificates: true });
    expect(await screen.findByText("证书设置已保存")).toBeTruthy();
    expect(toggle.getAttribute("aria-checked")).toBe("true");
  });
});
