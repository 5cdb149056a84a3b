import type { ReactNode } from "react";

/** A tab section's heading: the event page's small caps look, with an icon. */
export function DetailHeading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h2 className="flex items-center gap-2 border-b border-slate-200 pb-3 text-[13px] font-semibold tracking-wide text-slate-500 uppercase [&_svg]:size-4">
      <span aria-hidden className="text-slate-400">
        {icon}
      </span>
      {children}
    </h2>
  );
}
