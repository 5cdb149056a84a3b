import { useTranslation } from "@/lib/i18n.ts";

/** The wordmark: a ring (people gathered around something) and the name. */
export function Logo() {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <circle cx="16" cy="16" r="7" fill="none" stroke="white" strokeWidth="3" />
        <circle cx="16" cy="16" r="2.5" fill="white" />
      </svg>
      <span className="text-lg font-bold tracking-tight text-slate-900">{t("brand.name")}</span>
    </span>
  );
}
