import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { failureSchema } from "@commons/domain";
import type { z } from "zod";

// Test-only (ADR 0005): every JSON answer any server test receives is checked against the schema its
// route declares for that status, the same domain schema /api/openapi.json publishes and the web infers
// its types from. A service that adds, drops or retypes a field fails the test that called it, by name.

interface DeclaredResponse {
  content?: Record<string, { schema?: unknown }>;
}

export interface DeclaredOperation {
  /** "METHOD /path", as the suites and /api/openapi.json name it. */
  key: string;
  method: string;
  pattern: RegExp;
  /** How many path segments are parameters: the most literal match wins ("/events/mine" over "/events/{id}"). */
  params: number;
  responses: Record<string, DeclaredResponse>;
}

type AnyHono = OpenAPIHono<any, any, any>;

/** Every operation the app documents, with its declared responses (the zod schemas themselves). */
export function declaredOperations(app: AnyHono): DeclaredOperation[] {
  const operations: DeclaredOperation[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const { method, path, responses } = definition.route;
    const params = (path.match(/\{\w+\}/g) ?? []).length;
    const source = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{\w+\\?\}/g, "[^/]+");
    operations.push({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      pattern: new RegExp(`^${source}$`),
      params,
      responses: responses as Record<string, DeclaredResponse>,
    });
  }
  return operations;
}

/** The JSON schema a route declares for a status, `null` when it declares the status without JSON. */
export function declaredJsonSchema(op: DeclaredOperation, status: number): z.ZodType | null | undefined {
  const response = op.responses[String(status)];
  if (!response) return undefined;
  return (response.content?.["application/json"]?.schema as z.ZodType | undefined) ?? null;
}

/** What was checked in this test file, per operation key: the statuses whose bodies matched their schema. */
const validated = new Map<string, Set<number>>();
export function validatedStatuses(key: string): ReadonlySet<number> {
  return validated.get(key) ?? new Set();
}

function decode(bytes: Buffer, encoding: string | null): string | null {
  if (!encoding || encoding === "identity") return bytes.toString("utf8");
  if (encoding === "gzip") return gunzipSync(bytes).toString("utf8");
  if (encoding === "br") return brotliDecompressSync(bytes).toString("utf8");
  if (encoding === "deflate") return inflateSync(bytes).toString("utf8");
  return null;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 8)
    .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
    .join("; ");
}

export class ContractDriftError extends Error {}

/** Checks one answer; throws a ContractDriftError naming the operation, the status and the fields. */
export async function checkResponse(operations: DeclaredOperation[], method: string, url: string, res: Response): Promise<void> {
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("application/json") || res.status === 204) return;
  const path = new URL(url, "http://localhost").pathname;
  const op = operations
    .filter((o) => o.method === method.toUpperCase() && o.pattern.test(path))
    .sort((a, b) => a.params - b.params)[0];
  if (!op) return; // Not a documented route (dev outbox, health, better-auth's undocumented endpoints).
  const text = decode(Buffer.from(await res.arrayBuffer()), res.headers.get("content-encoding"));
  if (text === null || text === "") return;
  const body: unknown = JSON.parse(text);
  const declared = declaredJsonSchema(op, res.status);
  if (declared === null) throw new ContractDriftError(`${op.key} answered ${res.status} with JSON, but declares that status without a JSON body`);
  if (declared === undefined && res.status < 400) {
    throw new ContractDriftError(`${op.key} answered ${res.status}, a status it does not declare in /api/openapi.json`);
  }
  // A refusal the route does not list still has to be the shared error envelope.
  const schema = declared ?? failureSchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ContractDriftError(
      `${op.key} answered ${res.status} with a body that does not match its declared schema: ${describeIssues(parsed.error)}\n${text.slice(0, 400)}`,
    );
  }
  if (declared) {
    const statuses = validated.get(op.key) ?? new Set<number>();
    statuses.add(res.status);
    validated.set(op.key, statuses);
  }
}

/** Makes every `app.request` (the test clients' way in) check its answer against the declared contract. */
export function checkResponses<T extends AnyHono>(app: T): T {
  const operations = declaredOperations(app);
  const request = app.request.bind(app);
  app.request = (async (input: Request | string | URL, init?: RequestInit, ...rest: unknown[]) => {
    const res = await (request as (...args: unknown[]) => Response | Promise<Response>)(input, init, ...rest);
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const url = input instanceof Request ? input.url : String(input);
    await checkResponse(operations, method, url, res.clone());
    return res;
  }) as T["request"];
  return app;
}
