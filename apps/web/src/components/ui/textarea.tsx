import type { ComponentProps } from "react";
import { cn } from "@/lib/utils.ts";
import { fieldClass } from "./input.tsx";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "min-h-24 resize-y py-2 leading-relaxed", className)} {...props} />;
}
