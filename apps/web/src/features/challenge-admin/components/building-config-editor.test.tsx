import { buildingConfigSchema } from "@commons/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { Toaster } from "@/lib/toast.tsx";
import { mockApi, ok } from "@/test/api-mock.ts";
import { BuildingConfigEditor, type RenderQrImage } from "./building-config-editor.tsx";

// Sonner loads on the first toast, and the first render loads the form's modules: on a busy machine both take
// longer than Testing Library's 1 s and Vitest's 5 s.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const config = buildingConfigSchema.parse({ depositAmount: 99, refundRate: 0.8 });

/** The uploads feature's place: a button that "uploads" the QR image. */
const renderImage: RenderQrImage = ({ label, value, onChange }) => (
  <button type="button" onClick={() => onChange("/files/qr.png")}>
    {`${label}: ${value ?? "-"}`}
  </button>
);

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BuildingConfigEditor eventId="e1" renderImage={renderImage} />
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => vi.unstubAllGlobals());

describe("BuildingConfigEditor", () => {
  it("shows the stored settings (the refund rate in %), says no money moves, and saves the whole document", async () => {
    const api = mockApi({
      "GET /api/events/e1/building-config": ok({ config }),
      "PUT /api/events/e1/building-config": ok({ config: { ...config, duration: 30, requiredCheckIns: 10, refundRate: 0.5, paymentQRCode: "/files/qr.png" } }),
    });
    renderEditor();
    expect(((await screen.findByLabelText("完成后退还比例（%）")) as HTMLInputElement).value).toBe("80");
    expect(screen.getByTestId("deposit-note").textContent).toContain("本平台不收款、不退款");
    fireEvent.change(screen.getByLabelText("挑战天数"), { target: { value: "30" } });
    fireEvent.change(screen.getByLabelText("要求打卡次数"), { target: { value: "10" } });
    fireEvent.change(screen.getByLabelText("完成后退还比例（%）"), { target: { value: "50" } });
    fireEvent.click(screen.getByRole("switch", { name: "开放打卡设置" }));
    fireEvent.click(screen.getByRole("button", { name: "收款二维码: -" }));
    fireEvent.click(screen.getByRole("button", { name: "保存挑战设置" }));
    expect(await screen.findByText("挑战设置已保存")).toBeTruthy();
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({
      ...config,
      duration: 30,
      requiredCheckIns: 10,
      refundRate: 0.5,
      setupOpen: false,
      paymentQRCode: "/files/qr.png",
    });
  });

  it("puts each refusal on its field: more check-ins than days, a blank length, a refund over 100 %", async () => {
    const api = mockApi({ "GET /api/events/e1/building-config": ok({ config }) });
    renderEditor();
    fireEvent.change(await screen.findByLabelText("要求打卡次数"), { target: { value: "30" } });
    fireEvent.click(screen.getByRole("button", { name: "保存挑战设置" }));
    expect(await screen.findByText("要求打卡次数不能超过挑战天数")).toBeTruthy();
    expect(screen.getByLabelText("要求打卡次数").getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(screen.getByLabelText("要求打卡次数"), { target: { value: "7" } });
    fireEvent.change(screen.getByLabelText("挑战天数"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("完成后退还比例（%）"), { target: { value: "120" } });
    fireEvent.click(screen.getByRole("button", { name: "保存挑战设置" }));
    expect(await screen.findByText("退还比例必须在 0 到 100 之间")).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText("挑战天数").getAttribute("aria-invalid")).toBe("true"));
    expect(api.calls.some((c) => c.method === "PUT")).toBe(false);
  });
});
