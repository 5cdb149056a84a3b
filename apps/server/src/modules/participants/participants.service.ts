import {
  levelBadges,
  type LevelHolder,
  PARTICIPANTS_PAGE_SIZE,
  PROJECT_SUBMISSIONS_LIMIT,
  type Participant,
  type ParticipantsPage,
  type ParticipantsQuery,
  type ProjectSubmissions,
} from "@commons/domain";
import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { projects, registrations, users } from "../../db/schema/index.ts";
import { assertCanSeeParticipants, loadParticipantsAccess } from "./participants-access.ts";

/** A LIKE pattern that matches `text` literally anywhere: %, _ and the escape character itself lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

// docs/product/people.md#participants: a participant is an APPROVED registrant, nothing else.
const approvedOf = (eventId: string) => and(eq(registrations.eventId, eventId), eq(registrations.status, "APPROVED"));

// The attached project counts only when it is the registrant's own (a registration can't point elsewhere
// today; this keeps it so if that ever changes).
const ownProject = and(eq(projects.id, registrations.projectId), eq(projects.userId, registrations.userId));

/** The spec's search fields (§9): name, username, bio, role and current work, case-insensitive. */
function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(users.name, pattern),
    ilike(users.username, pattern),
    ilike(users.bio, pattern),
    ilike(users.userRoleString, pattern),
    ilike(users.currentWorkOn, pattern),
  );
}

// Only these user columns are read, so an email or phone number cannot reach the list by accident.
const participantColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  image: users.image,
  bio: users.bio,
  userRoleString: users.userRoleString,
  currentWorkOn: users.currentWorkOn,
  membershipLevel: users.membershipLevel,
  creatorLevel: users.creatorLevel,
  mentorLevel: users.mentorLevel,
  contributorLevel: users.contributorLevel,
  projectId: projects.id,
  projectTitle: projects.title,
  projectSubtitle: projects.subtitle,
  projectStage: projects.stage,
  projectScreenshots: projects.screenshots,
};

type ParticipantRow = Omit<Participant, "projects" | "levels"> & LevelHolder & {
  projectId: string | null;
  projectTitle: string | null;
  projectSubtitle: string | null;
  projectStage: Participant["projects"][number]["stage"] | null;
  projectScreenshots: string[] | null;
};

function toParticipant(row: ParticipantRow): Participant {
  const { projectId, projectTitle, projectSubtitle, projectStage, projectScreenshots, membershipLevel, creatorLevel, mentorLevel, contributorLevel, ...person } = row;
  const projectsOf =
    projectId && projectTitle && projectStage
      ? [{ id: projectId, title: projectTitle, subtitle: projectSubtitle, stage: projectStage, screenshot: projectScreenshots?.[0] ?? null }]
      : [];
  // docs/product/accounts-and-profile.md#level-badges: the badges beside the name, as the profile shows them.
  return { ...person, levels: levelBadges({ membershipLevel, creatorLevel, mentorLevel, contributorLevel }), projects: projectsOf };
}

/** docs/product/people.md#participants: one page of the approved registrants, in registration order. */
export async function listParticipants(db: Db, eventId: string, viewerId: string | null, query: ParticipantsQuery): Promise<ParticipantsPage> {
  const access = await loadParticipantsAccess(db, eventId, viewerId);
  assertCanSeeParticipants(access);
  const where = and(approvedOf(access.eventId), searchOf(query.q));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(participantColumns)
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .leftJoin(projects, ownProject)
      .where(where)
      .orderBy(asc(registrations.registeredAt), asc(registrations.id))
      .limit(PARTICIPANTS_PAGE_SIZE)
      .offset((query.page - 1) * PARTICIPANTS_PAGE_SIZE),
    db.select({ total: count() }).from(registrations).innerJoin(users, eq(users.id, registrations.userId)).where(where),
  ]);
  const total = Number(totalRow?.total ?? 0);
  return {
    participants: rows.map(toParticipant),
    page: query.page,
    pageSize: PARTICIPANTS_PAGE_SIZE,
    total,
    hasNextPage: query.page * PARTICIPANTS_PAGE_SIZE < total,
  };
}

/** docs/product/people.md#participants: the projects approved registrants attached to their registration. */
export async function listProjectSubmissions(db: Db, eventId: string, viewerId: string | null): Promise<ProjectSubmissions> {
  const access = await loadParticipantsAccess(db, eventId, viewerId);
  assertCanSeeParticipants(access);
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      subtitle: projects.subtitle,
      stage: projects.stage,
      screenshots: projects.screenshots,
      projectTags: projects.projectTags,
      owner: { id: users.id, name: users.name, username: users.username, image: users.image, userRoleString: users.userRoleString, bio: users.bio },
    })
    .from(registrations)
    .innerJoin(projects, ownProject)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(approvedOf(access.eventId))
    .orderBy(asc(registrations.registeredAt), asc(registrations.id))
    .limit(PROJECT_SUBMISSIONS_LIMIT);
  return { projects: rows };
}
