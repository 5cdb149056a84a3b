import { type EventDetail, feedbackRefusal, isEventEnded } from "@commons/domain";
import Star from "lucide-react/icons/star";
import { lazy, Suspense, useCallback, useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useSession } from "@/lib/session.ts";
import { useMyFeedback } from "../api/get-my-feedback.ts";
import { useFeedbackLink } from "../hooks/use-feedback-link.ts";
import { useFeedbackReminder } from "../hooks/use-feedback-reminder.ts";

// The dialog (the form library and the schema) loads when it first opens: most readers of the page never do.
const FeedbackDialog = lazy(async () => ({ default: (await import("./feedback-dialog.tsx")).FeedbackDialog }));

export interface FeedbackSectionProps {
  event: EventDetail;
  /** `?feedback=true` is in the address; the page reads it (features do not import routes). */
  feedbackRequested: boolean;
  /** Removes `?feedback=true` from the address once handled. */
  onFeedbackRequestHandled: () => void;
}

/**
 * docs/product/people.md#feedback: on the event page, an approved attendee of a started event gives
 * feedback or sees and edits theirs; nobody else sees anything. Also handles the share link and the
 * post-event reminder.
 */
export function FeedbackSection({ event, feedbackRequested, onFeedbackRequestHandled }: FeedbackSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { session, isPending: sessionPending } = useSession();
  const signedIn = session !== null;
  const refusal = signedIn ? feedbackRefusal(event, event.viewer?.registration?.status) : null;
  const allowed = signedIn && refusal === null;
  const mine = useMyFeedback(event.id, allowed);
  const [open, setOpen] = useState(false);
  const openDialog = useCallback(() => setOpen(true), []);

  useFeedbackLink(
    { requested: feedbackRequested, sessionKnown: !sessionPending, signedIn, refusal, feedbackKnown: mine.isSuccess },
    openDialog,
    onFeedbackRequestHandled,
  );
  useFeedbackReminder(event.id, allowed && !feedbackRequested && isEventEnded(event) && mine.isSuccess && mine.data === null && !open, openDialog);

  if (!allowed || !mine.isSuccess) return null;
  const given = mine.data;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="feedback-section">
      <h2 id={headingId} className="border-b border-slate-200 pb-3 text-[13px] font-semibold tracking-wide text-slate-500 uppercase">
        {t("feedback.section.title")}
      </h2>
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        {given ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            {t("feedback.section.given")}
            <span className="flex" role="img" aria-label={t("feedback.rating.star", { count: given.rating })}>
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} aria-hidden className={i < given.rating ? "size-4 fill-amber-400 text-amber-500" : "size-4 text-slate-400"} />
              ))}
            </span>
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t("feedback.section.invite")}</p>
        )}
        <Button variant={given ? "outline" : "primary"} size="sm" onClick={openDialog} className="shrink-0">
          {t(given ? "feedback.edit" : "feedback.give")}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <FeedbackDialog eventId={event.id} open onOpenChange={setOpen} existing={given} />
        </Suspense>
      ) : null}
    </section>
  );
}
