import { type Locale, PARTICIPANT_PREVIEW_COUNT, type UserSummary } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { Avatar } from "@/components/ui/avatar.tsx";
import { userHandle } from "@/lib/user-handle.ts";

interface ParticipantsPreviewProps {
  participants: readonly UserSummary[];
  /** Everyone registered, so "+N" counts the people not pictured. */
  total: number;
  locale: Locale;
}

/** docs/product/event-page.md#info-card: the first five faces, then +N. Each opens the person's profile in a new tab. */
export function ParticipantsPreview({ participants, total, locale }: ParticipantsPreviewProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const shown = participants.slice(0, PARTICIPANT_PREVIEW_COUNT);
  if (shown.length === 0) return <span>{t("event.noParticipantsYet")}</span>;
  const rest = Math.max(0, total - shown.length);
  return (
    <div className="mt-1.5 flex items-center">
      <ul className="flex -space-x-2" aria-label={t("event.participants")}>
        {shown.map((person) => (
          <li key={person.id}>
            <Link
              to="/$locale/u/$handle"
              params={{ locale, handle: userHandle(person) }}
              target="_blank"
              className="block rounded-full ring-2 ring-white transition-transform hover:z-10 hover:-translate-y-0.5"
            >
              <Avatar name={person.name} src={person.image} size="sm" />
            </Link>
          </li>
        ))}
      </ul>
      {rest > 0 ? (
        <span className="ml-2 text-xs font-medium text-slate-500">{t("common.plusN", { n: rest })}</span>
      ) : null}
    </div>
  );
}
