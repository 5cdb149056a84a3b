import { describe, expect, it } from "vitest";
import { buildEventShareLink, buildShareText } from "./share-link.ts";
import { posterQrSize, POSTER_QR_MAX, POSTER_QR_MIN } from "./share-constants.ts";
import { breakUnits, wrapText } from "./wrap-text.ts";

// One unit of width per character: easy to reason about, like a monospace font.
const mono = (text: string) => Array.from(text).length;

describe("wrapText", () => {
  it("breaks Chinese between any two characters", () => {
    expect(wrapText("独立开发者第四十二期分享会", 5, 3, mono)).toEqual(["独立开发者", "第四十二期", "分享会"]);
  });

  it("keeps Latin words whole", () => {
    expect(wrapText("from zero to first paying user", 12, 3, mono)).toEqual(["from zero to", "first paying", "user"]);
  });

  it("ends the last allowed line with an ellipsis when text remains", () => {
    const lines = wrapText("一二三四五六七八九十一二三四五六", 5, 2, mono);
    expect(lines).toEqual(["一二三四五", "六七八九…"]);
    expect(lines.every((line) => mono(line) <= 5)).toBe(true);
  });

  it("mixes scripts and cuts a word longer than the line", () => {
    expect(breakUnits("AI 时代 ok")).toEqual(["AI ", "时", "代", " ", "ok"]);
    const lines = wrapText("https://example.com/very/long/path", 10, 3, mono);
    expect(lines[0]).toBe("https://ex");
    expect(lines.length).toBe(3);
    expect(lines[2]?.endsWith("…")).toBe(true);
  });

  it("returns nothing for empty text or no lines", () => {
    expect(wrapText("   ", 10, 3, mono)).toEqual([]);
    expect(wrapText("abc", 10, 0, mono)).toEqual([]);
  });
});

describe("share link and text", () => {
  it("builds the locale link with the invite code", () => {
    expect(buildEventShareLink("https://c.example", "zh", "ev1", "AB12")).toBe("https://c.example/zh/events/ev1?invite=AB12");
    expect(buildEventShareLink("https://c.example/", "en", "ev1", null)).toBe("https://c.example/en/events/ev1");
  });

  it("puts one fact per line and skips empty ones", () => {
    expect(buildShareText({ title: "T", when: "W", where: "", link: "L" })).toBe("T\nW\nL");
  });

  it("keeps the poster QR within 180–220 px", () => {
    expect(posterQrSize(100)).toBe(POSTER_QR_MIN);
    expect(posterQrSize(500)).toBe(POSTER_QR_MAX);
    expect(posterQrSize(200)).toBe(200);
  });
});
