import type { Locale, CheckInResult } from "@commons/domain";
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheckBig from "lucide-react/icons/circle-check-big";
import History from "lucide-react/icons/history";
import { useTranslation } from "@/lib/i18n.ts";
import { Avatar } from "@/components/ui/avatar.tsx";
import { cn } from "@/lib/utils.ts";
import { formatCheckInTime } from "./format-check-in-time.ts";

export type Outcome = { kind: "result"; result: CheckInResult } | { kind: "error"; message: string };

/** The last scan's answer in large type, readable at arm's length at a busy door. */
export function CheckInOutcome({ outcome, locale }: { outcome: Outcome; locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  if (outcome.kind === "error") {
    return (
      <div role="alert" className="flex items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-700" data-testid="checkin-outcome">
        <CircleAlert className="size-8 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">{t("checkin.result.failed")}</p>
          <p className="text-sm">{outcome.message}</p>
        </div>
      </div>
    );
  }
  const { result } = outcome;
  const again = result.alreadyCheckedIn;
  return (
    <div
      role="status"
      data-testid="checkin-outcome"
      className={cn(
        "flex items-center gap-4 rounded-2xl border p-4",
        again ? "border-amber-200 bg-amber-50 text-amber-800" : "border-emerald-200 bg-emerald-50 text-emerald-800",
      )}
    >
      <Avatar name={result.user.name} src={result.user.image} size="lg" />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 text-sm font-medium">
          {again ? <History className="size-4" aria-hidden /> : <CircleCheckBig className="size-4" aria-hidden />}
          {again ? t("shared:checkin.alreadyCheckedIn", { time: formatCheckInTime(result.checkedInAt, locale) }) : t("checkin.result.success")}
        </p>
        <p className="mt-0.5 truncate text-xl font-bold text-slate-900">{result.user.name}</p>
        {result.user.userRoleString ? <p className="truncate text-sm text-slate-600">{result.user.userRoleString}</p> : null}
      </div>
    </div>
  );
}
