import type { ProjectCreate, ProjectPage } from "@commons/domain";
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

/**
 * docs/product/people.md#project-page: a project's public page. Projects have no private flag, so anyone
 * may read one; the owner appears with public fields only (never email or phone).
 */
export async function getProjectPage(db: Db, id: string): Promise<ProjectPage> {
  // Ids are UUIDs; anything else names nothing (and never reaches the database as a malformed uuid).
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound("project.notFound");
  const [row] = await db
    .select({
      project: projects,
      owner: { id: users.id, name: users.name, username: users.username, image: users.image, userRoleString: users.userRoleString, bio: users.bio },
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(eq(projects.id, id))
    .limit(1);
  if (!row) throw notFound("project.notFound");
  return { ...toProject(row.project), owner: row.owner };
}
