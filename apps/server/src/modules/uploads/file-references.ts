import { UPLOAD_PURPOSES } from "@commons/domain";
import { sql, type SQL } from "drizzle-orm";
import { certificateRenders, challengeCheckIns, eventPhotos, events, organizations, projects, submissions, users } from "../../db/schema/index.ts";

// docs/product/accounts-and-profile.md#upload-limits: every place an uploaded image can be pointed at.
// The orphan sweep (orphan-files.ts) deletes a day-old stored file that none of these name, so a field
// that starts accepting uploads (own-upload.ts) must be listed here too; orphan-files.test.ts stores one
// file behind each entry and checks that the sweep keeps it. The server's own files are here too: a certificate's
// stored picture (ADR 0043) is live while its row names it, and a replaced one left behind is swept like an upload.

/** A storage key (upload-keys.ts) anywhere in a text: the same purpose/owner/name shape, as a regex PostgreSQL reads. */
export const STORED_KEY_REGEX = `((?:${UPLOAD_PURPOSES.join("|")})/[A-Za-z0-9_-]{1,64}/[a-z0-9]{32}\\.(?:jpg|png|webp))`;

const one = (column: SQL | unknown) => sql`substring(${column} from ${STORED_KEY_REGEX})`;
const each = (table: unknown, column: unknown) => sql`select substring(u from ${STORED_KEY_REGEX}) from ${table}, unnest(${column}) u`;
const within = (text: SQL | unknown) => sql`(regexp_matches(${text}, ${STORED_KEY_REGEX}, 'g'))[1]`;

/** One `select <key> from …` per place; a value that is not one of our files yields null and matches nothing. */
const PLACES: SQL[] = [
  sql`select ${one(users.image)} from ${users} where ${users.image} is not null`,
  sql`select ${one(organizations.logo)} from ${organizations} where ${organizations.logo} is not null`,
  sql`select ${one(events.coverImage)} from ${events} where ${events.coverImage} is not null`,
  sql`select ${one(events.registrationSuccessImage)} from ${events} where ${events.registrationSuccessImage} is not null`,
  sql`select ${one(events.registrationPendingImage)} from ${events} where ${events.registrationPendingImage} is not null`,
  sql`select ${one(events.volunteerWechatQrCode)} from ${events} where ${events.volunteerWechatQrCode} is not null`,
  // Images inside the rich description, and any file a configuration holds (the challenge's payment QR code).
  sql`select ${within(events.richContent)} from ${events} where ${events.richContent} is not null`,
  sql`select ${within(sql`${events.buildingConfig}::text`)} from ${events} where ${events.buildingConfig} is not null`,
  sql`select ${within(sql`${events.hackathonConfig}::text`)} from ${events} where ${events.hackathonConfig} is not null`,
  sql`select ${one(eventPhotos.imageUrl)} from ${eventPhotos}`,
  each(projects, projects.screenshots),
  each(submissions, submissions.screenshots),
  each(challengeCheckIns, challengeCheckIns.imageUrls),
  sql`select ${certificateRenders.storageKey} from ${certificateRenders}`,
];

/** Every storage key some row points at, as one query body to anti-join against. */
export const referencedKeys: SQL = sql.join(PLACES, sql` union `);
