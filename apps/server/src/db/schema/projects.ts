import { index, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { PROJECT_STAGES } from "@commons/domain";
import { users } from "./auth.ts";

// Six stages are offered, and the hackathon feature creates projects with stage IDEA, so both are accepted
// (docs/product/registration.md#projects).
export const projectStage = pgEnum("project_stage", PROJECT_STAGES);

export const projects = pgTable(
  "projects",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    description: text("description"),
    stage: projectStage("stage").notNull().default("IDEA_VALIDATION"),
    url: text("url"),
    githubUrl: text("github_url"),
    screenshots: text("screenshots").array().notNull().default([]),
    projectTags: text("project_tags").array().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("projects_user_idx").on(t.userId, t.createdAt)],
);
