import CircleAlert from "lucide-react/icons/circle-alert";
import { useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { ariaFor, errorAt, type EventForm } from "./form-helpers.ts";
import "@/i18n/parts/console.ts";

/**
 * docs/product/registration.md#payment: Commons takes no payments. Once a ticket has a price the editor says so
 * plainly and asks how people pay; registrants of a priced ticket see that note on the card and after registering.
 */
export function PaymentNoteField({ form }: { form: EventForm }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { control, register, formState } = form;
  const rows = useWatch({ control, name: "ticketTypes" });
  const note = useWatch({ control, name: "paymentNote" });
  // A note already written stays visible even when every ticket is free again, so it is never kept unseen.
  if (!rows.some((row) => !row.free) && !note) return null;
  const error = errorAt(formState.errors, "paymentNote");
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4" data-testid="payment-note">
      <p className="flex gap-2 text-sm leading-6 text-amber-900">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t("console.tickets.paymentOutside")}
      </p>
      <FormField id="event-paymentNote" label={t("console.tickets.paymentNote")} error={error} hint={t("console.tickets.paymentNoteHint")}>
        <Textarea
          id="event-paymentNote"
          rows={3}
          className="bg-white"
          placeholder={t("console.tickets.paymentNotePlaceholder")}
          {...ariaFor("event-paymentNote", error)}
          {...register("paymentNote")}
        />
      </FormField>
    </div>
  );
}
