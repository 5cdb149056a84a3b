import { certificateVerifyPath } from "@commons/domain";
import jsQR from "jsqr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEvent, signedIn } from "../../test/fixtures.ts";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from "../../test/test-app.ts";
import { issueOne } from "./certificates-test-kit.ts";
import { decodePng } from "./render/certificate-render-kit.ts";

// docs/product/certificates.md#download, with the real app, database and render pool: the holder's PNG and PDF,
// the public preview image, who may download, and the limits.

type Person = { client: TestClient; userId: string };
let t: TestApp;
let host: Person;
let holder: Person;
let stranger: Person;
let cert: { id: string; number: string };

beforeAll(async () => {
  t = await createTestApp();
  [host, holder, stranger] = await Promise.all([signedIn(t), signedIn(t, "zh", { name: "王小明" }), signedIn(t, "en")]);
  const eventId = await insertEvent(t.db, host.userId, { title: "春季黑客松", type: "HACKATHON" });
  cert = await issueOne(t.db, eventId, holder.userId);
});
afterAll(() => t.close());

const qrOf = (bytes: Uint8Array) => {
  const png = decodePng(bytes);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
};

describe("downloading a certificate", () => {
  it("gives the holder a PNG at scale 2 whose QR code opens the verification page, named by the number", async () => {
    const res = await holder.client.get(`/api/certificates/${cert.id}/download?format=png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="certificate-${cert.number}.png"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const png = decodePng(res.bytes);
    expect([png.width, png.height]).toEqual([1684, 1190]);
    expect(qrOf(res.bytes)).toBe(`${TEST_ORIGIN}${certificateVerifyPath("zh", cert.number)}`);
  });

  it("gives a one-page PDF too, and lets the event's organiser download it", async () => {
    const res = await host.client.get(`/api/certificates/${cert.id}/download?format=pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.headers.get("content-disposition")).toContain(`certificate-${cert.number}.pdf`);
  });

  it("hides it from a stranger, asks the signed-out to sign in, and names a bad format", async () => {
    expect((await stranger.client.get(`/api/certificates/${cert.id}/download`)).status).toBe(404);
    expect((await t.client().get(`/api/certificates/${cert.id}/download`)).status).toBe(401);
    const bad = await holder.client.get(`/api/certificates/${cert.id}/download?format=gif`);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.json.details)).toContain("format");
  });

  it("limits one person's downloads with a 429 and Retry-After", async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await holder.client.get(`/api/certificates/${cert.id}/download`)).status;
    expect(last).toBe(429);
    const res = await holder.client.get(`/api/certificates/${cert.id}/download`);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("the public preview image", () => {
  it("draws the certificate in the language asked for, for anyone, cacheable", async () => {
    const res = await t.client().get(`/api/certificates/by-number/${cert.number}/image.png?lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    expect(qrOf(res.bytes)).toBe(`${TEST_ORIGIN}${certificateVerifyPath("en", cert.number)}`);
  });

  it("answers an unknown number with 404", async () => {
    expect((await t.client().get("/api/certificates/by-number/000000000000/image.png")).status).toBe(404);
    expect((await t.client().get("/api/certificates/by-number/nope/image.png")).status).toBe(404);
  });
});
