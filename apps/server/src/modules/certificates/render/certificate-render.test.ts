import { monitorEventLoopDelay } from "node:perf_hooks";
import {
  AWARD_STARS_MAX,
  CERTIFICATE_HEIGHT,
  CERTIFICATE_RENDER_SCALE,
  CERTIFICATE_WIDTH,
  type Locale,
  type PublicCertificate,
} from "@commons/domain";
import { Hono } from "hono";
import jsQR from "jsqr";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../../lib/context.ts";
import { BusyError } from "../../../lib/errors.ts";
import { handleError } from "../../../lib/errors-handler.ts";
import { inflateSync } from "node:zlib";
import { verificationUrl } from "./certificate-draw.ts";
import { pdfFromPng } from "./certificate-pdf.ts";
import { certificateLayout, type CertificateNode, formatIssueDate, scoreLine } from "./certificate-layout.ts";
import { decodePng, differingRows, pixelsNear, sampleCertificate } from "./certificate-render-kit.ts";
import { createCertificateRenderer } from "./certificate-renderer.ts";
import { INK, REVOKED_RED } from "./certificate-theme.ts";

// docs/decisions/0039-certificates-drawn-on-the-server.md: the files drawn on the server, through the real worker pool.

const publicUrl = "https://commons.example.org";
// Two workers and room for eight more renders: the tenth render at once waits, the eleventh is refused.
const renderer = createCertificateRenderer({ size: 2, maxQueue: 8 });
const png = async (certificate: PublicCertificate, locale: Locale = "zh") => decodePng(await renderer.render({ certificate, locale, publicUrl }));

beforeAll(() => renderer.warm());
afterAll(() => renderer.close());

describe("the PNG", () => {
  it("is the certificate at scale 2, and its QR code opens the verification page in the reader's language", async () => {
    const certificate = sampleCertificate();
    for (const locale of ["zh", "en"] as const) {
      const image = await png(certificate, locale);
      expect([image.width, image.height]).toEqual([CERTIFICATE_WIDTH * CERTIFICATE_RENDER_SCALE, CERTIFICATE_HEIGHT * CERTIFICATE_RENDER_SCALE]);
      const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
      expect(code?.data).toBe(`${publicUrl}/${locale}/certificates/3F9A2C7B1E04`);
      expect(code?.data).toBe(verificationUrl({ certificate, locale, publicUrl }));
    }
  });

  it("draws Chinese names with their own glyphs, rare characters too, where the name goes", async () => {
    const [zhang, li, rareA, rareB] = await Promise.all(
      ["张伟", "李娜", "龑", "䶮"].map((recipientName) => png(sampleCertificate({ recipientName }))),
    );
    // Missing glyphs would draw the same empty boxes for any two names of the same length.
    const rows = differingRows(zhang!, li!);
    expect(rows).not.toBeNull();
    const [top, bottom] = rows!;
    // Only the name's line changes: about 46 CSS pixels of type, in the upper half of the page.
    expect(bottom - top).toBeLessThan(60 * CERTIFICATE_RENDER_SCALE);
    expect(bottom).toBeLessThan(zhang!.height / 2);
    // Both names are drawn in ink, with the strokes of 46-pixel type.
    expect(pixelsNear(zhang!, INK, 24, [top, bottom + 1])).toBeGreaterThan(3000);
    expect(pixelsNear(li!, INK, 24, [top, bottom + 1])).toBeGreaterThan(3000);
    // Characters outside the common set come from the font's other subsets, loaded when needed.
    expect(differingRows(rareA!, rareB!)).not.toBeNull();
  });

  it("fills the level's stars (five for a first prize, two for participation)", async () => {
    const stars = (level: PublicCertificate["awardLevel"]) => {
      const tree = certificateLayout({
        certificate: sampleCertificate({ awardLevel: level }),
        locale: "zh",
        images: { star: (filled) => (filled ? "filled" : "empty"), seal: "seal", diamond: "diamond", qrSize: 80 },
      });
      const found: string[] = [];
      const walk = (node: CertificateNode | string | null) => {
        if (!node || typeof node === "string") return;
        if (node.type === "img" && (node.props.src === "filled" || node.props.src === "empty")) found.push(node.props.src);
        [node.props.children ?? []].flat().forEach(walk);
      };
      walk(tree);
      return found;
    };
    expect(stars("FIRST")).toEqual(Array(AWARD_STARS_MAX).fill("filled"));
    expect(stars("PARTICIPATION").filter((s) => s === "filled")).toHaveLength(2);
    expect(stars("PARTICIPATION")).toHaveLength(AWARD_STARS_MAX);
    const [first, participation] = await Promise.all([png(sampleCertificate()), png(sampleCertificate({ awardLevel: "PARTICIPATION" }))]);
    expect(differingRows(first!, participation!)).not.toBeNull();
  });

  it("marks a revoked certificate across its face", async () => {
    const [valid, revoked] = await Promise.all([png(sampleCertificate()), png(sampleCertificate({ status: "REVOKED", revokedAt: "2026-11-21T00:00:00Z" }))]);
    expect(pixelsNear(valid, REVOKED_RED, 30)).toBe(0);
    expect(pixelsNear(revoked, REVOKED_RED, 30)).toBeGreaterThan(20_000);
  });
});

describe("the words", () => {
  it("give the score out of 10 with one decimal, and the date as the reader writes it", () => {
    expect(scoreLine(8.5)).toBe("8.5 / 10.0");
    expect(scoreLine(null)).toBeNull();
    expect(formatIssueDate("2026-11-20T20:00:00Z", "zh")).toBe("2026年11月21日");
    expect(formatIssueDate("2026-11-20T10:00:00Z", "en")).toBe("20 November 2026");
  });
});

describe("the PDF", () => {
  it("is one A4-landscape page holding the PNG's own pixels, titled by the recipient and the number", async () => {
    const png = await renderer.render({ certificate: sampleCertificate(), locale: "en", publicUrl });
    const started = process.cpuUsage();
    const bytes = pdfFromPng(png, "张伟 · 3F9A2C7B1E04");
    const cpu = process.cpuUsage(started);
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: CERTIFICATE_WIDTH, height: CERTIFICATE_HEIGHT });
    expect(pdf.getTitle()).toBe("张伟 · 3F9A2C7B1E04");
    // The page's one image, inflated and un-predicted as a reader would, is exactly the PNG's pixels.
    const xobjects = pdf.getPage(0).node.Resources()!.lookup(PDFName.of("XObject")) as PDFDict;
    const image = xobjects.lookup(PDFName.of("Im0")) as PDFRawStream;
    expect(image).toBeInstanceOf(PDFRawStream);
    expect(image.dict.toString()).toContain(`/Width ${CERTIFICATE_WIDTH * CERTIFICATE_RENDER_SCALE}`);
    expect(image.dict.toString()).toMatch(/\/Predictor 15/);
    const rows = inflateSync(image.contents);
    const decoded = decodePng(png);
    expect(rows.length).toBe(decoded.height * (1 + decoded.width * 3));
    // Nothing was decoded to build it: well under the ~45 ms a JPEG of these pixels cost (ADR 0043).
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(20);
  });

  it("refuses a PNG a PDF cannot hold as it is, rather than writing a broken file", () => {
    const rgba = PNG.sync.write(Object.assign(new PNG({ width: 2, height: 2 }), { data: Buffer.alloc(16, 255) }));
    expect(() => pdfFromPng(rgba, "x")).toThrow(/8-bit RGB/);
    expect(() => pdfFromPng(new Uint8Array([1, 2, 3]), "x")).toThrow(/not a PNG/);
  });
});

describe("the render pool", () => {
  it("draws ten certificates at once on its workers while the request thread stays free, and refuses one more with 503", async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    const ask = (i: number) => renderer.render({ certificate: sampleCertificate({ recipientName: `并行${i}` }), locale: "zh", publicUrl });
    const asked = Array.from({ length: 10 }, (_, i) => ask(i));
    const refused = await ask(10).catch((err: unknown) => err);
    const files = await Promise.all(asked);
    const elapsed = performance.now() - started;
    delay.disable();
    expect(new Set(files.map((f) => Buffer.from(f).toString("base64"))).size).toBe(10);
    expect(renderer.pool.threads).toHaveLength(2);
    // Ten drawings take over half a second of CPU. Drawn on this thread, the loop would stand still through each
    // (its timer sampled a handful of times, each ~0.1 s late); here it keeps ticking every few milliseconds. The
    // typical delay is judged, not the worst: on a busy machine the OS may pause any thread now and then.
    expect(elapsed).toBeGreaterThan(500);
    expect(delay.count).toBeGreaterThan(50);
    expect(delay.percentile(50) / 1e6).toBeLessThan(15);
    expect(delay.mean / 1e6).toBeLessThan(25);
    // The queue was full: a clear refusal the client may retry, never a wait without end.
    expect(refused).toBeInstanceOf(BusyError);
    expect((refused as BusyError).status).toBe(503);
    expect((refused as BusyError).key).toBe("certificateRender.busy");
    expect((refused as BusyError).retryAfter).toBeGreaterThanOrEqual(1);
  });

  it("replaces a worker that dies and draws its certificate on the new one", async () => {
    const pending = renderer.render({ certificate: sampleCertificate({ recipientName: "崩溃" }), locale: "zh", publicUrl });
    const [victim] = renderer.pool.threads;
    const gone = victim!.threadId;
    await victim!.terminate();
    const image = decodePng(await pending);
    expect(image.width).toBe(CERTIFICATE_WIDTH * CERTIFICATE_RENDER_SCALE);
    expect(renderer.pool.threads.map((w) => w.threadId)).not.toContain(gone);
    await expect(png(sampleCertificate({ recipientName: "之后" }))).resolves.toBeTruthy();
  });

  it("lets every download go before the background's renders, and never refuses a background render", async () => {
    // One worker, so the order is the pool's alone: what it starts after the render under way.
    const single = createCertificateRenderer({ size: 1, maxQueue: 2 });
    try {
      const finished: string[] = [];
      const ask = (name: string, background: boolean) =>
        single.render({ certificate: sampleCertificate({ recipientName: name }), locale: "zh", publicUrl }, { background }).then(() => void finished.push(name));
      // More background renders than the downloads' queue takes: they wait, none is refused.
      const background = Array.from({ length: 6 }, (_, i) => ask(`后台${i}`, true));
      const download = ask("下载", false);
      await Promise.all([...background, download]);
      expect(finished).toEqual(["后台0", "下载", "后台1", "后台2", "后台3", "后台4", "后台5"]);
      expect(single.pool.drawn).toBe(7);
    } finally {
      await single.close();
    }
  });

  it("refuses a render still drawing when closing's grace runs out, rather than leaving it waiting", async () => {
    const closing = createCertificateRenderer({ size: 1, closeGraceMs: 0 });
    const outcome = closing.render({ certificate: sampleCertificate(), locale: "zh", publicUrl }).then(
      () => "drawn",
      (err: unknown) => err,
    );
    await closing.close();
    expect(await outcome).toBeInstanceOf(BusyError);
  });

  it("refuses renders with 503 once closed, without starting a worker", async () => {
    const closed = createCertificateRenderer();
    await closed.close();
    await expect(closed.render({ certificate: sampleCertificate(), locale: "zh", publicUrl })).rejects.toBeInstanceOf(BusyError);
    expect(closed.pool.threads).toHaveLength(0);
  });
});

describe("a refusal", () => {
  it("reaches the client as 503 with Retry-After and a message in its language", async () => {
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("locale", "en");
        await next();
      })
      .get("/busy", () => {
        throw new BusyError("certificateRender.busy", 3);
      })
      .onError(handleError);
    const res = await app.request("/busy");
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).toBe("3");
    expect(await res.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE", retryAfter: 3, message: expect.stringMatching(/try again in a few seconds/) });
  });
});
