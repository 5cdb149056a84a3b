import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";

/**
 * The account an organiser names by username (a leading "@" is allowed) or e-mail, for inviting a co-admin
 * or adding an attendee. Both are stored lower-case, so the match ignores case. Unknown → 404 with a
 * message that says what was searched for.
 */
export async function findUserByHandle(db: Db, usernameOrEmail: string): Promise<{ id: string }> {
  const handle = usernameOrEmail.trim().toLowerCase();
  const where = handle.includes("@", 1) ? sql`lower(${users.email}) = ${handle}` : sql`lower(${users.username}) = ${handle.replace(/^@/, "")}`;
  const [user] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  if (!user) throw notFound("console.error.noUserWithHandle");
  return user;
}
