import { type ChallengeCheckIn, checkInShareContent, checkInShareLink } from "@commons/domain";
import type { TFunction } from "@/lib/i18n.ts";
import "@/i18n/parts/challenge-feed.ts";

/**
 * docs/product/challenges.md#sharing: who, which day and the title, the content cut to 100 characters, and the
 * link that opens the event's feed filtered to the author.
 */
export function checkInShareText(t: TFunction, checkIn: ChallengeCheckIn, locale: string, origin: string = window.location.origin): string {
  return t("challengeFeed.share.text", {
    name: checkIn.user.name,
    day: checkIn.day,
    title: checkIn.title,
    content: checkInShareContent(checkIn.content),
    link: checkInShareLink(origin, locale, checkIn.eventId, checkIn.user.id),
  });
}
