import { Link, useLocation } from "@tanstack/react-router";
import Compass from "lucide-react/icons/compass";
import { Button } from "@/components/ui/button.tsx";
import { currentLocale, useTranslation } from "@/lib/i18n.ts";
import { localeOfPath } from "@/lib/locale-path.ts";

type NotFoundKind = "page" | "event" | "eventDeleted" | "user" | "org" | "project";

/**
 * A friendly dead end with a way back to the events list. A deleted event is gone for good (410, the server
 * answers its page so too: docs/product/organiser-console.md#deleting-an-event), everything else not found (404).
 */
export function NotFoundPage({ kind = "page" }: { kind?: NotFoundKind }) {
  const { t } = useTranslation(["ui", "shared"]);
  const pathname = useLocation({ select: (location) => location.pathname });
  const locale = localeOfPath(pathname) ?? currentLocale();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <div className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Compass className="size-8" aria-hidden />
      </div>
      <p className="text-sm font-semibold tracking-wide text-brand-600">{t(kind === "eventDeleted" ? "notFound.goneCode" : "notFound.code")}</p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(`notFound.${kind}.title`)}</h1>
      <p className="mt-3 text-[15px] leading-7 text-slate-500">{t(`notFound.${kind}.description`)}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/$locale/events" params={{ locale }}>
          {t("notFound.backToEvents")}
        </Link>
      </Button>
    </section>
  );
}
