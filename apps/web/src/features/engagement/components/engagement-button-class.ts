import { cn } from "@/lib/utils.ts";

const ON = {
  rose: "border-rose-200 bg-rose-50 text-rose-600 hover:bg-rose-100",
  amber: "border-amber-200 bg-amber-50 text-amber-700 hover:bg-amber-100",
  brand: "border-brand-200 bg-brand-50 text-brand-700 hover:bg-brand-100",
} as const;

const ON_BAR = { rose: "text-rose-600", amber: "text-amber-600", brand: "text-brand-600" } as const;

/** One look for like, bookmark and share: a pill beside the title, a stacked icon in the mobile bar. */
export function engagementButtonClass(look: "pill" | "bar", on: boolean, tone: keyof typeof ON): string {
  if (look === "bar") {
    return cn(
      "flex h-12 min-w-12 flex-col items-center justify-center gap-0.5 rounded-xl px-2 text-[11px] font-medium transition-colors hover:bg-slate-100 [&_svg]:size-5",
      on ? ON_BAR[tone] : "text-slate-600",
    );
  }
  return cn(
    "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium shadow-sm transition-colors [&_svg]:size-4",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60",
    on ? ON[tone] : "border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50",
  );
}
