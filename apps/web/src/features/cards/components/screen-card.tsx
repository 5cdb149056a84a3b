import type { DigitalCard } from "@commons/domain";
import { profileUrlOf } from "../hooks/card-qr.ts";
import { useCardQr } from "../hooks/use-card-qr.ts";
import { BusinessCard } from "./business-card.tsx";

/** A card as the gallery shows it, with its QR code made on the way. */
export function ScreenCard({ card, eventTitle, className }: { card: DigitalCard; eventTitle: string; className?: string }) {
  const qr = useCardQr(card.profilePath);
  return <BusinessCard card={card} eventTitle={eventTitle} profileUrl={profileUrlOf(card.profilePath)} qrDataUrl={qr} className={className} />;
}
