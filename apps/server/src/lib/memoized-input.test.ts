import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppEnv } from "./context.ts";
import { handleError } from "./errors-handler.ts";
import { memoizedInput } from "./memoized-input.ts";
import { requestCookie } from "./request-cookie.ts";

// ADR 0049: a hot GET's input validated once per URL must answer exactly as zod-openapi's validators do.

/** A route whose schemas count how often they run. */
function countingApp() {
  const runs = { query: 0, params: 0 };
  const query = z.object({
    page: z.coerce.number().int().min(1).default(1),
    sort: z.enum(["latest", "popular"]).default("latest"),
  }).transform((q) => {
    runs.query++;
    return q;
  });
  const params = z.object({ id: z.string() }).transform((p) => {
    runs.params++;
    return p;
  });
  const input = memoizedInput({ params, query });
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use("*", async (c, next) => {
    c.set("locale", c.req.header("accept-language") === "en" ? "en" : "zh");
    await next();
  });
  app.get("/events/:id/feed", async (c) => c.json(await input(c)));
  return { app, runs };
}

describe("memoizedInput", () => {
  it("validates each URL once and answers it from memory after", async () => {
    const { app, runs } = countingApp();
    const first = await app.request("/events/e1/feed?page=2&sort=popular");
    expect(await first.json()).toEqual({ param: { id: "e1" }, query: { page: 2, sort: "popular" } });
    const again = await app.request("/events/e1/feed?page=2&sort=popular");
    expect(await again.json()).toEqual({ param: { id: "e1" }, query: { page: 2, sort: "popular" } });
    expect(runs).toEqual({ query: 1, params: 1 });
    // Another URL is its own entry, with the defaults filled in.
    expect(await (await app.request("/events/e2/feed")).json()).toEqual({ param: { id: "e2" }, query: { page: 1, sort: "latest" } });
    expect(runs).toEqual({ query: 2, params: 2 });
  });

  it("refuses bad input with the 422 naming the field, in the caller's language, every time", async () => {
    const { app, runs } = countingApp();
    for (const locale of ["zh", "en"]) {
      const res = await app.request("/events/e1/feed?page=0", { headers: { "accept-language": locale } });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { code: string; message: string; details: { field: string; message: string }[] };
      expect(body.code).toBe("VALIDATION_ERROR");
      expect(body.details.map((d) => d.field)).toEqual(["page"]);
      expect(body.message).toMatch(locale === "zh" ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e]+$/);
    }
    // Nothing refused was remembered: the params were never reached (the query is checked first, as zod-openapi does).
    expect(runs.params).toBe(0);
  });

  it("answers 404 for a parameter holding a NUL, as the route's own validator does", async () => {
    const { app } = countingApp();
    const res = await app.request("/events/a%00b/feed");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe("NOT_FOUND");
  });

  it("gives every request the same frozen values", async () => {
    const { app } = countingApp();
    const seen: unknown[] = [];
    const input = memoizedInput({ params: z.object({ id: z.string() }), query: z.object({ q: z.string().optional() }) });
    app.get("/same/:id", async (c) => {
      seen.push(await input(c));
      return c.text("ok");
    });
    await app.request("/same/x?q=1");
    await app.request("/same/x?q=1");
    expect(seen[0]).toBe(seen[1]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect(Object.isFrozen((seen[0] as { query: object }).query)).toBe(true);
  });
});

describe("requestCookie", () => {
  const app = new Hono();
  app.get("/", (c) => c.json({ session: requestCookie(c, "sid") ?? null, locale: requestCookie(c, "lang") ?? null }));
  const read = async (cookie?: string) => (await app.request("/", cookie === undefined ? {} : { headers: { cookie } })).json();

  it("reads each name as hono's getCookie does, from the same header again and again", async () => {
    for (let i = 0; i < 3; i++) expect(await read("sid=abc.def%3D; lang=en")).toEqual({ session: "abc.def=", locale: "en" });
    expect(await read("lang=zh")).toEqual({ session: null, locale: "zh" });
    expect(await read('sid="quoted"')).toEqual({ session: "quoted", locale: null });
    expect(await read()).toEqual({ session: null, locale: null });
  });

  it("reads a header too long to remember all the same", async () => {
    const long = `pad=${"x".repeat(2000)}; sid=long-one`;
    expect(await read(long)).toEqual({ session: "long-one", locale: null });
    expect(await read(long)).toEqual({ session: "long-one", locale: null });
  });
});
