import { beforeEach, describe, expect, it, vi } from "vitest";
import { PosterError, renderPoster, type PosterInput } from "./poster.ts";

const input: PosterInput = {
  title: "独立开发者第 42 期分享会",
  shortDescription: null,
  coverImage: null,
  when: "2030年3月15日 19:00",
  where: "上海",
  link: "https://c.example/zh/events/ev1?invite=A",
  brandName: "Commons",
  tagline: "t",
  scanHint: "s",
  logoUrl: "/favicon.svg",
};

beforeEach(() => vi.restoreAllMocks());

describe("renderPoster", () => {
  it("refuses an event without title or time ('活动信息不完整')", async () => {
    await expect(renderPoster({ ...input, title: " " })).rejects.toMatchObject({ key: "share.posterIncomplete" });
    await expect(renderPoster({ ...input, when: "" })).rejects.toBeInstanceOf(PosterError);
  });

  it("reports a missing canvas context ('无法创建画布上下文')", async () => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    await expect(renderPoster(input)).rejects.toMatchObject({ key: "share.posterNoContext" });
  });
});
