import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

// Every level a community admin grants or removes, with the reason (docs/product/accounts-and-profile.md#level-badges).
// Written in the same transaction as the user's level column, so the history never disagrees with it.
export const levelChanges = pgTable(
  "level_changes",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    track: text("track").notNull(),
    fromLevel: text("from_level"),
    toLevel: text("to_level"),
    reason: text("reason").notNull(),
    // The admin; kept as null if their account is deleted, so the person's history survives it.
    changedBy: text("changed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("level_changes_user_created_idx").on(t.userId, t.createdAt),
    check("level_changes_track_check", sql`${t.track} in ('membership', 'creator', 'mentor', 'contributor')`),
  ],
);
