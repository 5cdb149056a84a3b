import type { Locale, CheckInResult, CheckInValidation, UserSummary } from "@commons/domain";
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheckBig from "lucide-react/icons/circle-check-big";
import History from "lucide-react/icons/history";
import TicketCheck from "lucide-react/icons/ticket-check";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Avatar } from "@/components/ui/avatar.tsx";
import { formatInstantInZone } from "@/lib/format.ts";
import { cn } from "@/lib/utils.ts";

export type Outcome =
  | { kind: "result"; result: CheckInResult }
  | { kind: "validation"; validation: CheckInValidation }
  | { kind: "error"; message: string };

interface CheckInOutcomeProps {
  outcome: Outcome;
  locale: Locale;
  /** The event's zone: a check-in time reads as the venue's clock, named. */
  timeZone: string;
}

/** The last scan's answer in large type, readable at arm's length at a busy door. */
export function CheckInOutcome({ outcome, locale, timeZone }: CheckInOutcomeProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const at = (value: string) => formatInstantInZone(value, locale, timeZone);
  if (outcome.kind === "error") return <Refusal title={t("checkin.result.failed")} message={outcome.message} />;
  if (outcome.kind === "validation") {
    const { validation } = outcome;
    if (!validation.valid) return <Refusal title={t("checkin.validate.invalid")} message={t("checkin.validate.invalidHint")} />;
    const status = validation.checkedInAt ? t("shared:checkin.alreadyCheckedIn", { time: at(validation.checkedInAt) }) : t("checkin.validate.notYet");
    return (
      <Holder tone="sky" user={validation.user} icon={<TicketCheck className="mt-0.5 size-4 shrink-0" aria-hidden />}>
        {t("checkin.validate.valid")} · {status}
      </Holder>
    );
  }
  const { result } = outcome;
  const again = result.alreadyCheckedIn;
  return (
    <Holder
      tone={again ? "amber" : "emerald"}
      user={result.user}
      icon={again ? <History className="mt-0.5 size-4 shrink-0" aria-hidden /> : <CircleCheckBig className="mt-0.5 size-4 shrink-0" aria-hidden />}
    >
      {again ? t("shared:checkin.alreadyCheckedIn", { time: at(result.checkedInAt) }) : t("checkin.result.success")}
    </Holder>
  );
}

const TONES = {
  emerald: "border-emerald-200 bg-emerald-50 text-emerald-800",
  amber: "border-amber-200 bg-amber-50 text-amber-800",
  sky: "border-sky-200 bg-sky-50 text-sky-800",
} as const;

/** Whose ticket it is, under one line saying what happened to it. */
function Holder({ tone, user, icon, children }: { tone: keyof typeof TONES; user: UserSummary; icon: ReactNode; children: ReactNode }) {
  return (
    <div role="status" data-testid="checkin-outcome" className={cn("flex items-center gap-4 rounded-2xl border p-4", TONES[tone])}>
      <Avatar name={user.name} src={user.image} size="lg" />
      <div className="min-w-0 flex-1">
        <p className="flex items-start gap-1.5 text-sm font-medium">
          {icon}
          <span>{children}</span>
        </p>
        <p className="mt-0.5 truncate text-xl font-bold text-slate-900">{user.name}</p>
        {user.userRoleString ? <p className="truncate text-sm text-slate-600">{user.userRoleString}</p> : null}
      </div>
    </div>
  );
}

function Refusal({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="flex items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-700" data-testid="checkin-outcome">
      <CircleAlert className="size-8 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{message}</p>
      </div>
    </div>
  );
}
