// Test-only helpers for the volunteer suites (never imported by the app).
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventVolunteerRoles, volunteerApplications, volunteerBaseRoles } from "../../db/schema/index.ts";

/** The catalogue row's id for a key of DEFAULT_VOLUNTEER_BASE_ROLES (the test app syncs the catalogue). */
export async function baseRoleId(db: Db, key = "check-in"): Promise<string> {
  const [row] = await db.select({ id: volunteerBaseRoles.id }).from(volunteerBaseRoles).where(eq(volunteerBaseRoles.key, key));
  if (!row) throw new Error(`no base role ${key}: was the catalogue synced?`);
  return row.id;
}

type RoleInsert = Partial<typeof eventVolunteerRoles.$inferInsert>;

/** A role straight into the table (the roles editor has its own tests). */
export async function insertRole(db: Db, eventId: string, fields: RoleInsert = {}): Promise<string> {
  const [row] = await db
    .insert(eventVolunteerRoles)
    .values({ eventId, baseRoleId: fields.baseRoleId ?? (await baseRoleId(db)), recruitCount: 2, requireApproval: true, ...fields })
    .returning({ id: eventVolunteerRoles.id });
  return row!.id;
}

export async function roleRow(db: Db, roleId: string) {
  const [row] = await db.select().from(eventVolunteerRoles).where(eq(eventVolunteerRoles.id, roleId));
  return row!;
}

export async function applicationsOf(db: Db, roleId: string) {
  return db.select().from(volunteerApplications).where(eq(volunteerApplications.roleId, roleId));
}

/** What an editor sends back for a role it read (GET /volunteer-roles), with changes. */
export function asInput(role: { id: string; baseRoleId: string; description: string | null; recruitCount: number; requireApproval: boolean; isRequired: boolean; closed: boolean }) {
  const { id, baseRoleId: base, description, recruitCount, requireApproval, isRequired, closed } = role;
  return { id, baseRoleId: base, description, recruitCount, requireApproval, isRequired, closed };
}
