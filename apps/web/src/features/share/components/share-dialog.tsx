import { buildEventShareLink, buildShareText, type Locale } from "@commons/domain";
import Copy from "lucide-react/icons/copy";
import Send from "lucide-react/icons/send";
import { useLayoutEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { copyWithToast } from "@/lib/clipboard.ts";
import { formatEventSchedule } from "@/lib/format.ts";
import { useInviteCode } from "../api/get-invite-code.ts";
import { PosterButton } from "./poster-button.tsx";
import { ShareQr } from "./share-qr.tsx";

/** What sharing needs to know about an event (a subset of the event detail). */
export interface ShareEvent {
  id: string;
  title: string;
  shortDescription: string | null;
  coverImage: string | null;
  startTime: string;
  endTime: string;
  timezone: string;
  isOnline: boolean;
  address: string | null;
  city: string | null;
}

interface ShareDialogProps {
  event: ShareEvent;
  locale: Locale;
  isSignedIn: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * docs/product/engagement.md#share-dialog: system share, link, share
 * text, QR (view and download), poster and the sharer's invite code.
 */
export function ShareDialog({ event, locale, isSignedIn, open, onOpenChange }: ShareDialogProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const invite = useInviteCode(event.id, open && isSignedIn);
  // Wait for the code before drawing anything with the link, so a QR never changes under someone's camera.
  const settled = !isSignedIn || !invite.isPending;
  const code = invite.data ?? null;
  const link = buildEventShareLink(window.location.origin, locale, event.id, code);
  const schedule = formatEventSchedule(event, locale);
  const when = `${schedule.date} ${schedule.time}`;
  const where = event.isOnline ? t("share.posterOnline") : event.address || event.city || t("event.addressTbd");
  const shareText = buildShareText({ title: event.title, when, where, link });
  const copyMessages = { copied: t("engagement.copied"), failed: t("engagement.copyFailed") };
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function";
  const textBox = useRef<HTMLTextAreaElement>(null);
  useFitHeight(textBox, settled ? shareText : "");

  const systemShare = async () => {
    try {
      await navigator.share({ title: event.title, text: shareText, url: link });
    } catch {
      // Closing the system sheet rejects too; there is nothing to report.
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("share.title")} description={t("share.description")} closeLabel={t("common.close")}>
        <div className="flex flex-col gap-5">
          <InviteLabel isSignedIn={isSignedIn} pending={invite.isPending} failed={invite.isError} code={code} />

          <div className="flex flex-col gap-2">
            <label htmlFor="share-link" className="text-xs font-medium text-slate-500">
              {t("share.link")}
            </label>
            <div className="flex gap-2">
              <input
                id="share-link"
                readOnly
                value={settled ? link : ""}
                onFocus={(e) => e.currentTarget.select()}
                className="h-10 min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm text-slate-700"
              />
              <button type="button" disabled={!settled} onClick={() => void copyWithToast(link, copyMessages)} className={secondary}>
                <Copy aria-hidden />
                {t("share.copyLink")}
              </button>
            </div>
          </div>

          <div className="flex flex-col gap-2">
            <label htmlFor="share-text" className="text-xs font-medium text-slate-500">
              {t("share.text")}
            </label>
            {/* As tall as its text: the link is its last line and must show whole (issue 27 item 19). */}
            <textarea
              ref={textBox}
              id="share-text"
              readOnly
              rows={4}
              value={settled ? shareText : ""}
              className="field-sizing-content resize-none rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm leading-6 text-slate-700"
            />
            <div className="flex flex-wrap gap-2">
              <button type="button" disabled={!settled} onClick={() => void copyWithToast(shareText, copyMessages)} className={secondary}>
                <Copy aria-hidden />
                {t("share.copyText")}
              </button>
              {canShare ? (
                <button type="button" disabled={!settled} onClick={() => void systemShare()} className={secondary}>
                  <Send aria-hidden />
                  {t("share.systemShare")}
                </button>
              ) : null}
            </div>
          </div>

          {settled ? (
            <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 p-4 sm:flex-row sm:items-center">
              <ShareQr link={link} title={event.title} />
              <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-1">
                <PosterButton event={event} locale={locale} link={link} when={when} where={where} />
              </div>
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** For browsers without CSS `field-sizing`: the text box grows to its text by hand. */
function useFitHeight(ref: React.RefObject<HTMLTextAreaElement | null>, text: string) {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || (typeof CSS !== "undefined" && CSS.supports("field-sizing", "content"))) return;
    box.style.height = "auto";
    if (box.scrollHeight > 0) box.style.height = `${box.scrollHeight + box.offsetHeight - box.clientHeight}px`;
  }, [ref, text]);
}

const secondary =
  "inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-3 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 disabled:opacity-60 [&_svg]:size-4";

function InviteLabel({ isSignedIn, pending, failed, code }: { isSignedIn: boolean; pending: boolean; failed: boolean; code: string | null }) {
  const { t } = useTranslation(["ui", "shared"]);
  const base = "rounded-lg px-3 py-2 text-sm";
  if (!isSignedIn) return <p className={`${base} bg-slate-50 text-slate-600`}>{t("share.inviteSignIn")}</p>;
  if (pending) return <p className={`${base} bg-slate-50 text-slate-500`}>{t("share.inviteLoading")}</p>;
  if (failed) return <p role="alert" className={`${base} bg-amber-50 text-amber-800`}>{t("share.inviteFailed")}</p>;
  if (!code) return null;
  return (
    <p className={`${base} bg-brand-50 font-medium text-brand-700`} data-testid="invite-code">
      {t("share.inviteCode", { code })}
    </p>
  );
}
