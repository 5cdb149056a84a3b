import { FEEDBACK_REMINDER_DELAY_MS, FEEDBACK_REMINDER_DURATION_MS } from "@commons/domain";
import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";

const storageKey = (eventId: string) => `commons:feedback-reminded:${eventId}`;

function alreadyReminded(eventId: string): boolean {
  try {
    return window.sessionStorage.getItem(storageKey(eventId)) !== null;
  } catch {
    return false;
  }
}

function markReminded(eventId: string): void {
  try {
    window.sessionStorage.setItem(storageKey(eventId), "1");
  } catch {
    // Storage refused (private mode): the reminder then comes once per page view, as the spec has it.
  }
}

/**
 * docs/product/people.md#feedback: the post-event reminder. When `due` holds (an approved attendee of an
 * ended event without feedback), a toast appears after FEEDBACK_REMINDER_DELAY_MS for
 * FEEDBACK_REMINDER_DURATION_MS, with an action that opens the dialog. Once per page view and (ours) once
 * per browser session per event, remembered in sessionStorage when it is shown.
 */
/** `onAction` should be stable (a useCallback), or the wait starts over on each render. */
export function useFeedbackReminder(eventId: string, due: boolean, onAction: () => void): void {
  const { t } = useTranslation();
  const shown = useRef(false);
  useEffect(() => {
    if (!due || shown.current || alreadyReminded(eventId)) return;
    const timer = window.setTimeout(() => {
      shown.current = true;
      markReminded(eventId);
      toast.info(t("feedback.reminder"), {
        id: `feedback-reminder-${eventId}`,
        duration: FEEDBACK_REMINDER_DURATION_MS,
        action: { label: t("feedback.reminder.action"), onClick: onAction },
      });
    }, FEEDBACK_REMINDER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [due, eventId, onAction, t]);
}
