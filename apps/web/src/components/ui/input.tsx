import type { ComponentProps } from "react";
import { cn } from "@/lib/utils.ts";

export const fieldClass =
  "w-full rounded-lg border border-slate-200 bg-white px-3 text-[15px] text-slate-900 shadow-xs transition-colors " +
  "placeholder:text-slate-400 hover:border-slate-300 focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500 " +
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 " +
  "aria-invalid:border-red-400 aria-invalid:focus:border-red-500 aria-invalid:focus:ring-red-500";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClass, "h-10", className)} {...props} />;
}
