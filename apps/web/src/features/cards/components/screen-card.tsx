import type { DigitalCard } from "@commons/domain";
import { useCardQr } from "../hooks/use-card-qr.ts";
import { BusinessCard } from "./business-card.tsx";

/** A card as the gallery shows it, with its QR code made on the way. */
export function ScreenCard({ card, eventTitle, className }: { card: DigitalCard; eventTitle: string; className?: string }) {
  return <BusinessCard card={card} eventTitle={eventTitle} qrDataUrl={useCardQr(card.profilePath)} className={className} />;
}
