import { vi } from "vitest";

/**
 * A fake API for component tests: `routes["POST /api/x"]` answers with a status and an envelope body. A function
 * answer is given the request's URL (its query picks a page, a sort).
 */
export type Answer = { status: number; body: unknown } | ((url: URL) => Promise<{ status: number; body: unknown }>);

export function mockApi(routes: Record<string, Answer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), "http://local");
    const method = (init?.method ?? "GET").toUpperCase();
    const key = `${method} ${url.pathname}`;
    calls.push({ method, path: url.pathname + url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[key];
    if (!route) return json(404, { success: false, error: `no route ${key}`, code: "NOT_FOUND" });
    const answer = typeof route === "function" ? await route(url) : route;
    return json(answer.status, answer.body);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

export function ok(data: unknown, status = 200) {
  return { status, body: { success: true, data } };
}

export function fail(status: number, error: string, code = "ERROR") {
  return { status, body: { success: false, error, message: error, code } };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
