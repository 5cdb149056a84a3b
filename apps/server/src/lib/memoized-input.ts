import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "./context.ts";
import { validationHook } from "./errors-handler.ts";

// ADR 0049. A hot GET route is documented like every other (`openAPIRegistry.registerPath`) but served by a plain
// `app.get`, its path parameters and query validated here: by the same schemas, with the same answers as
// zod-openapi's validators (the query first, then the parameters; a failure is the 422 naming each field, a NUL
// in a parameter a 404), but once per distinct URL. A feed is read again and again under a handful of URLs, and
// zod's two passes, with the two middlewares around them, cost about a tenth of the read's server CPU.

/** Distinct URLs remembered at most; the memo starts again when full (a bound, not a policy). */
const MAX_URLS = 512;

interface RouteInput<P extends z.ZodType, Q extends z.ZodType> {
  params: P;
  query: Q;
}

export interface ValidatedInput<P extends z.ZodType, Q extends z.ZodType> {
  param: Readonly<z.output<P>>;
  query: Readonly<z.output<Q>>;
}

/** Hono's query as zod-openapi hands it to its validator: a name given once is a string, given again an array. */
function queryOf(c: Context<AppEnv>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(c.req.queries()))
    out[name] = values.length === 1 ? values[0]! : values;
  return out;
}

async function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  target: "query" | "param",
  c: Context<AppEnv>,
): Promise<Readonly<z.output<S>>> {
  const result = await schema.safeParseAsync(value);
  if (!result.success) {
    // Throws the route's refusal: a 422 naming each field in the caller's language.
    validationHook({ success: false, error: result.error }, c);
    throw result.error;
  }
  // Throws for text PostgreSQL cannot store: a 404 for a parameter (no id holds a NUL), else a 422.
  validationHook({ success: true, data: result.data, target }, c);
  return Object.freeze(result.data);
}

/**
 * The validator of one route's `request.params` and `request.query`, remembering what each URL (path and query,
 * exactly as sent) was validated into. Only valid input is remembered; a refusal is worked out, in the caller's
 * language, every time. The values are frozen: every request with that URL shares them.
 */
export function memoizedInput<P extends z.ZodType, Q extends z.ZodType>(
  request: RouteInput<P, Q>,
): (c: Context<AppEnv>) => Promise<ValidatedInput<P, Q>> {
  const memo = new Map<string, ValidatedInput<P, Q>>();
  return async (c) => {
    const url = c.req.url;
    const known = memo.get(url);
    if (known) return known;
    const query = await validate(request.query, queryOf(c), "query", c);
    const param = await validate(request.params, c.req.param(), "param", c);
    const input = Object.freeze({ param, query });
    if (memo.size >= MAX_URLS) memo.clear();
    memo.set(url, input);
    return input;
  };
}
