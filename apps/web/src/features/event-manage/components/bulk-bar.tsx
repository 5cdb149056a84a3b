import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import X from "lucide-react/icons/x";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import type { ReviewStatus } from "../api/review-registrations.ts";
import "@/i18n/parts/console.ts";

interface BulkBarProps {
  count: number;
  busy: boolean;
  onAction: (status: ReviewStatus) => void;
  onClear: () => void;
}

/** Appears while rows are ticked: one decision for all of them. */
export function BulkBar({ count, busy, onAction, onClear }: BulkBarProps) {
  const { t } = useTranslation("ui");
  if (count === 0) return null;
  return (
    <div role="toolbar" aria-label={t("console.reg.bulkToolbar")} className="sticky bottom-3 z-20 mx-auto flex w-full max-w-3xl flex-wrap items-center gap-2 rounded-2xl bg-slate-900 px-4 py-2.5 text-white shadow-pop">
      <span className="mr-auto text-sm font-medium" aria-live="polite">
        {t("console.reg.selected", { count })}
      </span>
      <Button size="sm" className="bg-emerald-500 hover:bg-emerald-600" disabled={busy} onClick={() => onAction("APPROVED")}>
        <Check aria-hidden />
        {t("console.reg.approve")}
      </Button>
      <Button size="sm" variant="secondary" className="bg-white/10 hover:bg-white/20" disabled={busy} onClick={() => onAction("WAITLISTED")}>
        <Clock aria-hidden />
        {t("console.reg.waitlist")}
      </Button>
      <Button size="sm" variant="secondary" className="bg-white/10 hover:bg-rose-500" disabled={busy} onClick={() => onAction("REJECTED")}>
        <X aria-hidden />
        {t("console.reg.reject")}
      </Button>
      <Button size="sm" variant="ghost" className="text-white/70 hover:bg-white/10 hover:text-white" onClick={onClear}>
        {t("console.reg.clearSelection")}
      </Button>
    </div>
  );
}
