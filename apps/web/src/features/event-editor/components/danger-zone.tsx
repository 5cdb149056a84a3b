import type { EventStatus } from "@commons/domain";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog.tsx";
import { notifyError } from "@/lib/notify-error.tsx";
import { useEventLifecycle } from "../api/event-lifecycle.ts";
import "@/i18n/parts/console.ts";

/** Cancel (everyone registered is told) and mark completed, each behind a confirmation. */
export function DangerZone({ eventId, title, status }: { eventId: string; title: string; status: EventStatus }) {
  const { t } = useTranslation("ui");
  const lifecycle = useEventLifecycle(eventId);
  const [confirming, setConfirming] = useState<"cancel" | "complete" | null>(null);
  const canCancel = status === "DRAFT" || status === "PUBLISHED";
  const canComplete = status === "PUBLISHED";
  if (!canCancel && !canComplete) return null;

  const run = async (action: "cancel" | "complete") => {
    try {
      await lifecycle.mutateAsync(action);
      toast.success(t(action === "cancel" ? "console.danger.cancelled" : "console.danger.completed"));
      setConfirming(null);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Card className="border-red-200 p-5 sm:p-7" role="region" aria-labelledby="danger-title">
      <h2 id="danger-title" className="text-base font-semibold text-red-700">
        {t("console.danger.title")}
      </h2>
      <div className="mt-4 divide-y divide-slate-100">
        {canComplete ? (
          <Row title={t("console.danger.complete")} hint={t("console.danger.completeHint")}>
            <Button variant="outline" onClick={() => setConfirming("complete")}>
              {t("console.danger.complete")}
            </Button>
          </Row>
        ) : null}
        {canCancel ? (
          <Row title={t("console.danger.cancel")} hint={t("console.danger.cancelHint")}>
            <Button variant="danger" onClick={() => setConfirming("cancel")}>
              {t("console.danger.cancel")}
            </Button>
          </Row>
        ) : null}
      </div>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        {confirming ? (
          <DialogContent
            closeLabel={t("common.close")}
            title={confirming === "cancel" ? t("console.danger.cancelConfirmTitle") : t("console.danger.completeConfirm")}
            description={confirming === "cancel" ? t("console.danger.cancelConfirmBody", { title }) : t("console.danger.completeHint")}
          >
            <div className="mt-2 flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="ghost">{t("console.danger.keep")}</Button>
              </DialogClose>
              <Button variant={confirming === "cancel" ? "danger" : "primary"} loading={lifecycle.isPending} onClick={() => void run(confirming)}>
                {confirming === "cancel" ? t("console.danger.cancelConfirm") : t("console.danger.complete")}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}

function Row({ title, hint, children }: { title: string; hint: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-medium text-slate-900">{title}</p>
        <p className="mt-0.5 text-[13px] text-slate-500">{hint}</p>
      </div>
      {children}
    </div>
  );
}
