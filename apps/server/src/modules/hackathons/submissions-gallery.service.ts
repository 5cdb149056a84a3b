import {
  GALLERY_PAGE_SIZE,
  type GallerySort,
  type GalleryQuery,
  normalizeHackathonConfig,
  stageIndex,
  type SubmissionCard,
  type SubmissionsPage,
} from "@commons/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedSql } from "../../db/prepared-sql.ts";
import { events } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, isEventManagerSql, isVisibleTo } from "../events/event-permissions.ts";

// docs/product/hackathons.md#gallery: one page of a hackathon's submissions, in two round trips whatever the
// page or the number of submissions: the event (visibility, configuration, the reader's role), then the page
// with its teams aggregated in the same statement.

/** Each sort reads its own index on submissions (event_id, <key>, id); the id breaks ties so pages never overlap. */
const ORDER: Record<GallerySort, (t: string) => string> = {
  recent: (t) => `${t}.submitted_at desc, ${t}.id desc`,
  popular: (t) => `${t}.vote_count desc, ${t}.id desc`,
  score: (t) => `${t}.final_score desc nulls last, ${t}.id desc`,
};

interface PageRow {
  id: string;
  event_id: string;
  project_id: string | null;
  title: string;
  description: string;
  cover_image: string | null;
  tags: string[];
  vote_count: number;
  audience_score: number | null;
  judge_score: number | null;
  final_score: number | null;
  rank: number | null;
  submitted_at: Date | string;
  total: number;
  team: SubmissionCard["team"];
}

/**
 * The page first (limit/offset over the sort's index, the total from a window), then the teams of its at most
 * GALLERY_PAGE_SIZE rows: only public user columns are read, so an email or phone number cannot reach a card.
 */
function pageStatement(sort: GallerySort) {
  return preparedSql(
    `submissions_gallery_${sort}`,
    sql`
      select p.*, coalesce((
        select json_agg(json_build_object('id', u.id, 'name', u.name, 'username', u.username, 'image', u.image, 'role', m.role)
                        order by (m.role = 'SUBMITTER') desc, m.position, m.joined_at, u.id)
        from submission_members m join users u on u.id = m.user_id
        where m.submission_id = p.id), '[]'::json) as team
      from (
        select s.id, s.event_id, s.project_id, s.title, s.description, s.screenshots[1] as cover_image, s.tags, s.vote_count,
               s.audience_score, s.judge_score, s.final_score, s.rank, s.submitted_at, count(*) over ()::int as total
        from submissions s
        where s.event_id = ${sql.placeholder("eventId")}
        order by ${sql.raw(ORDER[sort]("s"))}
        limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}
      ) p
      order by ${sql.raw(ORDER[sort]("p"))}`,
  );
}

const STATEMENTS: Record<GallerySort, ReturnType<typeof pageStatement>> = {
  recent: pageStatement("recent"),
  popular: pageStatement("popular"),
  score: pageStatement("score"),
};

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

function toCard(row: PageRow): SubmissionCard {
  return {
    id: row.id,
    eventId: row.event_id,
    projectId: row.project_id,
    title: row.title,
    description: row.description,
    coverImage: row.cover_image,
    tags: row.tags,
    team: row.team.map((m) => ({ id: m.id, name: m.name, username: m.username, image: m.image, role: m.role })),
    voteCount: Number(row.vote_count),
    audienceScore: num(row.audience_score),
    judgeScore: num(row.judge_score),
    finalScore: num(row.final_score),
    rank: num(row.rank),
    submittedAt: new Date(row.submitted_at).toISOString(),
  };
}

/** The hackathon as the gallery needs it; drafts and cancelled events look missing to all but their managers. */
async function loadGalleryEvent(db: Db, eventId: string, viewerId: string | null) {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const [row] = await db
    .select({
      id: events.id,
      type: events.type,
      status: events.status,
      startTime: events.startTime,
      endTime: events.endTime,
      hackathonConfig: events.hackathonConfig,
      isManager: viewerId ? isEventManagerSql(viewerId) : sql<boolean>`false`,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row || !isVisibleTo(row.status, row.isManager)) throw notFound("error.eventNotFound");
  if (row.type !== "HACKATHON") throw notFound("hackathons.notAHackathon");
  return row;
}

/**
 * docs/product/hackathons.md#gallery. When the organiser keeps the gallery closed until VOTING, readers other
 * than the event's managers get `hidden` and no cards (a team sees its own through my-submission).
 */
export async function listGallery(db: Db, eventId: string, viewerId: string | null, query: GalleryQuery, now = new Date()): Promise<SubmissionsPage> {
  const event = await loadGalleryEvent(db, eventId, viewerId);
  const config = normalizeHackathonConfig(event.hackathonConfig, event, now);
  const closed = config.settings.hideGalleryUntilVoting && stageIndex(config.stage.current) < stageIndex("VOTING");
  const base = { sort: query.sort, page: query.page, pageSize: GALLERY_PAGE_SIZE };
  if (closed && !event.isManager) return { ...base, submissions: [], total: 0, hasNextPage: false, hidden: true };
  const offset = (query.page - 1) * GALLERY_PAGE_SIZE;
  const rows = await STATEMENTS[query.sort]<PageRow>(db, { eventId: event.id, limit: GALLERY_PAGE_SIZE, offset });
  // Past the last page the window has no row to count on: the total then comes from nowhere, and says 0.
  const total = Number(rows[0]?.total ?? 0);
  // Judges score while voting runs: their scores, the final score and the rank are the results', shown with them
  // and not before (docs/product/hackathons.md#results), to managers as to everyone.
  const revealed = config.stage.current === "RESULTS";
  const cards = rows.map(toCard).map((card) => (revealed ? card : { ...card, judgeScore: null, finalScore: null, rank: null }));
  return { ...base, submissions: cards, total, hasNextPage: offset + rows.length < total, hidden: false };
}
