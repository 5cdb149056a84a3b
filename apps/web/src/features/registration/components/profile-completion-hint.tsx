import type { Locale } from "@commons/domain";
import UserRoundPen from "lucide-react/icons/user-round-pen";
import { useTranslation } from "@/lib/i18n.ts";
import { useProfileCompletion } from "../api/get-profile-completion.ts";

/**
 * docs/product/accounts-and-profile.md#profile-completeness: when the profile lacks
 * a name, role, current work, bio or skills, a hint invites the person to complete
 * it. Asked only of people about to register, so other visits cost no request.
 */
export function ProfileCompletionHint({ locale, enabled }: { locale: Locale; enabled: boolean }) {
  const { t } = useTranslation(["ui", "shared"]);
  const completion = useProfileCompletion(enabled);
  const missing = completion.data?.missingFields ?? [];
  if (!enabled || missing.length === 0) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-[13px] leading-5 text-amber-800" data-testid="profile-completion-hint">
      <UserRoundPen className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span>
        {t("reg.completion.hint", { fields: missing.map((field) => t(`shared:field.${field}`)).join(t("reg.listSeparator")) })}{" "}
        <a href={`/${locale}/settings/profile`} className="font-medium whitespace-nowrap text-amber-900">
          {t("reg.completion.link")}
        </a>
      </span>
    </p>
  );
}
