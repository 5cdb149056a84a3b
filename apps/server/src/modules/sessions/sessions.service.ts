import type { SignedInDevice } from "@commons/domain";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";

/** The caller's live sessions, the current one first, then the most recently active. */
export async function listSessions(db: Db, userId: string, currentId: string | null): Promise<SignedInDevice[]> {
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt));
  return rows
    .map((row) => ({
      id: row.id,
      current: row.id === currentId,
      userAgent: row.userAgent,
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs out one of the caller's sessions; another person's, or none, is "not found" alike. */
export async function revokeSession(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw notFound();
}

/** Signs out every session of the caller's but this one; answers how many ended. */
export async function revokeOtherSessions(db: Db, userId: string, currentId: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id });
  return deleted.length;
}
