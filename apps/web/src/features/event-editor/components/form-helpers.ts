import type { EventInput } from "@commons/domain";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import type { EventFormValues } from "../hooks/event-form-values.ts";

export type EventForm = UseFormReturn<EventFormValues, unknown, EventInput>;

/** The message at a dotted path ("ticketTypes.1.name"), already in the reader's language. */
export function errorAt(errors: FieldErrors<EventFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === "string" && message ? message : undefined;
}

/** aria wiring for a control whose FormField id is `id`. */
export function ariaFor(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": `${id}-message` } as const;
}

/**
 * A "free" / "unlimited" switch and the field it stands in for, which shows only when the switch is off (price,
 * quantity, capacity). As tall as the field, so the form does not jump when it appears.
 */
export const switchedFieldRow = "flex min-h-10 items-center gap-3";
