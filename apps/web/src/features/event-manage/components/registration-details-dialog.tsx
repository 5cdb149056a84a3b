import type { Locale, OrganiserRegistration } from "@commons/domain";
import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import Undo2 from "lucide-react/icons/undo-2";
import X from "lucide-react/icons/x";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { formatInstantInZone } from "@/lib/format.ts";
import type { ReviewStatus } from "../api/review-registrations.ts";
import { RegistrationStatusBadge } from "./status-badge.tsx";
import "@/i18n/parts/console.ts";

interface RegistrationDetailsDialogProps {
  registration: OrganiserRegistration | null;
  ticketName: (id: string | null) => string | null;
  locale: Locale;
  timeZone: string;
  busy: boolean;
  onClose: () => void;
  onReview: (status: ReviewStatus) => void;
  /** Mistaken check-ins are undone here too (the check-in list may not carry registration ids). */
  onUndoCheckIn: () => void;
}

/** Everything the person gave when registering: contact fields, ticket, answers, and the decision buttons. */
export function RegistrationDetailsDialog({ registration: r, ticketName, locale, timeZone, busy, onClose, onReview, onUndoCheckIn }: RegistrationDetailsDialogProps) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <Dialog open={r !== null} onOpenChange={(open) => !open && onClose()}>
      {r ? (
        <DialogContent closeLabel={t("common.close")} title={t("console.reg.details")} className="sm:max-w-xl">
          <div className="flex items-center gap-3">
            <Avatar name={r.user.name} src={r.user.image} size="lg" />
            <div className="min-w-0">
              <p className="truncate text-base font-semibold text-slate-900">{r.user.name}</p>
              <p className="truncate text-sm text-slate-500">{[r.user.username ? `@${r.user.username}` : null, r.user.userRoleString].filter(Boolean).join(" · ")}</p>
            </div>
            <div className="ml-auto">
              <RegistrationStatusBadge status={r.status} />
            </div>
          </div>
          <dl className="mt-5 grid grid-cols-1 gap-x-6 gap-y-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
            <Item label={t("console.reg.email")}>{r.user.email}</Item>
            <Item label={t("console.reg.phone")}>{r.user.phoneNumber}</Item>
            <Item label={t("console.reg.wechat")}>{r.user.wechatId}</Item>
            <Item label={t("console.reg.ticket")}>{ticketName(r.ticketTypeId)}</Item>
            <Item label={t("console.reg.registeredAt")}>{formatInstantInZone(r.registeredAt, locale, timeZone)}</Item>
            <Item label={t("console.reg.checkedInAt")}>{r.checkedInAt ? formatInstantInZone(r.checkedInAt, locale, timeZone) : null}</Item>
            {r.allowDigitalCardDisplay !== null ? (
              <Item label={t("console.reg.cardConsent")}>{t(r.allowDigitalCardDisplay ? "console.reg.yes" : "console.reg.no")}</Item>
            ) : null}
            {r.note ? <Item label={t("console.reg.note")}>{r.note}</Item> : null}
          </dl>
          <section className="mt-5" aria-labelledby="answers-title" data-testid="registration-answers">
            <h3 id="answers-title" className="text-sm font-semibold text-slate-900">
              {t("console.reg.answers")}
            </h3>
            {r.answers.length === 0 ? (
              <p className="mt-2 text-sm text-slate-400">{t("console.reg.noAnswers")}</p>
            ) : (
              <dl className="mt-2 divide-y divide-slate-100">
                {r.answers.map((answer) => (
                  <div key={answer.questionId} className="py-2.5">
                    <dt className="text-[13px] text-slate-500">{answer.question}</dt>
                    <dd className="mt-0.5 text-sm whitespace-pre-wrap text-slate-900">{Array.isArray(answer.answer) ? answer.answer.join("、") : answer.answer}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            {r.checkedInAt ? (
              <Button variant="ghost" className="mr-auto" disabled={busy} onClick={onUndoCheckIn}>
                <Undo2 aria-hidden />
                {t("console.checkin.undo")}
              </Button>
            ) : null}
            {r.status !== "WAITLISTED" ? (
              <Button variant="outline" disabled={busy} onClick={() => onReview("WAITLISTED")}>
                <Clock aria-hidden />
                {t("console.reg.waitlist")}
              </Button>
            ) : null}
            {r.status !== "REJECTED" ? (
              <Button variant="outline" className="text-rose-700" disabled={busy} onClick={() => onReview("REJECTED")}>
                <X aria-hidden />
                {t("console.reg.reject")}
              </Button>
            ) : null}
            {r.status !== "APPROVED" ? (
              <Button disabled={busy} onClick={() => onReview("APPROVED")}>
                <Check aria-hidden />
                {t("console.reg.approve")}
              </Button>
            ) : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 truncate text-slate-900">{children || <span className="text-slate-400">—</span>}</dd>
    </div>
  );
}
