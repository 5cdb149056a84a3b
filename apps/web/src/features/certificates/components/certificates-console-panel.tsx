import { type Certificate, type Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ExternalLink from "lucide-react/icons/external-link";
import ScrollText from "lucide-react/icons/scroll-text";
import { useId } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { errorMessage } from "@/lib/api-error.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { cn } from "@/lib/utils.ts";
import { useCertificateSettings, useSaveCertificateSettings } from "../api/certificate-settings.ts";
import { useEventCertificates } from "../api/get-event-certificates.ts";
import { useRestoreCertificate } from "../api/revoke-certificate.ts";
import { formatCertificateDate } from "../lib/certificate-dates.ts";
import { LEVEL_STYLES } from "./level-style.ts";
import { RevokeDialog } from "./revoke-dialog.tsx";
import "@/i18n/parts/certificates.ts";

/** What the console hands its tabs (event-manage's ConsoleTabProps, without importing it). */
interface CertificatesConsolePanelProps {
  eventId: string;
  locale: Locale;
}

/**
 * The console's certificates tab (docs/product/certificate-pages.md#console): attendance certificates on or off, and
 * every certificate of the event with revoke (a reason, after a confirmation) and restore.
 */
export function CertificatesConsolePanel({ eventId, locale }: CertificatesConsolePanelProps) {
  const { t } = useTranslation("ui");
  const list = useEventCertificates(eventId);
  return (
    <div className="flex flex-col gap-5" data-testid="certificates-console">
      <AttendanceSetting eventId={eventId} />
      <p className="text-sm leading-6 text-slate-600">{t("certificates.console.intro")}</p>
      {list.error && !list.data ? (
        <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton className="h-48 w-full rounded-2xl" />
      ) : list.data.length === 0 ? (
        <EmptyState icon={<ScrollText />} title={t("certificates.console.empty")} description={t("certificates.console.emptyDescription")} />
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {list.data.map((certificate) => (
            <CertificateRow key={certificate.id} certificate={certificate} locale={locale} />
          ))}
        </ul>
      )}
    </div>
  );
}

function AttendanceSetting({ eventId }: { eventId: string }) {
  const { t } = useTranslation("ui");
  const settings = useCertificateSettings(eventId);
  const save = useSaveCertificateSettings(eventId);
  const id = useId();
  const checked = save.isPending ? (save.variables?.attendanceCertificates ?? false) : (settings.data?.attendanceCertificates ?? false);
  const toggle = async (next: boolean) => {
    try {
      await save.mutateAsync({ attendanceCertificates: next });
      toast.success(t("certificates.console.attendanceSaved"));
    } catch (failure) {
      toast.error(t("certificates.console.attendanceFailed"), { description: errorMessage(failure, t("certificates.console.attendanceFailed")) });
    }
  };
  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {t("certificates.console.attendance")}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-[13px] leading-5 text-slate-600">
          {t("certificates.console.attendanceHint")}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-hint`} checked={checked} disabled={!settings.data || save.isPending} onCheckedChange={(next) => void toggle(next)} />
    </div>
  );
}

function CertificateRow({ certificate: c, locale }: { certificate: Certificate; locale: Locale }) {
  const { t } = useTranslation("ui");
  const restore = useRestoreCertificate();
  const style = LEVEL_STYLES[c.awardLevel];
  const Icon = style.icon;
  const revoked = c.status === "REVOKED";
  const onRestore = async () => {
    try {
      await restore.mutateAsync(c.id);
      toast.success(t("certificates.console.restoredToast"));
    } catch (failure) {
      toast.error(t("certificates.console.failed"), { description: errorMessage(failure, t("certificates.console.failed")) });
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4" data-testid="certificate-row" data-status={c.status}>
      <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-full ring-1 [&_svg]:size-5", revoked ? "bg-slate-100 text-slate-500 ring-slate-200" : style.chip)}>
        <Icon aria-hidden />
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{c.recipientName}</p>
        <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
          {tShared(`hackathons.awardLevel.${c.awardLevel}`)} · {c.awardName}
          {c.projectTitle ? ` · ${c.projectTitle}` : ""}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">
          <span className="font-mono tracking-wider">{c.number}</span> · {formatCertificateDate(c.issuedDate, locale)}
        </p>
        {revoked && c.revokeReason ? <p className="mt-1 text-xs text-red-700 [overflow-wrap:anywhere]">{t("certificates.revokedReason", { reason: c.revokeReason })}</p> : null}
      </div>
      <div className="flex items-center gap-2">
        {revoked ? (
          <Badge tone="rose">{c.revokedAt ? t("certificates.revokedOn", { date: formatCertificateDate(c.revokedAt, locale) }) : t("certificates.revoked")}</Badge>
        ) : (
          <Badge tone="green">{t("certificates.console.valid")}</Badge>
        )}
        <Link
          to="/$locale/certificates/$number"
          params={{ locale, number: c.number }}
          className="flex size-8 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label={t("certificates.openVerify")}
          title={t("certificates.openVerify")}
        >
          <ExternalLink className="size-4" aria-hidden />
        </Link>
        {c.canRevoke ? (
          revoked ? (
            <Button size="sm" variant="outline" loading={restore.isPending} onClick={() => void onRestore()} aria-label={t("certificates.console.restoreNamed", { name: c.recipientName })}>
              {t("certificates.console.restore")}
            </Button>
          ) : (
            <RevokeDialog certificate={c} />
          )
        ) : null}
      </div>
    </li>
  );
}
