import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import "@/i18n/parts/challenge-page.ts";

/** Characters as the server counts them: code points after trimming (docs/product/challenges.md#check-ins). */
const charCount = (text: string): number => Array.from(text.trim()).length;

/** The live "12 / at least 30" beside a text box; amber until the minimum is met. Polite, so it is heard once typing pauses. */
export function CharCounter({ text, min, id }: { text: string; min: number; id: string }) {
  const { t } = useTranslation("ui");
  const count = charCount(text);
  return (
    <span id={id} aria-live="polite" className={cn("text-xs tabular-nums", count >= min ? "text-emerald-700" : "text-amber-800")} data-testid={id}>
      {t("challengeSetup.counter", { count, min })}
    </span>
  );
}
