import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { PhoneInput } from "./phone-input.tsx";

function Harness({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <PhoneInput
      id="phone"
      locale="zh"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

beforeEach(async () => {
  await activateLocale("zh");
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("PhoneInput", () => {
  it("defaults to +86 and produces E.164 for a valid number", () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    expect(screen.getByRole("button", { name: /\+86/ })).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "138 1234 5678" } });
    expect(onValue).toHaveBeenLastCalledWith("+8613812345678");
  });

  it("shows the exact problem and an example only after a 500 ms pause", () => {
    render(<Harness onValue={() => undefined} />);
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "1381234" } });
    act(() => void vi.advanceTimersByTime(499));
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("手机号至少需要11位数字");
    expect(alert.textContent).toContain("例如：13812345678");
  });

  it("restarts the pause on every keystroke", () => {
    render(<Harness onValue={() => undefined} />);
    const input = screen.getByRole("textbox");
    fireEvent.change(input, { target: { value: "12" } });
    act(() => void vi.advanceTimersByTime(400));
    fireEvent.change(input, { target: { value: "123" } });
    act(() => void vi.advanceTimersByTime(400));
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.getByRole("alert")).toBeTruthy();
  });
});
