import type { ComponentProps, ReactNode } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import type { AppForm } from "./use-app-form.ts";

interface FieldFrame<V extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any parsed output: the control only reads and registers.
  form: AppForm<V, any>;
  name: FieldPath<V>;
  id: string;
  label: string;
  hint?: ReactNode;
  aside?: ReactNode;
  required?: boolean;
  className?: string;
}

/** The aria wiring every control shares: invalid when its field has a message, described by that message or the hint. */
export function controlAria(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": `${id}-message` } as const;
}

/** Label, a text box registered on the form, then its error (announced) or hint. */
export function FormInput<V extends FieldValues>({ form, name, id, label, hint, aside, required, className, ...input }: FieldFrame<V> & Omit<ComponentProps<"input">, "form" | "name" | "id">) {
  const error = form.fieldError(name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} aside={aside} required={required} className={className}>
      <Input id={id} {...controlAria(id, error)} {...input} {...form.register(name)} />
    </FormField>
  );
}

/** FormInput's multi-line twin. */
export function FormTextarea<V extends FieldValues>({ form, name, id, label, hint, aside, required, className, ...input }: FieldFrame<V> & Omit<ComponentProps<"textarea">, "form" | "name" | "id">) {
  const error = form.fieldError(name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} aside={aside} required={required} className={className}>
      <Textarea id={id} {...controlAria(id, error)} {...input} {...form.register(name)} />
    </FormField>
  );
}
