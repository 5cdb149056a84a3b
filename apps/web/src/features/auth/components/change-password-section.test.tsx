import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { ChangePasswordSection } from "./change-password-section.tsx";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function renderSection(hasPassword = true) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordSection hasPassword={hasPassword} />
      <Toaster />
    </QueryClientProvider>,
  );
}

function fill(current: string, next: string, confirm = next) {
  fireEvent.change(screen.getByLabelText("当前密码"), { target: { value: current } });
  fireEvent.change(screen.getByLabelText("新密码"), { target: { value: next } });
  fireEvent.change(screen.getByLabelText("确认新密码"), { target: { value: confirm } });
  fireEvent.click(screen.getByRole("button", { name: "修改密码" }));
}

const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));

beforeEach(async () => {
  await activateLocale("zh");
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("ChangePasswordSection", () => {
  it("changes the password, signing out other devices by default, and clears the form", async () => {
    fetchMock.mockResolvedValue(json({ token: "t", user: { id: "u1" } }));
    renderSection();
    fill("correct-horse-battery-9", "amber-violin-meadow-58");
    expect(await screen.findByText("密码已修改，其他设备已退出登录")).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/change-password");
    expect(sentBody()).toEqual({ currentPassword: "correct-horse-battery-9", newPassword: "amber-violin-meadow-58", revokeOtherSessions: true });
    expect((screen.getByLabelText("当前密码") as HTMLInputElement).value).toBe("");
  });

  it("keeps other devices signed in when the switch is off", async () => {
    fetchMock.mockResolvedValue(json({ token: null, user: { id: "u1" } }));
    renderSection();
    fireEvent.click(screen.getByRole("switch", { name: "退出其他设备上的登录" }));
    fill("correct-horse-battery-9", "amber-violin-meadow-58");
    expect(await screen.findByText("密码已修改")).toBeTruthy();
    expect(sentBody().revokeOtherSessions).toBe(false);
  });

  it("refuses what it can tell before sending: empty, too short, unchanged, mismatched", async () => {
    renderSection();
    fill("", "short", "short");
    expect(await screen.findByText("当前密码不能为空")).toBeTruthy();
    expect(screen.getByText("密码至少需要8个字符")).toBeTruthy();
    fill("same-password-1", "same-password-1");
    expect(await screen.findByText("新密码不能与当前密码相同")).toBeTruthy();
    fill("correct-horse-battery-9", "amber-violin-meadow-58", "amber-violin-meadow-59");
    expect(await screen.findByText("两次输入的新密码不一致")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a wrong current password on that field, once", async () => {
    const message = "当前密码不正确";
    fetchMock.mockResolvedValue(json({ success: false, error: message, message, code: "BAD_REQUEST", details: [{ field: "currentPassword", message }] }, 400));
    renderSection();
    fill("not-the-password-1", "amber-violin-meadow-58");
    const current = screen.getByLabelText("当前密码");
    await waitFor(() => expect(current.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("tells a phone-code account it has no password, with no form", () => {
    renderSection(false);
    expect(screen.getByText(/这个账号没有设置密码/)).toBeTruthy();
    expect(screen.queryByLabelText("当前密码")).toBeNull();
  });
});
