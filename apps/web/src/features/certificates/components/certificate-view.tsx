import { CERTIFICATE_SCORE_MAX, certificateFooterId, type CertificateVariant, formatCertificateScore, type Locale, type PublicCertificate } from "@commons/domain";
import type { ReactNode } from "react";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import { formatCertificateDate } from "../lib/certificate-dates.ts";
import { certificateVerifyUrl } from "../lib/verify-url.ts";
import { CertificateQr } from "./certificate-qr.tsx";
import { CertificateStars } from "./certificate-stars.tsx";
import { LEVEL_STYLES } from "./level-style.ts";
import "@/i18n/parts/certificates.ts";

interface CertificateViewProps {
  certificate: PublicCertificate;
  locale: Locale;
  variant?: CertificateVariant;
  className?: string;
  /** The compact variant's trailing control (a link to the verification page). */
  action?: ReactNode;
}

/**
 * The certificate itself (docs/product/certificate-pages.md#the-certificate), in the spec's three variants:
 * compact (a line in a list), default (the document without its QR code and citation) and detailed (all of it:
 * title, recipient, event, project, citation, level, award, stars, score out of 10.0, issuer, date, number, a QR
 * code of the verification page and the footer's short id). A revoked one carries a stamp that says so.
 */
export function CertificateView({ certificate, locale, variant = "default", className, action }: CertificateViewProps) {
  if (variant === "compact") return <CompactView certificate={certificate} locale={locale} className={className} action={action} />;
  return <DocumentView certificate={certificate} locale={locale} detailed={variant === "detailed"} className={className} />;
}

function DocumentView({ certificate: c, locale, detailed, className }: { certificate: PublicCertificate; locale: Locale; detailed: boolean; className?: string }) {
  const { t } = useTranslation("ui");
  const style = LEVEL_STYLES[c.awardLevel];
  const Icon = style.icon;
  const score = formatCertificateScore(c.score);
  const revoked = c.status === "REVOKED";
  const titleId = `certificate-${c.number}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="certificate-view"
      data-variant={detailed ? "detailed" : "default"}
      data-status={c.status}
      className={cn("relative overflow-hidden rounded-2xl bg-[#fffdf7] p-1.5 shadow-card ring-1 ring-amber-200/80 sm:p-2", className)}
    >
      <div className="relative rounded-xl border border-amber-300/60 px-4 pt-7 pb-4 sm:px-10 sm:pt-9 sm:pb-5">
        <div aria-hidden className={cn("absolute inset-x-0 top-0 h-1.5 rounded-t-xl bg-gradient-to-r", style.accent)} />
        <header className="flex flex-col items-center text-center">
          <span className={cn("flex size-12 items-center justify-center rounded-full ring-2 [&_svg]:size-6", style.chip)}>
            <Icon aria-hidden />
          </span>
          <p className="mt-3 text-[11px] font-semibold tracking-[0.3em] text-amber-800">{t("certificates.doc.kicker")}</p>
          {/* Spaced out, Chinese reads as a title; English letters spaced that far fall apart. */}
          <h2 id={titleId} className={cn("mt-1 font-serif text-2xl font-bold text-slate-900 sm:text-3xl", locale === "zh" ? "tracking-[0.2em]" : "tracking-wide")}>
            {t("certificates.doc.title")}
          </h2>
        </header>

        <div className="mt-5 flex flex-col items-center gap-1.5 text-center">
          <p className="text-sm text-slate-600">{t("certificates.doc.presentedTo")}</p>
          <p className="border-b-2 border-amber-300/70 px-4 pb-1 font-serif text-2xl font-semibold text-slate-900 [overflow-wrap:anywhere] sm:text-[28px]" data-testid="certificate-recipient">
            {c.recipientName}
          </p>
          <p className="mt-2 max-w-xl text-[15px] leading-7 text-slate-700 [overflow-wrap:anywhere]">
            {t("certificates.doc.inEvent", { event: c.eventTitle })}
            {c.projectTitle ? <>{locale === "zh" ? "，" : ", "}{t("certificates.doc.withProject", { project: c.projectTitle })}</> : null}
          </p>
          <p className="text-sm text-slate-600">{t("certificates.doc.earned")}</p>
          <p className={cn("font-serif text-3xl font-bold tracking-wide sm:text-4xl", style.text)} data-testid="certificate-level">
            {tShared(`hackathons.awardLevel.${c.awardLevel}`)}
          </p>
          <p className="text-base font-semibold text-slate-800 [overflow-wrap:anywhere]">{c.awardName}</p>
          <div className="mt-1 flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
            <CertificateStars level={c.awardLevel} />
            {score ? (
              <span className="text-sm text-slate-700">
                {t("certificates.doc.score")}{" "}
                <span className="font-semibold text-slate-900 tabular-nums" data-testid="certificate-score">
                  {t("certificates.doc.scoreValue", { score, max: CERTIFICATE_SCORE_MAX.toFixed(1) })}
                </span>
              </span>
            ) : null}
          </div>
          {detailed && c.description ? <p className="mt-2 max-w-xl text-sm leading-6 text-slate-600 italic [overflow-wrap:anywhere]">{c.description}</p> : null}
        </div>

        <div className={cn("mt-6 grid items-end gap-4 border-t border-dashed border-amber-300/70 pt-4", detailed ? "grid-cols-[1fr_auto]" : "grid-cols-1")}>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            <Fact label={t("certificates.doc.issuer")} value={c.organizationName} />
            <Fact label={t("certificates.doc.issued")} value={formatCertificateDate(c.issuedDate, locale)} />
            <Fact label={t("certificates.doc.number")} value={c.number} mono testId="certificate-number" />
          </dl>
          {detailed ? (
            <div className="flex flex-col items-center gap-1">
              <CertificateQr url={certificateVerifyUrl(locale, c.number)} className="size-20 sm:size-24" />
              <span className="text-[11px] text-slate-600">{t("certificates.doc.verify")}</span>
            </div>
          ) : null}
        </div>
        {detailed ? (
          <p className="mt-3 text-center font-mono text-[11px] tracking-widest text-slate-500" data-testid="certificate-footer">
            {t("certificates.doc.footer", { id: certificateFooterId(c.number) })}
          </p>
        ) : null}
      </div>
      {revoked ? <RevokedStamp /> : null}
    </article>
  );
}

function Fact({ label, value, mono, testId }: { label: string; value: string; mono?: boolean; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={cn("font-medium text-slate-900 [overflow-wrap:anywhere]", mono && "font-mono tracking-wider")} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** A stamp across the document: a revoked certificate must never pass for a valid one, on screen or in a screenshot. */
function RevokedStamp() {
  const { t } = useTranslation("ui");
  return (
    <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-white/40" data-testid="certificate-revoked">
      <span className="-rotate-12 rounded-lg border-4 border-red-600 px-5 py-1.5 text-2xl font-black tracking-[0.3em] text-red-700 opacity-90 sm:text-3xl">
        {t("certificates.doc.revokedStamp")}
      </span>
    </div>
  );
}

function CompactView({ certificate: c, locale, className, action }: { certificate: PublicCertificate; locale: Locale; className?: string; action?: ReactNode }) {
  const { t } = useTranslation("ui");
  const style = LEVEL_STYLES[c.awardLevel];
  const Icon = style.icon;
  const score = formatCertificateScore(c.score);
  return (
    <article data-testid="certificate-view" data-variant="compact" data-status={c.status} className={cn("flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4", className)}>
      <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-full ring-1 [&_svg]:size-5", style.chip)}>
        <Icon aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={cn("text-sm font-semibold", style.text)}>{tShared(`hackathons.awardLevel.${c.awardLevel}`)}</span>
          <CertificateStars level={c.awardLevel} className="[&_svg]:size-3" />
          {c.status === "REVOKED" ? <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 ring-1 ring-red-200">{t("certificates.revoked")}</span> : null}
        </div>
        <h3 className="mt-1 font-semibold text-slate-900 [overflow-wrap:anywhere]">{c.awardName}</h3>
        <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
          {c.recipientName}
          {c.projectTitle ? ` · ${c.projectTitle}` : ""}
        </p>
        <p className="mt-1 text-xs text-slate-600">
          {score ? `${t("certificates.points", { score })} · ` : ""}
          {formatCertificateDate(c.issuedDate, locale)}
        </p>
      </div>
      {action}
    </article>
  );
}
