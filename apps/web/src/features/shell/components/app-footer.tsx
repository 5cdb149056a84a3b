import type { Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { Logo } from "./logo.tsx";

export function AppFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex flex-col gap-2">
          <Logo />
          <p className="text-sm text-slate-500">{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.nav")} className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
          <Link to="/$locale/events" params={{ locale }} className="hover:text-slate-900">
            {t("nav.events")}
          </Link>
          <Link to="/$locale/events" params={{ locale }} search={{ when: "past" }} className="hover:text-slate-900">
            {t("footer.pastEvents")}
          </Link>
          <Link to="/$locale/levels" params={{ locale }} className="hover:text-slate-900">
            {t("footer.levels")}
          </Link>
          <Link to="/$locale/settings/profile" params={{ locale }} className="hover:text-slate-900">
            {t("nav.settings")}
          </Link>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-400 sm:px-6">{t("footer.copyright", { year })}</p>
      </div>
    </footer>
  );
}
