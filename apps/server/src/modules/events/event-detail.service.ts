import { canSeeParticipants, isPlaceholderEmail, normalizeBuildingConfig, normalizeHackathonConfig, PARTICIPANT_PREVIEW_COUNT, type RegistrationStatus } from "@commons/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  hackathonJudges,
  eventBookmarks,
  eventLikes,
  eventQuestions,
  events,
  hostSubscriptions,
  organizations,
  registrations,
  ticketTypes,
  users,
} from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { userSummaryColumns } from "../users/user-summary.ts";
import type { EventDetail } from "@commons/domain";
import { EVENT_ID_PATTERN, isEventManagerSql, isVisibleTo, liveEventId } from "./event-permissions.ts";
import { eventCardColumns, toEventCard } from "./event-cards.queries.ts";

const eventParam = sql.placeholder("id");
const viewerParam = sql.placeholder("viewerId");

// The viewer's relation to the event as indexed EXISTS probes; with no viewer (null) each is false.
const viewerSql = {
  isManager: isEventManagerSql(viewerParam),
  liked: sql<boolean>`exists (select 1 from ${eventLikes} where ${eventLikes.eventId} = ${events.id} and ${eventLikes.userId} = ${viewerParam})`,
  bookmarked: sql<boolean>`exists (select 1 from ${eventBookmarks} where ${eventBookmarks.eventId} = ${events.id} and ${eventBookmarks.userId} = ${viewerParam})`,
  isJudge: sql<boolean>`exists (select 1 from ${hackathonJudges} where ${hackathonJudges.eventId} = ${events.id} and ${hackathonJudges.userId} = ${viewerParam})`,
  // The page's subscribe button is about the organisation when there is one, else the organiser.
  subscribed: sql<boolean>`exists (select 1 from ${hostSubscriptions} where ${hostSubscriptions.userId} = ${viewerParam} and case when ${events.organizationId} is null then ${hostSubscriptions.hostUserId} = ${events.organizerId} else ${hostSubscriptions.organizationId} = ${events.organizationId} end)`,
};

/** The viewer's registration as JSON (timestamps as text, turned into instants below), or null. */
type ViewerRegistrationJson = {
  id: string;
  status: RegistrationStatus;
  ticketTypeId: string | null;
  registeredAt: string;
  checkedInAt: string | null;
  allowDigitalCardDisplay: boolean | null;
};

/**
 * The whole page in one statement, prepared once per database (planned once per connection): the event
 * row with organiser and organisation, the counters (kept by the registration transactions, so nothing
 * here counts registrations), the viewer's relation, and the small lists — ticket types, questions,
 * the first participants, the viewer's registration — as JSON subqueries, each keyed by the event's
 * indexes. Only APPROVED people are public participants (design rule 4); the (event_id, status,
 * registered_at) index hands the first five over in order, so they cost the same among 10 or 10,000.
 * Archived questions keep old answers alive but are no longer asked (design rule 7).
 */
function buildDetailQuery(db: Db) {
  return db
    .select({
      ...eventCardColumns,
      organizer: { ...userSummaryColumns, city: users.city, bio: users.bio },
      organizationDescription: organizations.description,
      organizerId: events.organizerId,
      organizerEmail: users.email,
      organizerShowEmail: users.showEmail,
      organizerWechat: users.wechatId,
      organizerShowWechat: users.showWechat,
      organizerPreferredContact: users.preferredContact,
      richContent: events.richContent,
      description: events.description,
      externalUrl: events.externalUrl,
      onlineUrl: events.onlineUrl,
      registrationDeadline: events.registrationDeadline,
      requireApproval: events.requireApproval,
      requireProjectSubmission: events.requireProjectSubmission,
      askDigitalCardConsent: events.askDigitalCardConsent,
      participantsVisibility: events.participantsVisibility,
      hackathonConfig: events.hackathonConfig,
      buildingConfig: events.buildingConfig,
      seatsTaken: events.seatsTaken,
      organizerContact: events.organizerContact,
      paymentNote: events.paymentNote,
      registrationSuccessInfo: events.registrationSuccessInfo,
      registrationSuccessImage: events.registrationSuccessImage,
      registrationPendingInfo: events.registrationPendingInfo,
      registrationPendingImage: events.registrationPendingImage,
      viewCount: events.viewCount,
      // An index-only count over the likes primary key (event_id, user_id).
      likeCount: sql<number>`(select count(*)::int from ${eventLikes} where ${eventLikes.eventId} = ${events.id})`,
      ...viewerSql,
      ticketTypes: sql<EventDetail["ticketTypes"]>`coalesce((
        select json_agg(json_build_object('id', t.id, 'name', t.name, 'description', t.description, 'priceCents', t.price_cents,
          'maxQuantity', t.max_quantity, 'currentQuantity', t.current_quantity, 'isActive', t.is_active) order by t.sort_order, t.price_cents, t.id)
        from ${ticketTypes} t where t.event_id = ${events.id}), '[]'::json)`,
      questions: sql<EventDetail["questions"]>`coalesce((
        select json_agg(json_build_object('id', q.id, 'question', q.question, 'description', q.description, 'type', q.type,
          'options', q.options, 'required', q.required) order by q.sort_order, q.id)
        from ${eventQuestions} q where q.event_id = ${events.id} and q.archived_at is null), '[]'::json)`,
      participants: sql<EventDetail["participants"]>`coalesce((
        select json_agg(json_build_object('id', p.id, 'name', p.name, 'username', p.username, 'image', p.image, 'userRoleString', p.user_role_string,
          'membershipLevel', p.membership_level, 'creatorLevel', p.creator_level, 'mentorLevel', p.mentor_level, 'contributorLevel', p.contributor_level) order by p.place)
        from (select u.*, row_number() over (order by r.registered_at, r.id) as place
              from ${registrations} r join ${users} u on u.id = r.user_id
              where r.event_id = ${events.id} and r.status = 'APPROVED'
              order by r.registered_at, r.id limit ${PARTICIPANT_PREVIEW_COUNT}) p), '[]'::json)`,
      viewerRegistration: sql<ViewerRegistrationJson | null>`(
        select json_build_object('id', r.id, 'status', r.status, 'ticketTypeId', r.ticket_type_id, 'registeredAt', r.registered_at, 'checkedInAt', r.checked_in_at,
          'allowDigitalCardDisplay', r.allow_digital_card_display)
        from ${registrations} r where r.event_id = ${events.id} and r.user_id = ${viewerParam} limit 1)`,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.organizerId))
    .leftJoin(organizations, eq(organizations.id, events.organizationId))
    .where(liveEventId(eventParam))
    .limit(1)
    .prepare("event_detail");
}

const prepared = new WeakMap<Db, ReturnType<typeof buildDetailQuery>>();

function detailQuery(db: Db) {
  let query = prepared.get(db);
  if (!query) {
    query = buildDetailQuery(db);
    prepared.set(db, query);
  }
  return query;
}

const instantOf = (text: string) => new Date(text).toISOString();

/**
 * The event page's payload as `viewerId` may see it. Drafts and cancelled events exist only for their
 * organiser and event admins; to anyone else they are indistinguishable from a missing id (no probing).
 * One round trip, every part keyed by the event id and indexed: the cost of a page view does not grow
 * with the number of registrations (bench/scenarios/event-detail.ts).
 */
export async function getEventDetail(db: Db, id: string, viewerId: string | null): Promise<EventDetail> {
  if (!EVENT_ID_PATTERN.test(id)) throw notFound("error.eventNotFound");
  const [row] = await detailQuery(db).execute({ id, viewerId });
  if (!row) throw notFound("error.eventNotFound");
  const isAdmin = Boolean(row.isManager);
  if (!isVisibleTo(row.status, isAdmin)) throw notFound("error.eventNotFound");

  const reg = viewerId ? row.viewerRegistration : null;
  const status: RegistrationStatus | null = reg?.status ?? null;
  const seesSuccess = isAdmin || status === "APPROVED";
  const seesPending = isAdmin || status === "PENDING";
  const card = toEventCard(row);
  return {
    ...card,
    organizer: row.organizer,
    organization: card.organization ? { ...card.organization, description: row.organizationDescription } : null,
    richContent: row.richContent,
    description: row.description,
    externalUrl: row.externalUrl,
    onlineUrl: seesSuccess ? row.onlineUrl : null,
    registrationDeadline: row.registrationDeadline?.toISOString() ?? null,
    requireApproval: row.requireApproval,
    requireProjectSubmission: row.requireProjectSubmission,
    askDigitalCardConsent: row.askDigitalCardConsent,
    hackathonConfig: row.type === "HACKATHON" ? normalizeHackathonConfig(row.hackathonConfig, row, new Date()) : null,
    buildingConfig: row.type === "BUILDING_PUBLIC" ? normalizeBuildingConfig(row.buildingConfig) : null,
    seatsTaken: row.seatsTaken,
    isFull: row.maxAttendees !== null && row.seatsTaken >= row.maxAttendees,
    organizerContact: row.isExternalEvent ? null : row.organizerContact,
    // An external event is paid for on its own platform; ours is shown to registrants of a priced ticket.
    paymentNote: row.isExternalEvent ? null : row.paymentNote,
    // Design rule 4: contact data only as the organiser chose to show it; the phone never.
    contactMethods: {
      email: row.organizerShowEmail && !isPlaceholderEmail(row.organizerEmail) ? row.organizerEmail : null,
      wechatId: row.organizerShowWechat ? row.organizerWechat : null,
      preferredContact: row.organizerPreferredContact,
    },
    likeCount: Number(row.likeCount),
    registrationSuccessInfo: seesSuccess ? row.registrationSuccessInfo : null,
    registrationSuccessImage: seesSuccess ? row.registrationSuccessImage : null,
    registrationPendingInfo: seesPending ? row.registrationPendingInfo : null,
    registrationPendingImage: seesPending ? row.registrationPendingImage : null,
    ticketTypes: row.ticketTypes,
    questions: row.questions,
    participants: row.participants,
    isEventAdmin: isAdmin,
    participantsVisibility: row.participantsVisibility,
    viewCount: row.viewCount,
    viewer: viewerId
      ? {
          liked: Boolean(row.liked),
          bookmarked: Boolean(row.bookmarked),
          subscribed: Boolean(row.subscribed),
          registration: reg
            ? {
                id: reg.id,
                status: reg.status,
                ticketTypeId: reg.ticketTypeId,
                registeredAt: instantOf(reg.registeredAt),
                checkedInAt: reg.checkedInAt ? instantOf(reg.checkedInAt) : null,
                // Per viewer: signed-in payloads are never cached (event-detail-cache.ts keeps only the signed-out one).
                allowDigitalCardDisplay: reg.allowDigitalCardDisplay,
              }
            : null,
          // docs/product/people.md#who-sees-participants: so the page needn't probe the list for a 403.
          canSeeParticipants: canSeeParticipants(row.participantsVisibility, { signedIn: true, isManager: isAdmin, isApprovedRegistrant: status === "APPROVED" }),
          // docs/product/hackathons.md#judging: the page links a judge to their judging page.
          isJudge: Boolean(row.isJudge),
        }
      : null,
  };
}
