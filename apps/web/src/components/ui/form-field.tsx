import type { ReactNode } from "react";
import { cn } from "@/lib/utils.ts";
import { Label } from "./label.tsx";

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Right-aligned next to the label, e.g. a character counter. */
  aside?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, then either the error (announced) or the hint. Controls point at them via `${id}-message`. */
export function FormField({ id, label, error, hint, aside, required, className, children }: FormFieldProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>
          {label}
          {required ? <span className="ml-0.5 text-red-500 after:content-['*']" aria-hidden /> : null}
        </Label>
        {aside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-message`} role="alert" className="text-[13px] text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-message`} className="text-[13px] text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
