import { LOCALES, type Locale } from "@commons/domain";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { rememberLocale, switchLocalePath } from "@/lib/locale-path.ts";
import { cn } from "@/lib/utils.ts";

/** 中文 / EN: remembers the choice in the `locale` cookie and reopens the same page in that language. */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });

  const choose = (next: Locale) => {
    if (next === locale) return;
    rememberLocale(next);
    void navigate({ href: switchLocalePath(href, next), replace: false });
  };

  return (
    <div role="group" aria-label={t("nav.language")} className="flex items-center rounded-full bg-slate-100 p-0.5 text-xs font-medium">
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option === "zh" ? "zh-CN" : "en"}
          aria-pressed={option === locale}
          onClick={() => choose(option)}
          className={cn(
            "rounded-full px-2.5 py-1 transition-colors",
            option === locale ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
          )}
        >
          {t(`lang.${option}`)}
        </button>
      ))}
    </div>
  );
}
