import Download from "lucide-react/icons/download";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import { useTranslation } from "@/lib/i18n.ts";
import { buttonClass } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { manageApi } from "../api/keys.ts";
import "@/i18n/parts/console.ts";

/** The CSV comes straight from the server as an attachment: the browser's own download, cookies included. */
export function ExportTab({ eventId }: { eventId: string }) {
  const { t } = useTranslation("ui");
  return (
    <Card className="flex flex-col items-start gap-5 p-6 sm:flex-row sm:items-center">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-600">
        <FileSpreadsheet className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-base font-semibold text-slate-900">{t("console.export.title")}</h2>
        <p className="mt-1 text-sm leading-6 text-slate-500">{t("console.export.hint")}</p>
      </div>
      <a href={`${manageApi.path(eventId)}/registrations/export`} download className={buttonClass("primary", "md")}>
        <Download aria-hidden />
        {t("console.export.download")}
      </a>
    </Card>
  );
}
