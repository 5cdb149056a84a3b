import type { ProjectCreate } from "@commons/domain";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { projects, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";

type ProjectRow = typeof projects.$inferSelect;

export function toProject(p: ProjectRow) {
  return {
    id: p.id,
    title: p.title,
    subtitle: p.subtitle,
    description: p.description,
    stage: p.stage,
    url: p.url,
    githubUrl: p.githubUrl,
    screenshots: p.screenshots,
    projectTags: p.projectTags,
    createdAt: p.createdAt.toISOString(),
  };
}

/** Projects have no private flag yet: a user's projects are as public as their profile. */
export async function listProjects(db: Db, userId: string) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!owner) throw notFound("error.userNotFound");
  const rows = await db.select().from(projects).where(eq(projects.userId, userId)).orderBy(desc(projects.createdAt), desc(projects.id));
  return { projects: rows.map(toProject) };
}

export async function createProject(db: Db, userId: string, input: ProjectCreate) {
  const [row] = await db
    .insert(projects)
    .values({
      userId,
      title: input.title,
      subtitle: input.subtitle ?? null,
      description: input.description ?? null,
      stage: input.stage,
      projectTags: input.projectTags ?? [],
    })
    .returning();
  return { project: toProject(row!) };
}
