import { AWARD_LEVELS, awardStars } from "@commons/domain";
import { screen, within } from "@testing-library/react";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { publicCertificate, renderWithRouter } from "../test-kit.tsx";
import { CertificateView } from "./certificate-view.tsx";

// docs/product/certificate-pages.md#the-certificate: the view's variants, stars, score, number, footer and QR code.

function decodeQr(img: HTMLImageElement): string | undefined {
  const png = PNG.sync.read(Buffer.from(img.src.replace(/^data:image\/png;base64,/, ""), "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

beforeEach(async () => {
  await activateLocale("zh");
});

describe("CertificateView", { timeout: 15_000 }, () => {
  it("draws the detailed certificate: recipient, event, project, level, award, score out of 10.0, issuer, date, number, footer and a QR code of the verification page", async () => {
    const c = publicCertificate(1, { number: "1B2D3E4F5A6B" });
    renderWithRouter(<CertificateView certificate={c} locale="zh" variant="detailed" />);
    const view = await screen.findByRole("article", { name: "荣誉证书" });
    expect(within(view).getByTestId("certificate-recipient").textContent).toBe("陈亚历");
    expect(view.textContent).toContain("在「AI 黑客松 1」中，凭作品《作品 1》");
    expect(within(view).getByTestId("certificate-level").textContent).toBe("一等奖");
    expect(within(view).getByText("评委大奖 1")).toBeTruthy();
    expect(within(view).getByTestId("certificate-score").textContent).toBe("8.5 / 10.0");
    expect(within(view).getByText("开源社区")).toBeTruthy();
    expect(within(view).getByText("2026年11月20日")).toBeTruthy();
    expect(within(view).getByTestId("certificate-number").textContent).toBe("1B2D3E4F5A6B");
    expect(within(view).getByTestId("certificate-footer").textContent).toBe("ID · 3E4F5A6B");
    expect(within(view).getByText("表彰其在数据可视化上的出色工作")).toBeTruthy();
    const url = `${window.location.origin}/zh/certificates/1B2D3E4F5A6B`;
    const qr = (await within(view).findByAltText(`扫码验证证书：${url}`)) as HTMLImageElement;
    expect(decodeQr(qr)).toBe(url);
    expect(within(view).queryByTestId("certificate-revoked")).toBeNull();
  });

  it("gives each level its stars out of five, read out as one phrase", async () => {
    for (const level of AWARD_LEVELS) {
      const { unmount } = renderWithRouter(<CertificateView certificate={publicCertificate(2, { awardLevel: level })} locale="zh" />);
      const stars = await screen.findByRole("img", { name: `${awardStars(level)} 颗星，共 5 颗` });
      expect(stars.querySelectorAll("svg")).toHaveLength(5);
      expect(stars.getAttribute("data-stars")).toBe(String(awardStars(level)));
      unmount();
    }
  });

  it("leaves the score out when there is none, and shows a 0 as 0.0", async () => {
    const { unmount } = renderWithRouter(<CertificateView certificate={publicCertificate(3, { score: null })} locale="zh" />);
    await screen.findByRole("article");
    expect(screen.queryByTestId("certificate-score")).toBeNull();
    unmount();
    renderWithRouter(<CertificateView certificate={publicCertificate(3, { score: 0 })} locale="zh" />);
    expect((await screen.findByTestId("certificate-score")).textContent).toBe("0.0 / 10.0");
  });

  it("keeps the QR code and citation for the detailed variant, and stamps a revoked certificate", async () => {
    renderWithRouter(<CertificateView certificate={publicCertificate(4, { status: "REVOKED", revokedAt: "2026-11-25T00:00:00.000Z" })} locale="zh" />);
    const view = await screen.findByRole("article", { name: "荣誉证书" });
    expect(view.getAttribute("data-variant")).toBe("default");
    expect(within(view).getByTestId("certificate-revoked").textContent).toBe("已撤销");
    expect(within(view).queryByRole("img", { name: /扫码验证证书/ })).toBeNull();
    expect(within(view).queryByTestId("certificate-footer")).toBeNull();
  });

  it("draws a compact line with the level, award, recipient, project, points and date", async () => {
    renderWithRouter(<CertificateView certificate={publicCertificate(5, { awardLevel: "SPECIAL", score: 9 })} locale="en" variant="compact" />);
    await activateLocale("en");
    const view = await screen.findByRole("article");
    expect(view.getAttribute("data-variant")).toBe("compact");
    expect(await within(view).findByText("Special prize")).toBeTruthy();
    expect(within(view).getByText("评委大奖 5")).toBeTruthy();
    expect(view.textContent).toContain("陈亚历 · 作品 5");
    expect(view.textContent).toContain("9.0 pts · November 20, 2026");
  });
});
