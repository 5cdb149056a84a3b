import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import RotateCw from "lucide-react/icons/rotate-cw";
import { Button } from "@/components/ui/button.tsx";
import { tShared, useTranslation } from "@/lib/i18n.ts";

/** The spec's list failure text ('获取参与者列表失败') with a retry. */
export function ListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mt-2 flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
      {tShared("participants.listFailed")}
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden />
        {t("participants.retry")}
      </Button>
    </div>
  );
}

/** Previous / next, 12 a page (PARTICIPANTS_PAGE_SIZE). */
export function Pager({ page, pages, hasNext, onPage }: { page: number; pages: number; hasNext: boolean; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("participants.paging")} className="mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        {t("participants.previous")}
      </Button>
      <span className="text-sm text-slate-600">{t("participants.pageOf", { page, pages })}</span>
      <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t("participants.next")}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
