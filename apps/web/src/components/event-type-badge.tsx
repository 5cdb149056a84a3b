import { type EventType, eventTypeLabelKey } from "@commons/domain";
import { useTranslation } from "@/lib/i18n.ts";
import { Badge, type BadgeTone } from "./ui/badge.tsx";

const TONE: Record<EventType, BadgeTone> = { MEETUP: "sky", HACKATHON: "violet", BUILDING_PUBLIC: "green" };

export function EventTypeBadge({ type, overlay, className }: { type: EventType; overlay?: boolean; className?: string }) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <Badge tone={overlay ? "dark" : TONE[type]} className={className}>
      {t(`shared:${eventTypeLabelKey(type)}`)}
    </Badge>
  );
}
