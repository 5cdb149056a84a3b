import { FEEDBACK_RATING_MAX } from "@commons/domain";
import Star from "lucide-react/icons/star";
import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";

interface StarRatingProps {
  value: number | null;
  onChange: (rating: number) => void;
  label: string;
  error?: string;
  /** The id the form's error message has, for aria-describedby. */
  messageId?: string;
}

/**
 * 1..5 stars as native radio buttons in a fieldset: the browser gives the keyboard (Tab in, arrows move
 * and choose) and the screen reader each star's name ("3 stars") and the group's; the stars drawn are
 * only their picture.
 */
export function StarRating({ value, onChange, label, error, messageId }: StarRatingProps) {
  const { t } = useTranslation();
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? messageId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {label}
        <span className="ml-0.5 text-red-500 after:content-['*']" aria-hidden />
      </legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(null)}>
        {Array.from({ length: FEEDBACK_RATING_MAX }, (_, i) => i + 1).map((n) => (
          <label key={n} className="cursor-pointer rounded-md p-0.5" onMouseEnter={() => setHover(n)}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t("feedback.rating.star", { count: n })}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <Star
              aria-hidden
              className={cn(
                "size-8 rounded-sm transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
                n <= shown ? "fill-amber-400 text-amber-500" : "fill-transparent text-slate-400",
              )}
            />
          </label>
        ))}
        {value ? (
          <span className="ml-2 text-sm text-slate-600 tabular-nums" aria-hidden>
            {t("feedback.rating.value", { count: value })}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={messageId} role="alert" className="text-[13px] text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
