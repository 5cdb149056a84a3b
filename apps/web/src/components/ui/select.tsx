import ChevronDown from "lucide-react/icons/chevron-down";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils.ts";
import { fieldClass } from "./input.tsx";

/** A styled native select: the platform picker is the most usable one on phones. */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(fieldClass, "h-10 appearance-none pr-9", className)} {...props}>
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
    </div>
  );
}
