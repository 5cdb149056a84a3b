import type { Locale, TicketType as RegistrationTicketType } from "@commons/domain";
import { useTranslation } from "@/lib/i18n.ts";
import { formatPrice } from "@/lib/format.ts";
import { ticketSeatsLeft } from "../hooks/registration-form-values.ts";
import { ChoiceCard } from "./choice-card.tsx";
import { FieldGroup } from "./field-group.tsx";

interface TicketTypeFieldProps {
  tickets: readonly RegistrationTicketType[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
  required: boolean;
  locale: Locale;
  /** The whole event is full: every type waitlists, so per-type seats would only confuse. */
  eventFull: boolean;
}

/**
 * docs/product/registration.md#ticket-types: choose one of the active
 * types; each shows its seats left, and a full one says it waitlists.
 */
export function TicketTypeField({ tickets, value, onChange, error, required, locale, eventFull }: TicketTypeFieldProps) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <FieldGroup id="reg-ticketTypeId" legend={t("reg.ticket.label")} required={required} error={error}>
      {tickets.map((ticket) => {
        const left = ticketSeatsLeft(ticket);
        return (
          <ChoiceCard
            key={ticket.id}
            type="radio"
            name="ticketTypeId"
            value={ticket.id}
            checked={value === ticket.id}
            invalid={Boolean(error)}
            onChange={() => onChange(ticket.id)}
            aside={
              <span className="text-sm font-semibold text-slate-900">
                {ticket.priceCents > 0 ? formatPrice(ticket.priceCents, locale) : t("event.free")}
              </span>
            }
          >
            <span className="block font-medium text-slate-900">{ticket.name}</span>
            {ticket.description ? <span className="mt-0.5 block text-[13px] leading-5 text-slate-600">{ticket.description}</span> : null}
            {eventFull ? null : left === 0 ? (
              <span className="mt-1 block text-[13px] font-medium text-amber-700">{t("reg.ticket.fullWaitlist")}</span>
            ) : left !== null ? (
              <span className="mt-1 block text-[13px] text-slate-600">{t("reg.ticket.left", { count: left })}</span>
            ) : null}
          </ChoiceCard>
        );
      })}
    </FieldGroup>
  );
}
