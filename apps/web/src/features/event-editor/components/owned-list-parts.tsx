import Plus from "lucide-react/icons/plus";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { Controller, type FieldPathByValue } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { cn } from "@/lib/utils.ts";
import type { EventFormValues } from "../hooks/event-form-values.ts";
import type { EventForm } from "./form-helpers.ts";

// The pieces the owned lists (ticket types, questions) share, so both read and behave alike.

/** The dashed hint shown while a list is empty. */
export function OwnedListEmpty({ icon: Icon, children }: { icon: ComponentType<SVGProps<SVGSVGElement>>; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-500">
      <Icon className="size-5 text-slate-400" aria-hidden />
      {children}
    </div>
  );
}

/** Under a list: its own error (for example "too many"), then the add button, off at the limit. */
export function OwnedListFooter({ error, addLabel, atLimit, onAdd }: { error: string | undefined; addLabel: string; atLimit: boolean; onAdd: () => void }) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-[13px] text-red-600">
          {error}
        </p>
      ) : null}
      <div>
        <Button variant="outline" disabled={atLimit} onClick={onAdd}>
          <Plus aria-hidden />
          {addLabel}
        </Button>
      </div>
    </>
  );
}

/** A switch with its label beside it, bound to one boolean of the form. */
export function InlineSwitch({
  control,
  name,
  label,
  className,
}: {
  control: EventForm["control"];
  name: FieldPathByValue<EventFormValues, boolean>;
  label: string;
  className?: string;
}) {
  return (
    <label className={cn("inline-flex items-center gap-2 text-sm text-slate-700", className)}>
      <Controller control={control} name={name} render={({ field }) => <Switch aria-label={label} checked={field.value} onCheckedChange={field.onChange} />} />
      {label}
    </label>
  );
}
