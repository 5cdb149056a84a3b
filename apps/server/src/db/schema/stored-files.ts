import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

// docs/product/accounts-and-profile.md#upload-limits: one row per image stored through modules/uploads,
// so the server (not only the browser widget) counts each person's uploads per hour, per day and in bytes.
// A file the server draws itself (a certificate's picture, ADR 0043) has a row with no owner: it counts against
// nobody's quota, and the orphan sweep still finds it once nothing points at it.
export const storedFiles = pgTable(
  "stored_files",
  {
    key: text("key").primaryKey(),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "cascade" }),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The quota's counts: one person's files, newest first.
  (t) => [index("stored_files_owner_created_idx").on(t.ownerId, t.createdAt)],
);
