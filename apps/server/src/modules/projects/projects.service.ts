import { normaliseProjectTags, type ProjectInput, type ProjectPage } from "@commons/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { projects, users } from "../../db/schema/index.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import type { Storage } from "../uploads/storage.ts";
import { screenshotUrls } from "./project-files.ts";
import { projectHackathons } from "./project-hackathons.ts";

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

/** Ids are UUIDs; anything else names nothing (and never reaches the database as a malformed value). */
const isProjectId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/**
 * docs/product/hackathons.md#projects: projects have no private flag, so a person's projects are as public
 * as their profile, and anyone (signed in or not) may list them.
 */
export async function listProjects(db: Db, userId: string) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!owner) throw notFound("error.userNotFound");
  const rows = await db.select().from(projects).where(eq(projects.userId, userId)).orderBy(desc(projects.createdAt), desc(projects.id));
  return { projects: rows.map(toProject) };
}

/** The columns a create or an edit writes; what the input leaves out is cleared (PUT replaces the whole project). */
function columns(input: ProjectInput, screenshots: string[]) {
  return {
    title: input.title,
    subtitle: input.subtitle || null,
    description: input.description || null,
    stage: input.stage,
    url: input.url ?? null,
    githubUrl: input.githubUrl ?? null,
    screenshots,
    projectTags: normaliseProjectTags(input.projectTags),
  };
}

export async function createProject(db: Db, storage: Storage, userId: string, input: ProjectInput) {
  const screenshots = await screenshotUrls(storage, userId, input.screenshots, []);
  const [row] = await db
    .insert(projects)
    .values({ userId, ...columns(input, screenshots) })
    .returning();
  return { project: toProject(row!) };
}

/** 404 for an unknown project, 403 for someone else's; the row for its owner. */
async function ownProject(db: Db, id: string, userId: string): Promise<ProjectRow> {
  if (!isProjectId(id)) throw notFound("project.notFound");
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  if (!row) throw notFound("project.notFound");
  if (row.userId !== userId) throw forbidden("projects.notOwner");
  return row;
}

/**
 * The owner replaces every field. The write is conditional on the owner (one statement), so a project
 * deleted meanwhile answers 404 rather than coming back.
 */
export async function updateProject(db: Db, storage: Storage, id: string, userId: string, input: ProjectInput) {
  const current = await ownProject(db, id, userId);
  const screenshots = await screenshotUrls(storage, userId, input.screenshots, current.screenshots);
  const [row] = await db
    .update(projects)
    .set({ ...columns(input, screenshots), updatedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning();
  if (!row) throw notFound("project.notFound");
  return { project: toProject(row) };
}

/**
 * The owner deletes a project. Its submissions stay (each copied what it shows when submitted, and its
 * project_id becomes null), and so do registrations that named it. The stored screenshot files are kept,
 * as a removed event photo's file is.
 */
export async function deleteProject(db: Db, id: string, userId: string) {
  await ownProject(db, id, userId);
  const [row] = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning({ id: projects.id });
  if (!row) throw notFound("project.notFound");
  return { id: row.id };
}

/**
 * docs/product/hackathons.md#projects: a project's public page. Anyone may read one; the owner appears with
 * public fields only (never email or phone), and so does every team member of its submissions.
 */
export async function getProjectPage(db: Db, id: string, viewerId: string | null): Promise<ProjectPage> {
  if (!isProjectId(id)) throw notFound("project.notFound");
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
  return { ...toProject(row.project), owner: row.owner, submissions: await projectHackathons(db, id, viewerId) };
}
