import type { ReactNode } from "react";
import { cn } from "@/lib/utils.ts";

interface FieldGroupProps {
  id: string;
  legend: ReactNode;
  description?: ReactNode;
  required?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A fieldset for a group of choices: legend, optional help, the choices, then the error (announced). */
export function FieldGroup({ id, legend, description, required, error, className, children }: FieldGroupProps) {
  return (
    <fieldset id={id} className={cn("flex min-w-0 flex-col gap-2", className)} aria-describedby={error ? `${id}-message` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {legend}
        {required ? <span className="ml-0.5 text-red-500 after:content-['*']" aria-hidden /> : null}
        {description ? <span className="mt-0.5 block text-[13px] font-normal text-slate-500">{description}</span> : null}
      </legend>
      {children}
      {error ? (
        <p id={`${id}-message`} role="alert" className="text-[13px] text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
