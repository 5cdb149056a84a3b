import type { RegistrationStatus } from "@commons/domain";
import { useTranslation } from "@/lib/i18n.ts";
import { Badge, type BadgeTone } from "@/components/ui/badge.tsx";

export const STATUS_TONE: Record<RegistrationStatus, BadgeTone> = {
  APPROVED: "green",
  PENDING: "amber",
  WAITLISTED: "sky",
  REJECTED: "rose",
  CANCELLED: "neutral",
};

export const STATUS_DOT: Record<RegistrationStatus, string> = {
  APPROVED: "bg-emerald-500",
  PENDING: "bg-amber-500",
  WAITLISTED: "bg-sky-500",
  REJECTED: "bg-rose-500",
  CANCELLED: "bg-slate-400",
};

export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation(["ui", "shared"]);
  return <Badge tone={STATUS_TONE[status]}>{t(`shared:console.registrationStatus.${status}`)}</Badge>;
}
