import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { MessagesTab } from "./messages-tab.tsx";

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

beforeEach(async () => {
  await activateLocale("zh");
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) =>
    init?.method === "POST"
      ? json(422, { success: false, code: "VALIDATION_ERROR", error: "请检查输入", message: "请检查输入", details: [{ field: "body", message: "正文含有不允许的内容" }] })
      : json(200, { success: true, data: { messages: [] } }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// Role queries over a dozen chips are slow in jsdom on a busy machine.
const SLOW = 20_000;

function renderTab() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MessagesTab eventId="e1" locale="zh" timeZone="Asia/Shanghai" />
    </QueryClientProvider>,
  );
}

describe("message the registrants", () => {
  it("refuses with the shared schema's words before sending, the first empty box focused", async () => {
    renderTab();
    fireEvent.click(screen.getByRole("checkbox", { name: /已通过/ }));
    fireEvent.click(screen.getByRole("button", { name: "发送" }));
    expect(await screen.findByText("请填写主题")).toBeTruthy();
    expect(screen.getByText("请填写正文")).toBeTruthy();
    expect(screen.getByText("请至少选择一种报名状态")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/主题/));
    expect(posts()).toHaveLength(0);
  }, SLOW);

  it("puts the server's message on the body box", async () => {
    renderTab();
    fireEvent.change(screen.getByLabelText(/主题/), { target: { value: "开场时间调整" } });
    fireEvent.change(screen.getByLabelText(/正文/), { target: { value: "改到 19:30" } });
    fireEvent.click(screen.getByRole("button", { name: "发送" }));
    expect(await screen.findByText("正文含有不允许的内容")).toBeTruthy();
    expect(screen.getByLabelText(/正文/).getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(String(posts()[0]![1]?.body))).toEqual({ statuses: ["APPROVED"], channels: ["inapp"], subject: "开场时间调整", body: "改到 19:30" });
  }, SLOW);
});
