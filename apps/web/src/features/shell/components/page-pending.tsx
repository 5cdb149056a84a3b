import { useTranslation } from "@/lib/i18n.ts";
import { Spinner } from "@/components/ui/spinner.tsx";

export function PagePending() {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <div className="flex justify-center py-24 text-brand-600">
      <Spinner className="size-7" label={t("common.loading")} />
    </div>
  );
}
