import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n.ts";
import { fail, mockApi, ok } from "@/test/api-mock.ts";
import { publicCertificate, renderWithRouter } from "../test-kit.tsx";
import { CertificateVerification } from "./certificate-verification.tsx";

// docs/product/certificate-pages.md#verification: the public page a certificate's QR code opens.

const NUMBER = "000000000007";
const PATH = `GET /api/certificates/by-number/${NUMBER}`;

beforeEach(async () => {
  await activateLocale("zh");
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById("__CERTIFICATE_DATA__")?.remove();
});

describe("CertificateVerification", { timeout: 15_000 }, () => {
  it("says a valid certificate is valid, names its issuer and event (with a link to it), and shows it with share and copy only", async () => {
    mockApi({ [PATH]: ok(publicCertificate(7)) });
    renderWithRouter(<CertificateVerification number={NUMBER} locale="zh" />, `/zh/certificates/${NUMBER}`);
    const verdict = await screen.findByTestId("certificate-verdict");
    expect(verdict.getAttribute("data-status")).toBe("VALID");
    expect(verdict.textContent).toContain("证书有效");
    expect(verdict.textContent).toContain("这张证书由 开源社区 颁发，真实有效。");
    expect(screen.getByTestId("certificate-event-link").getAttribute("href")).toBe("/zh/events/e1");
    expect(screen.getByTestId("certificate-view").getAttribute("data-variant")).toBe("detailed");
    const actions = screen.getByTestId("certificate-actions");
    expect(within(actions).getAllByRole("button").map((b) => b.textContent)).toEqual(["分享", "复制链接"]);
  });

  it("says a revoked certificate is revoked, with its date, and stamps it", async () => {
    mockApi({ [PATH]: ok(publicCertificate(7, { status: "REVOKED", revokedAt: "2026-11-25T02:00:00.000Z" })) });
    renderWithRouter(<CertificateVerification number={NUMBER} locale="zh" />, `/zh/certificates/${NUMBER}`);
    const verdict = await screen.findByTestId("certificate-verdict");
    expect(verdict.textContent).toContain("证书已撤销");
    expect(verdict.textContent).toContain("这张证书已于 2026年11月25日 被颁发方撤销，不再有效。");
    expect(screen.getByTestId("certificate-revoked")).toBeTruthy();
  });

  it("says so for an unknown number", async () => {
    mockApi({ [PATH]: fail(404, "证书不存在", "NOT_FOUND") });
    renderWithRouter(<CertificateVerification number={NUMBER} locale="zh" />, `/zh/certificates/${NUMBER}`);
    expect(await screen.findByRole("heading", { name: "找不到这张证书" })).toBeTruthy();
    expect(screen.getByText(`证书编号 ${NUMBER} 不存在，请检查链接或证书上的编号是否正确。`)).toBeTruthy();
  });

  it("draws from the certificate the server inlined into the page, without asking again", async () => {
    const api = mockApi({});
    const inlined = document.createElement("script");
    inlined.id = "__CERTIFICATE_DATA__";
    inlined.type = "application/json";
    inlined.textContent = JSON.stringify(publicCertificate(7));
    document.body.append(inlined);
    renderWithRouter(<CertificateVerification number={NUMBER} locale="zh" />, `/zh/certificates/${NUMBER}`);
    expect((await screen.findByTestId("certificate-verdict")).textContent).toContain("证书有效");
    expect(api.calls.filter((c) => c.path.startsWith("/api/certificates"))).toEqual([]);
    expect(document.getElementById("__CERTIFICATE_DATA__")).toBeNull();
  });
});
