import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { createQueryClient } from "@/lib/query-client.ts";
import { createAppRouter } from "@/router.tsx";
import { PhoneSignInForm } from "./phone-sign-in-form.tsx";

// Only the network (fetch) is stubbed: the form, its mutations, the request layer and the toast are real.
const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
const refusal = (status: number, message: string, details?: { field: string; message: string }[], headers: Record<string, string> = {}) =>
  json({ success: false, error: message, message, code: status === 429 ? "TOO_MANY_REQUESTS" : "BAD_REQUEST", ...(details ? { details } : {}) }, status, headers);
const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));

function renderForm(locale: "zh" | "en" = "zh") {
  const onSignedIn = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PhoneSignInForm locale={locale} onSignedIn={onSignedIn} />
      <Toaster />
    </QueryClientProvider>,
  );
  return onSignedIn;
}

const typePhone = (value: string, label = "手机号") => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sendCode = (name = "获取验证码") => fireEvent.click(screen.getByRole("button", { name }));

async function sendTo(phone: string) {
  fetchMock.mockResolvedValueOnce(json({ message: "code sent" }));
  typePhone(phone);
  sendCode();
  // The countdown, not the toast: toasts of earlier tests may still be leaving.
  expect(await screen.findByRole("button", { name: "60 秒后重发" })).toBeTruthy();
}

beforeEach(async () => {
  await activateLocale("zh");
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("PhoneSignInForm", () => {
  it("checks the number with the domain's rules and words the problem, with an example, before sending", async () => {
    renderForm();
    sendCode();
    expect(await screen.findByText("请输入手机号")).toBeTruthy();
    typePhone("1381234");
    expect(await screen.findByText("中国手机号至少需要11位数字")).toBeTruthy();
    expect(screen.getByText("例如：13812345678")).toBeTruthy();
    const box = screen.getByLabelText("手机号");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe("中国手机号至少需要11位数字例如：13812345678");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("focuses the number when it is refused, and the code when only the code is", async () => {
    renderForm();
    sendCode();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("手机号")));
    await sendTo("13812345678");
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("验证码")));
  });

  it("words the same problems in English", async () => {
    await activateLocale("en");
    renderForm("en");
    typePhone("1381234", "Phone number");
    sendCode("Send code");
    expect(await screen.findByText("China mobile numbers need at least 11 digits")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for a code for the E.164 number, then counts down before another", async () => {
    renderForm();
    await sendTo("138 1234 5678");
    expect((await screen.findAllByText("验证码已发送")).length).toBeGreaterThan(0);
    expect(calls()).toEqual([{ url: "/api/auth/phone-number/send-otp", body: { phoneNumber: "+8613812345678" } }]);
    expect(screen.getByRole("button", { name: "60 秒后重发" }).hasAttribute("disabled")).toBe(true);
  });

  it("takes a number typed with its own international prefix at its word", async () => {
    renderForm();
    await sendTo("+852 5123 4567");
    expect(calls()[0]?.body).toEqual({ phoneNumber: "+85251234567" });
  });

  it("signs in only once a code was sent, and only with a 4–8 digit code", async () => {
    const onSignedIn = renderForm();
    expect(screen.getByRole("button", { name: "登录" }).hasAttribute("disabled")).toBe(true);
    await sendTo("13812345678");
    fireEvent.change(screen.getByLabelText("验证码"), { target: { value: "12a" } });
    expect((screen.getByLabelText("验证码") as HTMLInputElement).value).toBe("12");
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("请输入短信中的验证码")).toBeTruthy();
    expect(screen.getByLabelText("验证码").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(screen.getByLabelText("验证码").getAttribute("aria-describedby") ?? "")?.textContent).toBe("请输入短信中的验证码");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("verifies the code for the same number and hands on", async () => {
    const onSignedIn = renderForm();
    await sendTo("13812345678");
    fetchMock.mockResolvedValue(json({ status: true, token: "t", user: { id: "u1" } }));
    fireEvent.change(screen.getByLabelText("验证码"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(calls()[1]).toEqual({ url: "/api/auth/phone-number/verify", body: { phoneNumber: "+8613812345678", code: "123456" } });
  });

  it("shows a refused code where the person is looking", async () => {
    const onSignedIn = renderForm();
    await sendTo("13812345678");
    fetchMock.mockResolvedValueOnce(refusal(400, "验证码错误", [{ field: "code", message: "验证码错误" }]));
    fireEvent.change(screen.getByLabelText("验证码"), { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("验证码错误")).toBeTruthy();
    const box = screen.getByLabelText("验证码");
    await waitFor(() => expect(box.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe("验证码错误");
    expect(document.activeElement).toBe(box);
    expect(screen.getAllByText("验证码错误")).toHaveLength(1);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("puts a number the server refuses under the number, and a refusal about no field in the alert", async () => {
    renderForm();
    fetchMock.mockResolvedValueOnce(refusal(400, "请输入有效的手机号", [{ field: "phoneNumber", message: "请输入有效的手机号" }]));
    typePhone("13812345678");
    sendCode();
    expect(await screen.findByText("请输入有效的手机号")).toBeTruthy();
    expect(document.getElementById(screen.getByLabelText("手机号").getAttribute("aria-describedby") ?? "")?.textContent).toBe("请输入有效的手机号");

    fetchMock.mockResolvedValueOnce(json({ message: "code sent" }));
    typePhone("13912345678");
    expect(screen.queryByText("请输入有效的手机号")).toBeNull();
    sendCode();
    expect(await screen.findByRole("button", { name: "60 秒后重发" })).toBeTruthy();
    fetchMock.mockResolvedValueOnce(refusal(403, "尝试次数过多，请重新获取验证码"));
    fireEvent.change(screen.getByLabelText("验证码"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("尝试次数过多，请重新获取验证码")).toBeTruthy();
    expect(screen.getByLabelText("验证码").getAttribute("aria-invalid")).toBeNull();
  });

  it("leaves a rate limit to the shared toast, with its Retry-After countdown", async () => {
    renderForm();
    fetchMock.mockResolvedValueOnce(refusal(429, "请求过于频繁，请稍后再试", undefined, { "Retry-After": "42" }));
    typePhone("13812345678");
    sendCode();
    expect(await screen.findByText("请求频率限制")).toBeTruthy();
    expect(screen.getByText("请等待 42 秒")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "60 秒后重发" })).toBeNull();
  });
});

describe("phone sign-in on the login page", () => {
  it("signs in and goes to the safe redirectTo", async () => {
    let signedIn = false;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith("/api/auth/get-session")) return json(signedIn ? { user: { id: "u1", name: "林" }, session: { id: "s1" } } : null);
      if (url === "/api/auth/phone-number/send-otp") return json({ message: "code sent" });
      if (url === "/api/auth/phone-number/verify") {
        signedIn = true;
        return json({ status: true, token: "t", user: { id: "u1" } });
      }
      return refusal(404, "内容不存在");
    });
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ["/zh/auth/login?redirectTo=%2Fzh%2Fsettings%2Fprofile"] }));
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.mouseDown(await screen.findByRole("tab", { name: "手机号登录" }));
    fireEvent.click(screen.getByRole("tab", { name: "手机号登录" }));
    typePhone("13812345678");
    sendCode();
    fireEvent.change(await screen.findByLabelText("验证码"), { target: { value: "123456" } });
    await waitFor(() => expect(screen.getByRole("button", { name: "登录" }).hasAttribute("disabled")).toBe(false));
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/zh/settings/profile"));
  });
});
