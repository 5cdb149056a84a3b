import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="relative px-4 py-10 sm:py-16">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-brand-100/60 via-brand-50/30 to-transparent"
      />
      <div className="mx-auto w-full max-w-[420px]">
        <div className="mb-8 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-[28px]">{title}</h1>
          {subtitle ? <p className="mt-2 text-[15px] text-slate-500">{subtitle}</p> : null}
        </div>
        <Card className="p-5 sm:p-7">{children}</Card>
        {footer ? <div className="mt-6 text-center text-sm text-slate-500">{footer}</div> : null}
      </div>
    </div>
  );
}
