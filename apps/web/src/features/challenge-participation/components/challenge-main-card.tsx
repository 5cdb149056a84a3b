import { type BuildingConfig, canSetUpChallenge, challengeTiming, type ChallengeParticipation, type Locale } from "@commons/domain";
import CalendarClock from "lucide-react/icons/calendar-clock";
import LogIn from "lucide-react/icons/log-in";
import PartyPopper from "lucide-react/icons/party-popper";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatEventStart } from "@/lib/format.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { loginHref } from "@/lib/locale-path.ts";
import { useParticipation } from "../api/participation.ts";
import type { RenderImages } from "./check-in-form.tsx";
import { CheckInHistory } from "./check-in-history.tsx";
import { SetupForm } from "./setup-form.tsx";
import { SetupSummary } from "./setup-summary.tsx";
import { TodayCheckIn } from "./today-check-in.tsx";
import "@/i18n/parts/challenge-page.ts";

export interface ChallengeEvent {
  id: string;
  startTime: string;
  endTime: string;
  timezone: string;
  status: string;
  buildingConfig: BuildingConfig;
}

interface ChallengeMainCardProps {
  event: ChallengeEvent;
  locale: Locale;
  viewerId: string | null;
  /** The event's own registration button (the registration feature's), for a signed-in reader not registered yet. */
  registerAction: ReactNode;
  renderImages: RenderImages;
  /** The clock the timing reads (tests pin it). */
  now?: Date;
}

/**
 * The challenge page's main card (docs/product/challenges.md#setup, #check-ins): one state at a time, in the
 * order the page checks them — signed out, not registered, registration unavailable, no setup yet (the form,
 * or "the organiser will open setup later"), then the summary with today's check-in while running, "ended"
 * (with a congratulation once completed) or "starts on {date}". My check-in history follows once set up.
 */
export function ChallengeMainCard({ event, locale, viewerId, registerAction, renderImages, now = new Date() }: ChallengeMainCardProps) {
  const participation = useParticipation(event.id, viewerId !== null);
  const signedOut = viewerId === null;
  const setUp = !signedOut && participation.data?.setUp === true && canSetUpChallenge(participation.data.status);
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-5 p-5 sm:p-6" role="region" aria-labelledby="challenge-main-title" data-testid="challenge-main-card">
        <MainCardBody event={event} locale={locale} signedOut={signedOut} participation={participation} registerAction={registerAction} renderImages={renderImages} now={now} />
      </Card>
      {setUp ? <CheckInHistory eventId={event.id} locale={locale} renderImages={renderImages} /> : null}
    </div>
  );
}

function Title({ children }: { children: ReactNode }) {
  return (
    <h2 id="challenge-main-title" className="text-lg font-semibold text-slate-900">
      {children}
    </h2>
  );
}

function Notice({ icon, children, testId }: { icon?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <p className="flex items-start gap-2.5 rounded-xl bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-700" data-testid={testId}>
      {icon}
      <span>{children}</span>
    </p>
  );
}

interface BodyProps {
  event: ChallengeEvent;
  locale: Locale;
  signedOut: boolean;
  participation: ReturnType<typeof useParticipation>;
  registerAction: ReactNode;
  renderImages: RenderImages;
  now: Date;
}

function MainCardBody({ event, locale, signedOut, participation, registerAction, renderImages, now }: BodyProps) {
  const { t } = useTranslation("ui");
  const days = event.buildingConfig.duration;
  const timing = challengeTiming(event, now);
  if (signedOut) {
    const here = typeof window === "undefined" ? `/${locale}/events/${event.id}` : window.location.pathname + window.location.search;
    return (
      <>
        <Title>{t("challengePage.main")}</Title>
        <Notice testId="challenge-signed-out">{t("challengePage.signedOut")}</Notice>
        <Button asChild className="self-start">
          <a href={loginHref(locale, here)}>
            <LogIn aria-hidden />
            {t("challengePage.login")}
          </a>
        </Button>
      </>
    );
  }
  if (participation.isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (participation.isError) return <ErrorPanel error={participation.error} onRetry={() => void participation.refetch()} />;
  const mine: ChallengeParticipation | null = participation.data;
  if (!mine) {
    return (
      <>
        <Title>{t("challengePage.main")}</Title>
        <Notice testId="challenge-not-registered">{t("challengePage.notRegistered")}</Notice>
        <div className="sm:max-w-xs">{registerAction}</div>
      </>
    );
  }
  if (!canSetUpChallenge(mine.status)) {
    return (
      <>
        <Title>{t("challengePage.main")}</Title>
        <Notice testId="challenge-unavailable">
          {t("challengePage.unavailable")} {t("challengePage.statusText", { status: t(mine.status === "REJECTED" ? "challengePage.regStatus.REJECTED" : "challengePage.regStatus.CANCELLED") })}
        </Notice>
      </>
    );
  }
  if (!mine.setUp) {
    if (timing === "ENDED") return <Ended completed={false} />;
    return (
      <>
        <Title>{t("challengeSetup.title")}</Title>
        {event.buildingConfig.setupOpen ? (
          <>
            <p className="text-sm text-slate-600">{t("challengeSetup.intro", { days })}</p>
            <SetupForm eventId={event.id} days={days} participation={null} />
          </>
        ) : (
          <Notice testId="challenge-setup-later">{t("challengePage.setupLater")}</Notice>
        )}
      </>
    );
  }
  return <SetUpBody event={event} locale={locale} mine={mine} timing={timing} renderImages={renderImages} />;
}

function SetUpBody({ event, locale, mine, timing, renderImages }: { event: ChallengeEvent; locale: Locale; mine: ChallengeParticipation; timing: ReturnType<typeof challengeTiming>; renderImages: RenderImages }) {
  const { t } = useTranslation("ui");
  const [editing, setEditing] = useState(false);
  const days = event.buildingConfig.duration;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Title>{t(editing ? "challengeSetup.title" : "challengeSummary.title")}</Title>
        {!editing && timing !== "ENDED" ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t("challengeSetup.edit")}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <SetupForm eventId={event.id} days={days} participation={mine} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <SetupSummary participation={mine} days={days} />
      )}
      {timing === "RUNNING" ? (
        <div className="border-t border-slate-100 pt-5">
          <TodayCheckIn eventId={event.id} participation={mine} renderImages={renderImages} />
        </div>
      ) : timing === "ENDED" ? (
        <Ended completed={mine.isCompleted} />
      ) : (
        <Notice testId="challenge-not-started" icon={<CalendarClock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />}>
          {t("challengePage.notStarted", { date: formatEventStart(event, locale) })}
        </Notice>
      )}
    </>
  );
}

function Ended({ completed }: { completed: boolean }) {
  const { t } = useTranslation("ui");
  return (
    <div className="flex flex-col gap-2" data-testid="challenge-ended">
      <Notice testId="challenge-ended-text">{t("challengePage.ended")}</Notice>
      {completed ? (
        <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800" data-testid="challenge-congrats">
          <PartyPopper className="size-4" aria-hidden />
          {t("challengePage.congrats")}
        </p>
      ) : null}
    </div>
  );
}
