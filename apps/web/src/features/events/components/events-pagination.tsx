import type { Locale, Pagination } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useTranslation } from "@/lib/i18n.ts";
import { buttonClass } from "@/components/ui/button.tsx";
import { cn } from "@/lib/utils.ts";
import type { EventsSearch } from "../hooks/events-search.ts";

export function EventsPagination({ locale, pagination }: { locale: Locale; pagination: Pagination }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { page, totalPages } = pagination;
  if (totalPages <= 1) return null;
  const toPage = (target: number) => (prev: EventsSearch): EventsSearch => ({ ...prev, page: target > 1 ? target : undefined });
  const disabled = "pointer-events-none opacity-40";
  return (
    <nav aria-label={t("pagination.label")} className="mt-10 flex items-center justify-center gap-3">
      <Link
        to="/$locale/events"
        params={{ locale }}
        search={toPage(page - 1)}
        aria-disabled={page <= 1}
        tabIndex={page <= 1 ? -1 : undefined}
        className={cn(buttonClass("outline", "md"), page <= 1 && disabled)}
      >
        <ChevronLeft aria-hidden />
        {t("pagination.previous")}
      </Link>
      <span className="min-w-20 text-center text-sm text-slate-500" aria-current="page">
        {t("pagination.pageOf", { page, total: totalPages })}
      </span>
      <Link
        to="/$locale/events"
        params={{ locale }}
        search={toPage(page + 1)}
        aria-disabled={page >= totalPages}
        tabIndex={page >= totalPages ? -1 : undefined}
        className={cn(buttonClass("outline", "md"), page >= totalPages && disabled)}
      >
        {t("pagination.next")}
        <ChevronRight aria-hidden />
      </Link>
    </nav>
  );
}
