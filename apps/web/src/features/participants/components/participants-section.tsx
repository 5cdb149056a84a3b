import { type EventDetail, eventShowsParticipants, type Locale, PARTICIPANT_PREVIEW_COUNT } from "@commons/domain";
import UsersRound from "lucide-react/icons/users-round";
import { type ReactNode, useId, useState } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { ParticipantsDialog } from "./participants-dialog.tsx";

interface ParticipantsSectionProps {
  event: EventDetail;
  locale: Locale;
  viewerId: string | null;
  /** The page's `?participants=true` (the info card's preview and the mutual-interest notice set it). */
  openFromUrl?: boolean;
  /** Called when the dialog closes, so the page can drop the parameter. */
  onCloseFromUrl?: () => void;
  headerAction?: ReactNode;
}

/**
 * The participants section of the event page (docs/product/people.md#participants): the count, a few faces
 * and the button that opens the dialog. Nothing at all for a reader who may not see the participants.
 */
export function ParticipantsSection({ event, locale, viewerId, openFromUrl = false, onCloseFromUrl, headerAction }: ParticipantsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [opened, setOpened] = useState(false);
  if (!eventShowsParticipants(event)) return null;
  const open = opened || openFromUrl;
  const count = event.registrationCount;
  const onOpenChange = (next: boolean) => {
    setOpened(next);
    if (!next && openFromUrl) onCloseFromUrl?.();
  };

  return (
    <section aria-labelledby={headingId} data-testid="participants-section">
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex min-w-0 items-center gap-4">
          <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            <UsersRound className="size-5" aria-hidden />
          </div>
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {t("participants.title")}
              <span className="ml-2 text-sm font-normal text-slate-600">{t("participants.count", { count })}</span>
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">{t("participants.sectionHint")}</p>
          </div>
        </div>
        <div className="flex items-center justify-between gap-4 sm:justify-end">
          <div className="flex -space-x-2" aria-hidden>
            {event.participants.slice(0, PARTICIPANT_PREVIEW_COUNT).map((person) => (
              <Avatar key={person.id} name={person.name} src={person.image} size="sm" className="ring-2 ring-white" />
            ))}
          </div>
          <Button variant="outline" onClick={() => setOpened(true)}>
            {t("participants.open")}
          </Button>
        </div>
      </Card>
      <ParticipantsDialog
        eventId={event.id}
        locale={locale}
        open={open}
        onOpenChange={onOpenChange}
        viewerId={viewerId}
        canMark={viewerId !== null && event.viewer?.registration?.status === "APPROVED"}
        headerAction={headerAction}
      />
    </section>
  );
}
