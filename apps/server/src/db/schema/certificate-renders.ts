import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { LOCALES } from "@commons/domain";
import { certificates } from "./certificates.ts";

/**
 * docs/decisions/0043-certificates-drawn-once-when-issued.md: the one stored picture of a certificate in a
 * language (its PNG; the PDF is built from it). `storage_key` names the file in storage and is derived from a hash
 * of everything drawn, so a download compares it with the key of the certificate as it is now: equal, the file is
 * served; different (a corrected name, a revoke), it is drawn again and this row replaced. One row per
 * certificate and language, so the download finds it with one read of the primary key. The file is also in
 * stored_files without an owner: the orphan sweep deletes a replaced one that was not removed at once.
 */
export const certificateRenders = pgTable(
  "certificate_renders",
  {
    certificateId: text("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    locale: text("locale", { enum: LOCALES }).notNull(),
    storageKey: text("storage_key").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.certificateId, t.locale] }),
    // A key belongs to one row; the orphan sweep and the replacing write look rows up by it.
    uniqueIndex("certificate_renders_storage_key_idx").on(t.storageKey),
    check("certificate_renders_locale_check", sql`${t.locale} in ('zh', 'en')`),
  ],
);
