import type { ReactNode } from "react";
import { cn } from "@/lib/utils.ts";

interface ChoiceCardProps {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid?: boolean;
  disabled?: boolean;
  children: ReactNode;
  /** Right-aligned (a price, a seats line). */
  aside?: ReactNode;
  describedBy?: string;
}

/** A native radio or checkbox dressed as a tappable card: big touch target, keyboard and screen readers as usual. */
export function ChoiceCard({ type, name, value, checked, onChange, invalid, disabled, children, aside, describedBy }: ChoiceCardProps) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-xl border bg-white px-3.5 py-3 transition-colors",
        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500",
        checked ? "border-brand-500 bg-brand-50/60 ring-1 ring-brand-500" : "border-slate-200 hover:border-slate-300",
        invalid && !checked && "border-red-300",
        disabled && "cursor-not-allowed opacity-60",
      )}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
      />
      <span className="min-w-0 flex-1 text-[15px] text-slate-800">{children}</span>
      {aside ? <span className="shrink-0 text-right">{aside}</span> : null}
    </label>
  );
}
