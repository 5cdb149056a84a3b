import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";

/** One titled card of the editor; `id` is the anchor the section nav scrolls to. */
export function EditorSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card id={id} className="scroll-mt-24 p-5 sm:p-7" aria-labelledby={`${id}-title`} role="region">
      <div className="mb-6">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-500">{description}</p> : null}
      </div>
      <div className="flex flex-col gap-5">{children}</div>
    </Card>
  );
}

/** A labelled switch with a hint, the shape every yes/no setting of the editor takes. */
export function SwitchRow({ id, label, hint, control }: { id: string; label: string; hint?: string; control: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200/80 bg-slate-50/60 px-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint ? <p className="mt-0.5 text-[13px] text-slate-500">{hint}</p> : null}
      </div>
      <div className="pt-0.5">{control}</div>
    </div>
  );
}
