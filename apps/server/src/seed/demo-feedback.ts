import type { Db } from "../db/client.ts";
import { eventFeedbacks } from "../db/schema/index.ts";
import type { DemoAccount } from "./demo-accounts.ts";
import type { DemoEvent } from "./demo-events.ts";

// docs/product/people.md#feedback: the past meetup ("第 41 期") has feedback from three of its approved
// attendees, so the organiser's feedback tab has something to show. wang.fang and alex.chen are approved
// attendees left WITHOUT feedback: the e2e (and a demo visitor) gives one as wang.fang.

type UserKey = DemoAccount["key"];
const PAST_MEETUP = "第 41 期";
const MINUTE = 60_000;

const FEEDBACK: { user: UserKey; rating: number; comment: string | null; suggestions: string | null; wouldRecommend: boolean | null }[] = [
  { user: "zhao", rating: 5, comment: "第一次参加线下分享，四位嘉宾的工作流都很实用，回去就试了两个工具。", suggestions: "希望能提供讲者的幻灯片。", wouldRecommend: true },
  { user: "sophie", rating: 4, comment: "Great talks and friendly people. Some parts were hard to follow for non-native speakers.", suggestions: "Maybe add English slides?", wouldRecommend: true },
  { user: "chen", rating: 3, comment: "内容不错，但问答环节太短。", suggestions: null, wouldRecommend: null },
];

/** Adds the past meetup's feedback, inside the seed's transaction. */
export async function seedDemoFeedback(db: Db, specs: readonly DemoEvent[], eventIds: readonly string[], ids: Record<UserKey, string>): Promise<void> {
  const index = specs.findIndex((spec) => spec.event.title.includes(PAST_MEETUP));
  const spec = specs[index];
  const eventId = eventIds[index];
  if (!spec || !eventId) return;
  const end = (spec.event.endTime as Date).getTime();
  await db.insert(eventFeedbacks).values(
    FEEDBACK.map((f, i) => {
      const at = new Date(end + (30 + i * 45) * MINUTE);
      return { eventId, userId: ids[f.user], rating: f.rating, comment: f.comment, suggestions: f.suggestions, wouldRecommend: f.wouldRecommend, createdAt: at, updatedAt: at };
    }),
  );
}
