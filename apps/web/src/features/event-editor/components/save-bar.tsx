import type { EventStatus } from "@commons/domain";
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import { useTranslation } from "@/lib/i18n.ts";
import { Badge, type BadgeTone } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import "@/i18n/parts/console.ts";

export const STATUS_TONE: Record<EventStatus, BadgeTone> = { DRAFT: "amber", PUBLISHED: "green", COMPLETED: "neutral", CANCELLED: "rose" };

interface SaveBarProps {
  mode: "create" | "edit";
  status: EventStatus | null;
  dirty: boolean;
  errorCount: number;
  saving: "draft" | "publish" | "save" | null;
  onSaveDraft: () => void;
  onPublish: () => void;
  onSave: () => void;
}

/** Always in reach at the bottom of the screen: what state the event is in, and the save actions. */
export function SaveBar({ mode, status, dirty, errorCount, saving, onSaveDraft, onPublish, onSave }: SaveBarProps) {
  const { t } = useTranslation("ui");
  const busy = saving !== null;
  const canPublish = mode === "create" || status === "DRAFT";
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-2 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-6px_20px_-12px_rgba(15,23,42,0.25)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2 text-sm" aria-live="polite">
          {status ? <Badge tone={STATUS_TONE[status]}>{t(`console.status.${status}`)}</Badge> : null}
          {errorCount > 0 ? (
            <span className="inline-flex items-center gap-1.5 text-red-600">
              <CircleAlert className="size-4" aria-hidden />
              {t("console.save.fixErrors", { count: errorCount })}
            </span>
          ) : mode === "create" ? (
            <span className="hidden text-slate-500 sm:inline">{t("console.save.newHint")}</span>
          ) : dirty ? (
            <span className="text-amber-700">{t("console.save.unsaved")}</span>
          ) : (
            <span className="inline-flex items-center gap-1.5 text-slate-500">
              <CircleCheck className="size-4 text-emerald-500" aria-hidden />
              {t("console.save.allSaved")}
            </span>
          )}
        </div>
        <div className="flex flex-1 items-center justify-end gap-2 sm:flex-none">
          {mode === "create" ? (
            <Button variant="outline" className="flex-1 sm:flex-none" loading={saving === "draft"} disabled={busy} onClick={onSaveDraft}>
              {t("console.save.draft")}
            </Button>
          ) : (
            <Button variant={canPublish ? "outline" : "primary"} className="flex-1 sm:flex-none" loading={saving === "save"} disabled={busy || !dirty} onClick={onSave}>
              {t("console.save.save")}
            </Button>
          )}
          {canPublish ? (
            <Button className="flex-1 sm:flex-none" loading={saving === "publish"} disabled={busy} onClick={onPublish}>
              {t("console.save.publish")}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
