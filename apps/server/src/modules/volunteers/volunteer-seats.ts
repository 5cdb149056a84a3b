import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventVolunteerRoles } from "../../db/schema/index.ts";

// Design rule 1 for volunteer roles: every path that makes an application APPROVED (an auto-approved apply,
// an organiser's approval) takes its place through this one conditional update, inside the transaction that
// writes the status; the table's check (approved_count <= recruit_count) is the last line behind it.

/** Takes one place of the role; false when it is full (or, for applies, closed). */
export async function takeVolunteerSeat(tx: Db, roleId: string, opts: { openOnly: boolean }): Promise<boolean> {
  const [row] = await tx
    .update(eventVolunteerRoles)
    .set({ approvedCount: sql`${eventVolunteerRoles.approvedCount} + 1` })
    .where(
      and(
        eq(eventVolunteerRoles.id, roleId),
        lt(eventVolunteerRoles.approvedCount, eventVolunteerRoles.recruitCount),
        opts.openOnly ? isNull(eventVolunteerRoles.closedAt) : undefined,
      ),
    )
    .returning({ id: eventVolunteerRoles.id });
  return row !== undefined;
}

/** Gives a place back when an APPROVED application is cancelled or rejected (design rule 2: really released). */
export async function releaseVolunteerSeat(tx: Db, roleId: string): Promise<void> {
  await tx
    .update(eventVolunteerRoles)
    .set({ approvedCount: sql`${eventVolunteerRoles.approvedCount} - 1` })
    .where(and(eq(eventVolunteerRoles.id, roleId), gt(eventVolunteerRoles.approvedCount, 0)));
}
