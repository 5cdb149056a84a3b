import { type BuildingConfig, challengeTeaser, challengeTiming, type ChallengeTiming, type Locale } from "@commons/domain";
import CalendarRange from "lucide-react/icons/calendar-range";
import CircleCheck from "lucide-react/icons/circle-check";
import Flag from "lucide-react/icons/flag";
import Timer from "lucide-react/icons/timer";
import { Badge, type BadgeTone } from "@/components/ui/badge.tsx";
import { formatEventSchedule } from "@/lib/format.ts";
import { useTranslation } from "@/lib/i18n.ts";
import "@/i18n/parts/challenge-page.ts";

const STATUS_TONE: Record<ChallengeTiming, BadgeTone> = { NOT_STARTED: "sky", RUNNING: "green", ENDED: "neutral" };

interface ChallengeHeaderEvent {
  startTime: string;
  endTime: string;
  timezone: string;
  status: string;
  shortDescription: string | null;
  buildingConfig: BuildingConfig;
}

/**
 * The challenge's line under the title (docs/product/challenges.md#days): its status (not started, in
 * progress, ended), "setup completed" once the reader saved theirs, the short description's 30-character
 * teaser, the date range in the event's zone, the length and the required check-ins.
 */
export function ChallengeHeader({ event, locale, setUp, now = new Date() }: { event: ChallengeHeaderEvent; locale: Locale; setUp: boolean; now?: Date }) {
  const { t } = useTranslation("ui");
  const timing = challengeTiming(event, now);
  const teaser = challengeTeaser(event.shortDescription);
  const { duration, requiredCheckIns } = event.buildingConfig;
  return (
    <div className="flex flex-col gap-3" data-testid="challenge-header">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONE[timing]} data-testid="challenge-status">
          {t(`challengePage.status.${timing}`)}
        </Badge>
        {setUp ? (
          <Badge tone="brand" data-testid="challenge-setup-badge">
            <CircleCheck aria-hidden />
            {t("challengePage.setupDone")}
          </Badge>
        ) : null}
      </div>
      {teaser ? <p className="text-[15px] leading-6 text-slate-700" data-testid="challenge-teaser">{teaser}</p> : null}
      <ul aria-label={t("challengePage.facts")} className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
        <li className="flex items-center gap-1.5">
          <CalendarRange className="size-4 text-slate-400" aria-hidden />
          {formatEventSchedule(event, locale).date}
        </li>
        <li className="flex items-center gap-1.5">
          <Timer className="size-4 text-slate-400" aria-hidden />
          {t("challengePage.length", { days: duration })}
        </li>
        <li className="flex items-center gap-1.5" data-testid="challenge-required">
          <Flag className="size-4 text-slate-400" aria-hidden />
          {t("challengePage.required", { count: requiredCheckIns })}
        </li>
      </ul>
    </div>
  );
}
