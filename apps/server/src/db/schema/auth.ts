import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Tables better-auth reads and writes (plural names, `usePlural: true` in the adapter).
// Profile fields live on `users` too, so one row answers both the session and the profile.
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    phoneNumber: text("phone_number").unique(),
    phoneNumberVerified: boolean("phone_number_verified")
      .notNull()
      .default(false),
    username: text("username").unique(),
    bio: text("bio"),
    userRoleString: text("user_role_string"),
    currentWorkOn: text("current_work_on"),
    lifeStatus: text("life_status"),
    region: text("region"),
    city: text("city"),
    wechatId: text("wechat_id"),
    preferredContact: text("preferred_contact"),
    showWechat: boolean("show_wechat").notNull().default(false),
    showEmail: boolean("show_email").notNull().default(false),
    skills: text("skills").array().notNull().default([]),
    membershipLevel: text("membership_level").notNull().default("VISITOR"),
    creatorLevel: text("creator_level"),
    mentorLevel: text("mentor_level"),
    contributorLevel: text("contributor_level"),
    // A community admin (ADR 0041): 'ADMIN' or null. Never in the profile body nor in better-auth's fields,
    // so only the admin:grant script (or the database) makes one.
    siteRole: text("site_role"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    check("users_site_role_check", sql`${t.siteRole} is null or ${t.siteRole} = 'ADMIN'`),
    // User search's prefix step (docs/product/hackathons.md#team-member-search): case-insensitive `LIKE 'q%'`.
    index("users_username_search_idx").using(
      "btree",
      sql`lower(${t.username}) text_pattern_ops`,
    ),
    index("users_name_search_idx").using(
      "btree",
      sql`lower(${t.name}) text_pattern_ops`,
    ),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", {
      withTimezone: true,
    }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", {
      withTimezone: true,
    }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);
