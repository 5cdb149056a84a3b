import { TICKET_TYPES_MAX_COUNT } from "@commons/domain";
import Ticket from "lucide-react/icons/ticket";
import Trash2 from "lucide-react/icons/trash-2";
import { useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { emptyTicketType } from "../hooks/event-form-values.ts";
import { EditorSection } from "./editor-section.tsx";
import { ariaFor, errorAt, type EventForm, switchedFieldRow } from "./form-helpers.ts";
import { InlineSwitch, OwnedListEmpty, OwnedListFooter } from "./owned-list-parts.tsx";
import { PaymentNoteField } from "./payment-note-field.tsx";
import "@/i18n/parts/console.ts";

/**
 * Ticket types edited in place: a row loaded from the server keeps its id, so saving updates that row;
 * removing a row leaves it out of the list and the server deactivates it (registrations keep it).
 */
export function TicketTypesEditor({ form }: { form: EventForm }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "ticketTypes", keyName: "key" });
  const rows = useWatch({ control, name: "ticketTypes" });
  const err = (path: string) => errorAt(formState.errors, path);

  return (
    <EditorSection id="section-tickets" title={t("console.editor.section.tickets")} description={t("console.editor.section.ticketsHint")}>
      {fields.length === 0 ? <OwnedListEmpty icon={Ticket}>{t("console.tickets.empty")}</OwnedListEmpty> : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const row = rows[index] ?? field;
          const base = `ticketTypes.${index}`;
          const id = (name: string) => `ticket-${index}-${name}`;
          const priceError = err(`${base}.price`) ? t("console.tickets.priceInvalid") : undefined;
          return (
            <li key={field.key} data-testid="ticket-row" data-ticket-id={row.id ?? ""} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
              <div className="mb-3 flex items-center justify-between gap-3">
                <div className="flex min-w-0 items-center gap-2">
                  <span className="truncate text-sm font-semibold text-slate-900">{row.name || t("console.tickets.untitled")}</span>
                  {row.currentQuantity > 0 ? <Badge tone="sky">{t("console.tickets.sold", { count: row.currentQuantity })}</Badge> : null}
                </div>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t("console.tickets.remove", { name: row.name || index + 1 })}
                  title={row.id ? t("console.tickets.removeHint") : undefined}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField id={id("name")} label={t("console.tickets.name")} error={err(`${base}.name`)} required>
                  <Input id={id("name")} placeholder={t("console.tickets.namePlaceholder")} {...ariaFor(id("name"), err(`${base}.name`))} {...register(`ticketTypes.${index}.name`)} />
                </FormField>
                <FormField id={id("description")} label={t("console.tickets.description")} error={err(`${base}.description`)}>
                  <Input id={id("description")} {...ariaFor(id("description"), err(`${base}.description`))} {...register(`ticketTypes.${index}.description`)} />
                </FormField>
                {/* The switch comes first and the field shows only when it is off: a greyed-out box reading
                    "免费 元" beside a switch saying the same looked broken (issue 27 item 19). */}
                <FormField id={id("price")} label={t("console.tickets.price")} error={priceError} hint={row.free ? undefined : t("console.tickets.priceOutside")}>
                  <div className={switchedFieldRow}>
                    <InlineSwitch control={control} name={`ticketTypes.${index}.free`} label={t("console.tickets.free")} />
                    <div className="relative max-w-36 flex-1" hidden={row.free}>
                      <Input
                        id={id("price")}
                        inputMode="decimal"
                        placeholder="0.00"
                        className="pr-9"
                        {...ariaFor(id("price"), priceError)}
                        {...register(`ticketTypes.${index}.price`)}
                      />
                      <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-400">{t("console.tickets.priceUnit")}</span>
                    </div>
                  </div>
                </FormField>
                <FormField id={id("maxQuantity")} label={t("console.tickets.quantity")} error={err(`${base}.maxQuantity`)}>
                  <div className={switchedFieldRow}>
                    <InlineSwitch control={control} name={`ticketTypes.${index}.unlimited`} label={t("console.editor.unlimited")} />
                    <Input
                      id={id("maxQuantity")}
                      type="number"
                      inputMode="numeric"
                      min={Math.max(1, row.currentQuantity)}
                      hidden={row.unlimited}
                      className="max-w-36"
                      {...ariaFor(id("maxQuantity"), err(`${base}.maxQuantity`))}
                      {...register(`ticketTypes.${index}.maxQuantity`)}
                    />
                  </div>
                </FormField>
              </div>
              <InlineSwitch control={control} name={`ticketTypes.${index}.isActive`} label={t("console.tickets.active")} className="mt-4" />
            </li>
          );
        })}
      </ol>
      <OwnedListFooter
        error={err("ticketTypes")}
        addLabel={t("console.tickets.add")}
        atLimit={fields.length >= TICKET_TYPES_MAX_COUNT}
        onAdd={() => append(emptyTicketType())}
      />
      <PaymentNoteField form={form} />
    </EditorSection>
  );
}
