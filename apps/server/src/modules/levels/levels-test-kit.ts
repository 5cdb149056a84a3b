import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { signedIn } from "../../test/fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

/** Test-only: makes an account a community admin, as the admin:grant script does. */
export async function makeSiteAdmin(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ siteRole: "ADMIN" }).where(eq(users.id, userId));
}

/** A signed-in community admin. */
export async function signedInAdmin(t: TestApp, locale: "zh" | "en" = "zh") {
  const admin = await signedIn(t, locale);
  await makeSiteAdmin(t.db, admin.userId);
  return admin;
}

export const levelsOf = (userId: string) => `/api/admin/users/${userId}/levels`;
