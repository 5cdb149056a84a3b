import { CHALLENGE_SETUP_STATUSES, CHALLENGE_TOP_CONTRIBUTORS, type ChallengeParticipant, type ChallengeParticipants, type ChallengeVisibility, completionRate, levelBadges } from "@commons/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loadChallenge } from "./challenge-access.ts";

// docs/product/challenges.md#dashboard: every set-up participant with a live registration, ranked by
// check-ins, then likes received, then the earlier last check-in (then the id, so the order is stable). The
// totals and the completion rate count everyone; a visitor's list leaves out the participants-only people
// (docs/product/challenges.md#visibility), the top five included.

type Row = {
  user_id: string;
  name: string;
  username: string | null;
  image: string | null;
  membership_level: string | null;
  creator_level: string | null;
  mentor_level: string | null;
  contributor_level: string | null;
  project_id: string | null;
  project_title: string | null;
  project_subtitle: string | null;
  project_tags: string[] | null;
  check_in_count: number;
  is_completed: boolean;
  visibility_level: ChallengeVisibility;
  likes_received: number;
  last_check_in_at: Date | string | null;
};

const LIVE = sql.join(
  CHALLENGE_SETUP_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

function toParticipant(row: Row): ChallengeParticipant {
  return {
    user: {
      id: row.user_id,
      name: row.name,
      username: row.username,
      image: row.image,
      // docs/product/accounts-and-profile.md#level-badges: the badges beside the name, as on the profile.
      levels: levelBadges({ membershipLevel: row.membership_level, creatorLevel: row.creator_level, mentorLevel: row.mentor_level, contributorLevel: row.contributor_level }),
    },
    project: row.project_id ? { id: row.project_id, title: row.project_title ?? "", subtitle: row.project_subtitle, tags: row.project_tags ?? [] } : null,
    checkInCount: Number(row.check_in_count),
    isCompleted: row.is_completed,
    likesReceived: Number(row.likes_received),
    lastCheckInAt: row.last_check_in_at === null ? null : new Date(row.last_check_in_at).toISOString(),
    visibilityLevel: row.visibility_level,
  };
}

/** GET /api/events/{id}/building-public/participants. */
export async function listParticipants(db: Db, eventId: string, viewerId: string | null): Promise<ChallengeParticipants> {
  const { event, viewer } = await loadChallenge(db, eventId, viewerId);
  const result = await db.execute<Row>(sql`
    select cp.user_id, u.name, u.username, u.image, u.membership_level, u.creator_level, u.mentor_level, u.contributor_level,
           p.id as project_id, p.title as project_title, p.subtitle as project_subtitle, p.project_tags,
           cp.check_in_count, cp.is_completed, cp.visibility_level,
           coalesce(s.likes, 0)::int as likes_received, s.last_at as last_check_in_at
    from challenge_participants cp
    join registrations r on r.id = cp.registration_id and r.status in (${LIVE})
    join users u on u.id = cp.user_id
    left join projects p on p.id = cp.project_id
    left join (
      select registration_id, sum(like_count) as likes, max(checked_in_at) as last_at
      from challenge_check_ins where event_id = ${event.id} group by registration_id
    ) s on s.registration_id = cp.registration_id
    where cp.event_id = ${event.id}
    order by cp.check_in_count desc, likes_received desc, s.last_at asc nulls last, cp.user_id`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const completed = rows.filter((r) => r.is_completed).length;
  const shown = viewer.scope === "all" ? rows : rows.filter((r) => r.visibility_level === "PUBLIC" || r.user_id === viewerId);
  const participants = shown.map(toParticipant);
  return {
    participants,
    total: rows.length,
    completed,
    completionRate: completionRate(completed, rows.length),
    requiredCheckIns: event.config.requiredCheckIns,
    topContributors: participants.slice(0, CHALLENGE_TOP_CONTRIBUTORS),
  };
}
