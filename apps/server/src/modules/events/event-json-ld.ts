import type { EventDetail } from "@commons/domain";

/** Ticket prices are stored in fen (cents) of CNY; the web formats them the same way. */
const PRICE_CURRENCY = "CNY";

/** Makes a possibly relative URL (e.g. `/files/…`) absolute against the site's public origin. */
export function absoluteUrl(url: string, publicUrl: string): string | null {
  try {
    const abs = new URL(url, publicUrl);
    return abs.protocol === "http:" || abs.protocol === "https:" ? abs.toString() : null;
  } catch {
    return null;
  }
}

/**
 * schema.org `Event` for search engines (https://schema.org/Event, Google's event rich results). Only
 * what the public page shows goes in: the online meeting link stays private, so an online event's
 * location is the event page itself.
 */
export function eventJsonLd(event: EventDetail, pageUrl: string, publicUrl: string, description: string): Record<string, unknown> {
  const image = event.coverImage ? absoluteUrl(event.coverImage, publicUrl) : null;
  const location = event.isOnline
    ? { "@type": "VirtualLocation", url: pageUrl }
    : {
        "@type": "Place",
        name: event.address ?? event.city ?? "",
        address: {
          "@type": "PostalAddress",
          ...(event.address ? { streetAddress: event.address } : {}),
          ...(event.city ? { addressLocality: event.city } : {}),
        },
      };
  const organizer = event.organization
    ? { "@type": "Organization", name: event.organization.name, url: `${publicUrl}/orgs/${encodeURIComponent(event.organization.slug)}` }
    : { "@type": "Person", name: event.organizer.name, url: `${publicUrl}/u/${encodeURIComponent(event.organizer.username ?? event.organizer.id)}` };
  const offers = event.ticketTypes
    .filter((t) => t.isActive)
    .map((t) => ({
      "@type": "Offer",
      name: t.name,
      price: (t.priceCents / 100).toFixed(2),
      priceCurrency: PRICE_CURRENCY,
      url: pageUrl,
      availability:
        event.isFull || (t.maxQuantity !== null && t.currentQuantity >= t.maxQuantity)
          ? "https://schema.org/SoldOut"
          : "https://schema.org/InStock",
    }));
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    ...(description ? { description } : {}),
    startDate: event.startTime,
    endDate: event.endTime,
    eventStatus: event.status === "CANCELLED" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: event.isOnline
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location,
    ...(image ? { image: [image] } : {}),
    organizer,
    url: pageUrl,
    ...(offers.length > 0 ? { offers } : {}),
  };
}
