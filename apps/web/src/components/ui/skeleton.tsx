import type { ComponentProps } from "react";
import { cn } from "@/lib/utils.ts";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden className={cn("animate-pulse rounded-lg bg-slate-200/70", className)} {...props} />;
}
