import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale, currentLocale, i18n, interpolate, tShared, useTranslation } from "./i18n.ts";

afterEach(async () => {
  await activateLocale("zh");
});

function Label() {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <p>
      {t("nav.events")} / {t("shared:error.notFound")}
    </p>
  );
}

describe("i18n", () => {
  it("reads the UI catalog, and the shared one behind `shared:`", () => {
    expect(i18n.t("nav.events")).toBe("探索活动");
    expect(i18n.t("shared:error.notFound")).toBe("内容不存在");
    expect(i18n.exists("shared:error.notFound")).toBe(true);
    expect(i18n.exists("shared:no.such.key")).toBe(false);
  });

  it("falls back from the UI catalog to the shared one for an unprefixed key, and shows an unknown key as itself", () => {
    const t = i18n.t as (key: string) => string;
    expect(t("error.notFound")).toBe("内容不存在");
    expect(t("no.such.key")).toBe("no.such.key");
    expect(t("shared:no.such.key")).toBe("no.such.key");
  });

  it("fills `{name}` placeholders and leaves one without a value as written", () => {
    expect(i18n.t("common.plusN", { n: 3 })).toBe("+3");
    expect(interpolate("{a} 和 {b}", { a: 1 })).toBe("1 和 {b}");
    expect(interpolate("{a}", { a: 0 })).toBe("0");
  });

  it("translates a shared message whose parameter is itself a key", () => {
    expect(tShared("validation.required", { field: "field.name" })).toBe(`${i18n.t("shared:field.name")}不能为空`);
  });

  it("loads English on first use, switches every mounted component and sets <html lang>", async () => {
    render(<Label />);
    expect(screen.getByText("探索活动 / 内容不存在")).toBeTruthy();
    expect(document.documentElement.lang).toBe("zh-CN");
    await act(() => activateLocale("en"));
    expect(currentLocale()).toBe("en");
    expect(screen.getByText(`${i18n.t("nav.events")} / Not found`)).toBeTruthy();
    expect(i18n.t("nav.events")).not.toBe("探索活动");
    expect(document.documentElement.lang).toBe("en");
    await act(() => activateLocale("zh"));
    expect(screen.getByText("探索活动 / 内容不存在")).toBeTruthy();
  });

  it("gives a new `t` after a switch, so memoised text recomputes", async () => {
    const seen: unknown[] = [];
    function Probe() {
      const { t } = useTranslation();
      seen.push(t);
      return null;
    }
    render(<Probe />);
    await act(() => activateLocale("en"));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).not.toBe(seen[0]);
  });
});
