import type { MessageKey } from "@commons/domain";
import { useEffect } from "react";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { notifyLoginRequired } from "@/lib/notify-error.tsx";
import { toast } from "@/lib/toast.tsx";

export interface FeedbackLinkState {
  /** `?feedback=true` is in the address. */
  requested: boolean;
  /** The session has answered (signed in or not). */
  sessionKnown: boolean;
  signedIn: boolean;
  /** Why the signed-in reader may not give feedback, or null when they may. */
  refusal: MessageKey | null;
  /** The reader's own feedback has loaded (so the dialog opens in the right mode). */
  feedbackKnown: boolean;
}

/**
 * docs/product/people.md#feedback, the share link `?feedback=true`: signed in and allowed → the dialog
 * opens; signed out → the login-required toast, returning to this link; signed in but not an approved
 * registrant → "register first"; approved but feedback not open yet → why. The parameter then leaves the
 * address (`onHandled`), so a reload or a shared copy of the address does not repeat it.
 */
export function useFeedbackLink(state: FeedbackLinkState, openDialog: () => void, onHandled: () => void): void {
  const { t } = useTranslation();
  const { requested, sessionKnown, signedIn, refusal, feedbackKnown } = state;
  useEffect(() => {
    if (!requested || !sessionKnown) return;
    if (!signedIn) {
      notifyLoginRequired(`${window.location.pathname}?feedback=true`);
    } else if (refusal === "feedback.notApproved") {
      toast.info(t("feedback.registerFirst"), { id: "feedback-register-first" });
    } else if (refusal) {
      toast.info(tShared(refusal), { id: "feedback-refused" });
    } else if (!feedbackKnown) {
      return;
    } else {
      openDialog();
    }
    onHandled();
  }, [requested, sessionKnown, signedIn, refusal, feedbackKnown, openDialog, onHandled, t]);
}
