import { type Locale, PARTICIPANT_PREVIEW_COUNT, type UserSummary } from "@commons/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { Avatar } from "@/components/ui/avatar.tsx";
import { userHandle } from "@/lib/user-handle.ts";

interface ParticipantsPreviewProps {
  participants: readonly UserSummary[];
  /** Everyone registered, so "+N" counts the people not pictured. */
  total: number;
  locale: Locale;
  /**
   * The reader may see the participants: the faces become one button that opens the participants dialog
   * by setting `?participants=true` (the participants feature, composed by the page, reads it).
   */
  opensDialog?: boolean;
}

/** docs/product/event-page.md#info-card: the first five faces, then +N. Each opens the person's profile in a new tab. */
export function ParticipantsPreview({ participants, total, locale, opensDialog = false }: ParticipantsPreviewProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const navigate = useNavigate({ from: "/$locale/events/$id" });
  const shown = participants.slice(0, PARTICIPANT_PREVIEW_COUNT);
  if (shown.length === 0) return <span>{t("event.noParticipantsYet")}</span>;
  const rest = Math.max(0, total - shown.length);
  if (opensDialog) {
    return (
      <button
        type="button"
        onClick={() => void navigate({ search: (previous) => ({ ...previous, participants: true as const }), resetScroll: false })}
        className="mt-1.5 flex items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        data-testid="participants-preview-button"
      >
        {/* Named by what it does; the faces and "+N" are its picture (a name hiding visible text fails WCAG 2.5.3). */}
        <span className="sr-only">{t("participants.openFromPreview", { count: total })}</span>
        <span className="flex -space-x-2" aria-hidden>
          {shown.map((person) => (
            <span key={person.id} className="block rounded-full ring-2 ring-white">
              <Avatar name={person.name} src={person.image} size="sm" />
            </span>
          ))}
        </span>
        {rest > 0 ? <span aria-hidden className="ml-2 text-xs font-medium text-slate-600">{t("common.plusN", { n: rest })}</span> : null}
      </button>
    );
  }
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
