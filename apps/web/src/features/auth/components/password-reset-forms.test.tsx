import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const refusal = (field: string, message: string) => json({ success: false, error: message, message, code: "BAD_REQUEST", details: [{ field, message }] }, 400);
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
const withQueries = (ui: React.ReactNode) => render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

beforeEach(async () => {
  await activateLocale("zh");
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("ForgotPasswordForm", () => {
  it("asks for a link for the typed address and says, without confirming the account, that it was sent", async () => {
    fetchMock.mockResolvedValue(json({ status: true, message: "If this email exists in our system, check your email for the reset link" }));
    withQueries(<ForgotPasswordForm defaultEmail=" wang@example.com " />);
    fireEvent.click(screen.getByRole("button", { name: "发送重置链接" }));
    expect(await screen.findByText(/如果 wang@example.com 注册过 Commons，重置链接已发到这个邮箱，60 分钟内有效/)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/request-password-reset");
    expect(sentBody()).toEqual({ email: "wang@example.com" });
  });

  it("refuses an address that is not one before sending", async () => {
    withQueries(<ForgotPasswordForm />);
    fireEvent.change(screen.getByLabelText("邮箱"), { target: { value: "wang@" } });
    fireEvent.click(screen.getByRole("button", { name: "发送重置链接" }));
    expect(await screen.findByText("请输入有效的邮箱地址")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("ResetPasswordForm", () => {
  function renderReset(onReset = vi.fn()) {
    withQueries(<ResetPasswordForm token="t0k3n" onReset={onReset} newLink={<a href="/zh/auth/forgot-password">重新获取重置链接</a>} />);
    return onReset;
  }
  function fill(password: string, confirm = password) {
    fireEvent.change(screen.getByLabelText("新密码"), { target: { value: password } });
    fireEvent.change(screen.getByLabelText("确认新密码"), { target: { value: confirm } });
    fireEvent.click(screen.getByRole("button", { name: "重置密码" }));
  }

  it("sends the link's token with the new password, then hands on", async () => {
    fetchMock.mockResolvedValue(json({ status: true }));
    const onReset = renderReset();
    fill("amber-violin-meadow-58");
    await waitFor(() => expect(onReset).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/reset-password");
    expect(sentBody()).toEqual({ token: "t0k3n", newPassword: "amber-violin-meadow-58" });
  });

  it("checks length and the confirmation before sending", async () => {
    renderReset();
    fill("short", "shorter");
    expect(await screen.findByText("密码至少需要8个字符")).toBeTruthy();
    expect(screen.getByText("两次输入的新密码不一致")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts a refused new password on its field, and a refused link in an alert with the way to a new one", async () => {
    fetchMock.mockResolvedValueOnce(refusal("newPassword", "这个密码太常见了，请换一个更难猜的密码"));
    const onReset = renderReset();
    fill("password123");
    await waitFor(() => expect(screen.getByLabelText("新密码").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("这个密码太常见了，请换一个更难猜的密码")).toHaveLength(1);

    fetchMock.mockResolvedValueOnce(refusal("token", "重置链接无效或已过期，请重新获取"));
    fill("amber-violin-meadow-58");
    const message = await screen.findByText("重置链接无效或已过期，请重新获取");
    expect(message.closest('[role="alert"]')?.querySelector('a[href="/zh/auth/forgot-password"]')).toBeTruthy();
    expect(onReset).not.toHaveBeenCalled();
  });
});
