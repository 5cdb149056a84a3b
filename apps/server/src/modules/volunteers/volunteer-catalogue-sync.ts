import { DEFAULT_VOLUNTEER_BASE_ROLES, type Locale } from "@commons/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type LocalizedText, volunteerBaseRoles } from "../../db/schema/index.ts";

/**
 * docs/product/people.md#volunteers: the catalogue of base roles is reference data of every installation,
 * not demo content, so the server writes the domain's list at start (main.ts; the test app does the same).
 * Matched by key and idempotent. **Ours**: the texts and points are UPDATED when the code's differ, because
 * the code is the catalogue's only editor (there is no admin screen for it) and a corrected translation
 * should reach every installation. A key dropped from the code stays in the table: event roles point at it.
 */
export async function syncVolunteerCatalogue(db: Db): Promise<void> {
  const rows = DEFAULT_VOLUNTEER_BASE_ROLES.map((role, index) => ({ ...role, sortOrder: index }));
  await db
    .insert(volunteerBaseRoles)
    .values(rows)
    .onConflictDoUpdate({
      target: volunteerBaseRoles.key,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        detailDescription: sql`excluded.detail_description`,
        cpPoints: sql`excluded.cp_points`,
        sortOrder: sql`excluded.sort_order`,
      },
      // Only rows that really differ are written, so a restart touches nothing.
      setWhere: sql`(${volunteerBaseRoles.name}, ${volunteerBaseRoles.description}, ${volunteerBaseRoles.detailDescription}, ${volunteerBaseRoles.cpPoints}, ${volunteerBaseRoles.sortOrder})
        is distinct from (excluded.name, excluded.description, excluded.detail_description, excluded.cp_points, excluded.sort_order)`,
    });
}

/** A catalogue text in the reader's language (Chinese when a language is missing). */
export const localized = (text: LocalizedText, locale: Locale): string => text[locale] || text.zh;
