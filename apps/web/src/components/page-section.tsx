import type { ReactNode } from "react";

/** A titled block on a page, e.g. "Organised events" under a profile. */
export function PageSection({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="mb-5 flex items-baseline gap-2 text-xl font-bold tracking-tight text-slate-900">
        {title}
        {count !== undefined ? <span className="text-base font-medium text-slate-400">{count}</span> : null}
      </h2>
      {children}
    </section>
  );
}
