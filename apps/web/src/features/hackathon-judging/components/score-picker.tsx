import { JUDGE_SCORE_MAX, JUDGE_SCORE_MIN } from "@commons/domain";
import { type KeyboardEvent, useId } from "react";
import { cn } from "@/lib/utils.ts";

const SCORES = Array.from(
  { length: JUDGE_SCORE_MAX - JUDGE_SCORE_MIN + 1 },
  (_, i) => JUDGE_SCORE_MIN + i,
);

interface ScorePickerProps {
  label: string;
  description?: string;
  value: number | null;
  onChange: (score: number) => void;
  disabled?: boolean;
}

/**
 * One criterion's score as a radio group (1–10): Tab reaches it, the arrow keys move between scores (the
 * ARIA radio group pattern, roving tabindex), and each button names its number.
 */
export function ScorePicker({
  label,
  description,
  value,
  onChange,
  disabled,
}: ScorePickerProps) {
  const id = useId();
  const focusable = value ?? JUDGE_SCORE_MIN;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === "ArrowRight" || event.key === "ArrowUp"
        ? 1
        : event.key === "ArrowLeft" || event.key === "ArrowDown"
          ? -1
          : 0;
    if (!step || disabled) return;
    event.preventDefault();
    // Inside the group the arrows score; the page's own ← → (next submission) must not fire too.
    event.stopPropagation();
    const next = Math.min(
      JUDGE_SCORE_MAX,
      Math.max(
        JUDGE_SCORE_MIN,
        (value ?? JUDGE_SCORE_MIN - (step > 0 ? 1 : -1)) + step,
      ),
    );
    onChange(next);
    (
      event.currentTarget.querySelector(
        `[data-score="${next}"]`,
      ) as HTMLElement | null
    )?.focus();
  };
  return (
    <div className="flex flex-col gap-2">
      <div>
        <span id={`${id}-label`} className="text-sm font-medium text-slate-900">
          {label}
        </span>
        {description ? (
          <p id={`${id}-hint`} className="text-[13px] text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-hint` : undefined}
        className="grid grid-cols-5 gap-1.5 sm:grid-cols-10"
        onKeyDown={onKeyDown}
      >
        {SCORES.map((score) => {
          const checked = value === score;
          return (
            <button
              key={score}
              type="button"
              role="radio"
              aria-checked={checked}
              data-score={score}
              tabIndex={score === focusable ? 0 : -1}
              disabled={disabled}
              onClick={() => onChange(score)}
              className={cn(
                "h-10 rounded-lg border text-sm font-semibold tabular-nums transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-60",
                checked
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-slate-200 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50",
              )}
            >
              {score}
            </button>
          );
        })}
      </div>
    </div>
  );
}
