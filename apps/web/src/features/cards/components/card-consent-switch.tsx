import type { ViewerRegistration } from "@commons/domain";
import { useId, useState } from "react";
import { Switch } from "@/components/ui/switch.tsx";
import { errorMessage } from "@/lib/api-error.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useSetCardConsent } from "../api/set-card-consent.ts";

/** Who gets the switch: a person whose registration stands (approved, or pending approval). */
const HOLDS_A_PLACE: ReadonlyArray<ViewerRegistration["status"]> = ["APPROVED", "PENDING"];

/**
 * docs/product/people.md#digital-cards: "show my card to other participants", the viewer's own consent,
 * changeable at any time; the gallery follows at once.
 */
export function CardConsentSwitch({ eventId, registration }: { eventId: string; registration: ViewerRegistration | null | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useSetCardConsent(eventId);
  const saved = registration?.allowDigitalCardDisplay === true;
  // What the reader just chose, over the saved value it replaced: once the event's payload (refetched after
  // the change) carries a new saved value, that one speaks again.
  const [chosen, setChosen] = useState<{ value: boolean; over: boolean } | null>(null);
  if (!registration || !HOLDS_A_PLACE.includes(registration.status)) return null;
  const checked = chosen && chosen.over === saved ? chosen.value : saved;

  const onChange = (next: boolean) => {
    setChosen({ value: next, over: saved });
    mutation.mutate(next, {
      onSuccess: () => toast.success(tShared(next ? "cards.consentOn" : "cards.consentOff")),
      onError: (error) => {
        setChosen(null);
        toast.error(t("cards.consent.failed", { error: errorMessage(error, tShared("errorPanel.generic")) }));
      },
    });
  };

  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white px-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {t("cards.consent.label")}
        </label>
        <p className="mt-0.5 text-xs text-slate-500">{t(checked ? "cards.consent.on" : "cards.consent.off")}</p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} disabled={mutation.isPending} data-testid="card-consent-switch" />
    </div>
  );
}
