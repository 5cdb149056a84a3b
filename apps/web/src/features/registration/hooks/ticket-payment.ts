import type { RegistrationEvent } from "../api/registration-event.ts";

/** What a registrant of a priced ticket is told about paying: the price and the organiser's note, if any. */
export interface TicketPayment {
  priceCents: number;
  note: string | null;
}

/**
 * docs/product/registration.md#payment: Commons takes no payments, so a registration for a priced ticket comes
 * with a word on how to pay. Null for a free ticket, or none.
 */
export function ticketPayment(event: Pick<RegistrationEvent, "ticketTypes" | "paymentNote">, ticketTypeId: string | null | undefined): TicketPayment | null {
  const ticket = ticketTypeId ? event.ticketTypes.find((candidate) => candidate.id === ticketTypeId) : undefined;
  if (!ticket || ticket.priceCents <= 0) return null;
  return { priceCents: ticket.priceCents, note: event.paymentNote?.trim() || null };
}
