import { eq, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { AppEnv } from "../../lib/context.ts";
import { forbidden, unauthorized } from "../../lib/errors.ts";

// Community admins (ADR 0041): a site-wide role beside the per-event ones. Read from the database on each
// admin request, never from the session, so a revoked admin loses the powers on their next request.

export async function isSiteAdmin(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ siteRole: users.siteRole }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.siteRole === "ADMIN";
}

/**
 * Guards every `/api/admin/*` route: signed out → 401, anyone but a community admin → 403, both before the
 * body is read, so a refusal never reveals what the route expects.
 */
export function siteAdminOnly(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get("user");
    if (!user) throw unauthorized();
    if (!(await isSiteAdmin(db, user.id))) throw forbidden("levels.adminOnly");
    await next();
  };
}

/**
 * Makes the account with this email a community admin, or (admin false) ends that role; answers whether an
 * account matched. Used by the admin:grant script (docs/decisions/0041-site-admins.md), never by a route.
 */
export async function setSiteAdmin(db: Db, email: string, admin: boolean): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .update(users)
    .set({ siteRole: admin ? "ADMIN" : null, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: users.id, name: users.name });
  return row ?? null;
}
