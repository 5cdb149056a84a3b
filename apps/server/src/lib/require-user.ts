import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, SessionUser } from "./context.ts";
import { unauthorized } from "./errors.ts";

/**
 * Route middleware for signed-in-only routes. It runs before body validation, so a signed-out caller
 * always gets 401, never a 422 that would reveal what the route expects.
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get("user")) throw unauthorized();
  await next();
};

/** The signed-in user in a handler behind `requireUser`. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}
