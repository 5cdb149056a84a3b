import type { Locale, TicketType } from "@commons/domain";
import Ticket from "lucide-react/icons/ticket";
import { useTranslation } from "@/lib/i18n.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { formatPrice } from "@/lib/format.ts";
import { DetailSection } from "./detail-section.tsx";

/**
 * The event's ticket types, for reading; choosing one happens in the registration form. Always one
 * section: the page leaves it out for an event without ticket types.
 */
export function TicketTypesList({ tickets, locale, ended = false }: { tickets: readonly TicketType[]; locale: Locale; ended?: boolean }) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <DetailSection title={t("event.tickets")}>
      <ul className="flex flex-col gap-3">
        {tickets.map((ticket) => {
          const left = ticket.maxQuantity === null ? null : Math.max(0, ticket.maxQuantity - ticket.currentQuantity);
          const soldOut = left === 0;
          return (
            <li
              key={ticket.id}
              className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-4 data-[inactive=true]:opacity-60"
              data-inactive={!ticket.isActive || soldOut}
            >
              <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Ticket className="size-5" aria-hidden />
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-slate-900">{ticket.name}</p>
                  {!ticket.isActive ? <Badge>{t("event.ticketInactive")}</Badge> : soldOut ? <Badge tone="rose">{t("event.ticketSoldOut")}</Badge> : null}
                </div>
                {ticket.description ? <p className="mt-1 text-sm leading-6 text-slate-500">{ticket.description}</p> : null}
                {left !== null && !soldOut && !ended ? <p className="mt-1 text-xs text-slate-400">{t("event.ticketsLeft", { count: left })}</p> : null}
              </div>
              <p className="shrink-0 text-[15px] font-semibold text-slate-900">
                {ticket.priceCents > 0 ? formatPrice(ticket.priceCents, locale) : t("event.free")}
              </p>
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
