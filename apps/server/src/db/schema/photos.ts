import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { events } from "./events.ts";

// docs/product/event-page.md#photos: photos people add to an event. The file itself lives in storage under
// the uploader's own prefix; a row only points at it, so deleting a row never touches anyone's file.
export const eventPhotos = pgTable(
  "event_photos",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    uploaderId: text("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The album, newest first.
    index("event_photos_event_created_idx").on(t.eventId, t.createdAt),
    // One file appears once per event: a retried POST finds the row instead of adding a second (rule 9).
    uniqueIndex("event_photos_event_url_uq").on(t.eventId, t.imageUrl),
    // The per-uploader count behind the 20-photo limit.
    index("event_photos_event_uploader_idx").on(t.eventId, t.uploaderId),
  ],
);
