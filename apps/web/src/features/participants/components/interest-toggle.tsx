import Heart from "lucide-react/icons/heart";
import Handshake from "lucide-react/icons/handshake";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";

interface InterestToggleProps {
  name: string;
  interested: boolean;
  mutual: boolean;
  onToggle: () => void;
}

/**
 * docs/product/people.md#mutual-interest: the heart a participant presses for someone they'd like to meet.
 * Pressed it stays named "interested in {name}"; when the other person marked back it becomes a handshake
 * with "mutual". Pressing again unmarks (the server toggles).
 */
export function InterestToggle({ name, interested, mutual, onToggle }: InterestToggleProps) {
  const { t } = useTranslation();
  const Icon = mutual ? Handshake : Heart;
  return (
    <button
      type="button"
      aria-pressed={interested}
      aria-label={t("participants.interest.aria", { name })}
      onClick={onToggle}
      className={cn(
        "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        mutual
          ? "border-emerald-200 bg-emerald-50 text-emerald-700 hover:bg-emerald-100"
          : interested
            ? "border-rose-200 bg-rose-50 text-rose-700 hover:bg-rose-100"
            : "border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50",
      )}
    >
      <Icon className={cn("size-3.5", interested && !mutual && "fill-current")} aria-hidden />
      {mutual ? t("participants.interest.mutualBadge") : t("participants.interest.label")}
    </button>
  );
}
