import { getLevel, levelBadges, type UserSummary } from "@commons/domain";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";

/** The level fields every person card of the contract carries. */
export type LevelFields = Pick<UserSummary, "membershipLevel" | "creatorLevel" | "mentorLevel" | "contributorLevel">;

/** Membership, creator, mentor and contributor badges, each tinted by its level's colour. */
interface LevelBadgesProps {
  /** The person's level fields, or the badge ids a payload already worked out (`levels`, via levelBadges). */
  user: LevelFields | { levels: readonly string[] };
  /** Narrow places (host cards, participant cards) show only the level, with its track in the tooltip. */
  compact?: boolean;
  /** Inside a button or a line of text: spans instead of a list (a list may not sit in a button). */
  inline?: boolean;
  className?: string;
}

export function LevelBadges({ user, compact, inline, className }: LevelBadgesProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const ids = "levels" in user ? user.levels : levelBadges(user);
  const levels = ids.flatMap((id) => getLevel(id) ?? []);
  if (levels.length === 0) return null;
  const List = inline ? "span" : "ul";
  const Item = inline ? "span" : "li";
  return (
    <List className={cn("flex flex-wrap gap-1.5", className)} aria-label={inline ? undefined : t("profile.levels")}>
      {levels.map((level) => (
        <Item
          key={level.id}
          title={`${t(`shared:levelTrack.${level.track}`)} · ${t(`shared:${level.descriptionKey}`)}`}
          className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium"
          style={{ borderColor: `${level.color}66`, backgroundColor: `${level.color}14`, color: "#0f172a" }}
        >
          <span className="size-2 rounded-full" style={{ backgroundColor: level.color }} aria-hidden />
          {compact ? <span className="sr-only">{t(`shared:levelTrack.${level.track}`)}</span> : <span className="text-slate-500">{t(`shared:levelTrack.${level.track}`)}</span>}
          <span>{t(`shared:${level.labelKey}`)}</span>
        </Item>
      ))}
    </List>
  );
}
