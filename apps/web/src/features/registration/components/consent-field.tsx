import { useTranslation } from "@/lib/i18n.ts";
import type { ConsentChoice } from "../hooks/registration-form-values.ts";
import { ChoiceCard } from "./choice-card.tsx";
import { FieldGroup } from "./field-group.tsx";

/**
 * docs/product/registration.md#digital-card-consent: asked only when
 * the organiser wants it, and then an answer is required either way.
 */
export function ConsentField({ value, onChange, error }: { value: ConsentChoice; onChange: (value: ConsentChoice) => void; error?: string }) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <FieldGroup id="reg-consent" legend={t("reg.consent.label")} description={t("reg.consent.hint")} required error={error}>
      <div className="grid grid-cols-2 gap-2">
        <ChoiceCard type="radio" name="consent" value="yes" checked={value === "yes"} invalid={Boolean(error)} onChange={() => onChange("yes")}>
          {t("shared:registration.consent.yes")}
        </ChoiceCard>
        <ChoiceCard type="radio" name="consent" value="no" checked={value === "no"} invalid={Boolean(error)} onChange={() => onChange("no")}>
          {t("shared:registration.consent.no")}
        </ChoiceCard>
      </div>
    </FieldGroup>
  );
}
