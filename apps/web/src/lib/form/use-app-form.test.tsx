import { signUpSchema } from "@commons/domain";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error.ts";
import { activateLocale } from "@/lib/i18n.ts";
import { FormInput } from "./form-controls.tsx";
import { formIssue, useAppForm } from "./use-app-form.ts";

vi.mock("@/lib/notify-error.tsx", () => ({ notifyError: vi.fn() }));
const { notifyError } = await import("@/lib/notify-error.tsx");

interface Values {
  name: string;
  email: string;
  password: string;
  confirm: string;
  answers: { answer: string }[];
}
const EMPTY: Values = { name: "", email: "", password: "", confirm: "", answers: [{ answer: "" }] };
const FILLED: Values = { name: "林", email: "lin@example.com", password: "long enough", confirm: "long enough", answers: [{ answer: "x" }] };

function Harness({ onValid, defaults = EMPTY }: { onValid: (values: unknown) => Promise<void>; defaults?: Values }) {
  const form = useAppForm<Values, unknown>({
    defaultValues: defaults,
    schema: signUpSchema,
    // A rule only the form has, worded from the web catalog.
    alsoCheck: (_input, values) => (values.confirm === values.password ? [] : [formIssue("confirm", "settings.passwordMismatch")]),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onValid(values);
    } catch (error) {
      form.failed(error);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {form.formError ? <p data-testid="form-error">{form.formError}</p> : null}
      <FormInput form={form} name="name" id="t-name" label="name" />
      <FormInput form={form} name="email" id="t-email" label="email" />
      <FormInput form={form} name="password" id="t-password" label="password" type="password" />
      <FormInput form={form} name="confirm" id="t-confirm" label="confirm" type="password" />
      <FormInput form={form} name="answers.0.answer" id="t-answer" label="answer" />
      <button type="submit">go</button>
    </form>
  );
}

const refusal = (details: { field: string; message: string }[]) =>
  new ApiError({ status: 422, code: "VALIDATION_ERROR", message: "请检查输入", type: "validation", details });

beforeEach(async () => {
  vi.mocked(notifyError).mockClear();
  await activateLocale("zh");
});

describe("useAppForm", () => {
  it("words the domain schema's issues in Chinese, marks the fields and focuses the first", async () => {
    const onValid = vi.fn(async () => undefined);
    render(<Harness onValid={onValid} defaults={{ ...EMPTY, email: "not-an-address", confirm: "other" }} />);
    fireEvent.click(screen.getByRole("button", { name: "go" }));

    expect(await screen.findByText("姓名不能为空")).toBeTruthy();
    expect(screen.getByText("请输入有效的邮箱地址")).toBeTruthy();
    expect(screen.getByText("密码至少需要8个字符")).toBeTruthy();
    expect(screen.getByText("两次输入的新密码不一致")).toBeTruthy();
    const name = screen.getByLabelText("name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe("姓名不能为空");
    expect(document.activeElement).toBe(name);
    expect(onValid).not.toHaveBeenCalled();
  });

  it("words the same issues in English once the reader switches", async () => {
    await activateLocale("en");
    render(<Harness onValid={async () => undefined} defaults={{ ...EMPTY, confirm: "other" }} />);
    fireEvent.click(screen.getByRole("button", { name: "go" }));
    expect(await screen.findByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Passwords need at least 8 characters")).toBeTruthy();
    expect(screen.getByText("The two new passwords don't match")).toBeTruthy();
  });

  it("hands the schema's output to the submit", async () => {
    const onValid = vi.fn(async () => undefined);
    render(<Harness onValid={onValid} defaults={{ ...FILLED, email: "  lin@example.com " }} />);
    fireEvent.click(screen.getByRole("button", { name: "go" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: "林", email: "lin@example.com", password: "long enough" }));
  });

  it("puts the server's field messages on their fields, nested paths too, and focuses the first in form order", async () => {
    const onValid = vi.fn(async () => {
      throw refusal([
        { field: "answers.0.answer", message: "回答太长" },
        { field: "email", message: "该邮箱已被注册" },
      ]);
    });
    render(<Harness onValid={onValid} defaults={FILLED} />);
    fireEvent.click(screen.getByRole("button", { name: "go" }));

    expect(await screen.findByText("该邮箱已被注册")).toBeTruthy();
    expect(screen.getByText("回答太长")).toBeTruthy();
    expect(screen.getByLabelText("answer").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("email").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("email"));
    expect(screen.queryByTestId("form-error")).toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("makes a message for a field the form does not have the form's error, and clears it on the next submit", async () => {
    const onValid = vi.fn().mockRejectedValueOnce(refusal([{ field: "inviteCode", message: "邀请码已失效" }])).mockResolvedValue(undefined);
    render(<Harness onValid={onValid} defaults={FILLED} />);
    fireEvent.click(screen.getByRole("button", { name: "go" }));
    expect((await screen.findByTestId("form-error")).textContent).toBe("邀请码已失效");
    expect(screen.getByLabelText("name").getAttribute("aria-invalid")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "go" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByTestId("form-error")).toBeNull());
  });

  it("leaves a failure no field can show to the shared toast", async () => {
    const offline = new ApiError({ message: "网络连接失败", type: "network" });
    render(<Harness onValid={async () => Promise.reject(offline)} defaults={FILLED} />);
    fireEvent.click(screen.getByRole("button", { name: "go" }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(offline));
    expect(screen.queryByTestId("form-error")).toBeNull();
  });
});
