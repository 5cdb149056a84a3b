import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../test/fixtures.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function expectCommonHeaders(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("strict-transport-security")).toBeNull();
}

describe("security headers", () => {
  it("sends pages a script policy without 'unsafe-inline', with nosniff, frame, referrer and opener rules", async () => {
    const res = await t.app.request(`${TEST_ORIGIN}/healthz`);
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    // Our own origin, and the pages' one inline script by its hash (web/spa.test.ts checks the hash).
    expect(scriptSrc.trim()).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}'$/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(res.headers.get("permissions-policy")).toContain("geolocation=()");
    expectCommonHeaders(res);
  });

  it("sends API answers a policy that lets nothing load and nothing frame them", async () => {
    for (const path of ["/api/events", "/api/nope", "/api/events/00000000-0000-4000-8000-000000000000"]) {
      const res = await t.app.request(`${TEST_ORIGIN}${path}`);
      expect(res.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      // Document-only headers have nothing to do on JSON.
      expect(res.headers.get("permissions-policy")).toBeNull();
      expectCommonHeaders(res);
    }
  });

  it("adds HSTS when the site is served over https", async () => {
    const secure = await createTestApp({ PUBLIC_URL: "https://commons.example" });
    try {
      const res = await secure.app.request("https://commons.example/api/events");
      expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
    } finally {
      await secure.close();
    }
  });

  it("allows the API docs' one inline script by its hash, not by unsafe-inline", async () => {
    const res = await t.app.request(`${TEST_ORIGIN}/api/docs`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src https:\/\/cdn\.jsdelivr\.net 'sha256-[A-Za-z0-9+/=]{44}'/);
    expect(csp).not.toContain("'unsafe-inline' ;");
    expect(csp.split(";").find((d) => d.includes("script-src"))).not.toContain("unsafe-inline");
  });
});

describe("cross-site writes with a session cookie", () => {
  it("refuses a foreign Origin with a 403 in the caller's language and changes nothing", async () => {
    const { client } = await signedIn(t, "en");
    const refused = await client.request("POST", "/api/profile/update", { bio: "written from evil.example" }, { origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("FORBIDDEN");
    expect(refused.json.error).toMatch(/another site/);
    const profile = await client.request("GET", "/api/profile");
    expect(profile.json.data.user.bio ?? "").not.toContain("evil.example");
  });

  it("refuses a write the browser marks cross-site even without an Origin", async () => {
    const { client } = await signedIn(t, "zh");
    const refused = await client.request("POST", "/api/profile/update", { bio: "x" }, { origin: "", "sec-fetch-site": "cross-site" });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/其他网站/);
  });

  it("lets same-origin writes, reads and cookie-less clients through", async () => {
    const { client } = await signedIn(t, "en");
    const saved = await client.request("POST", "/api/profile/update", { bio: "A perfectly ordinary biography." }, { "sec-fetch-site": "same-origin" });
    expect(saved.status).toBe(200);
    const read = await client.request("GET", "/api/profile", undefined, { origin: "https://evil.example" });
    expect(read.status).toBe(200);
    const anonymous = await t.app.request(`${TEST_ORIGIN}/api/events/00000000-0000-4000-8000-000000000000/view`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(anonymous.status).not.toBe(403);
  });
});
