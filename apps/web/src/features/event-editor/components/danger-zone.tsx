import type { EventStatus } from "@commons/domain";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog.tsx";
import { notifyError } from "@/lib/notify-error.tsx";
import { useDeleteEvent } from "../api/delete-event.ts";
import { useEventLifecycle } from "../api/event-lifecycle.ts";
import "@/i18n/parts/console.ts";

type Action = "cancel" | "complete" | "delete";

interface DangerZoneProps {
  eventId: string;
  title: string;
  status: EventStatus;
  /** Only the organiser deletes (docs/product/organiser-console.md#deleting-an-event). */
  isOrganizer: boolean;
  /** Where to go once the event is deleted: its editor has nothing left to show. */
  onDeleted: () => void;
}

/**
 * Cancel (everyone registered is told), mark completed, and delete a draft or a cancelled event (the organiser
 * alone), each behind a confirmation.
 */
export function DangerZone({ eventId, title, status, isOrganizer, onDeleted }: DangerZoneProps) {
  const { t } = useTranslation("ui");
  const lifecycle = useEventLifecycle(eventId);
  const deletion = useDeleteEvent(eventId);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const canCancel = status === "DRAFT" || status === "PUBLISHED";
  const canComplete = status === "PUBLISHED";
  // A published event is cancelled first, so the people registered are told; a completed one is history.
  const canDelete = isOrganizer && (status === "DRAFT" || status === "CANCELLED");
  const offered = ([canComplete && "complete", canCancel && "cancel", canDelete && "delete"] as const).filter((a): a is Action => a !== false);
  if (offered.length === 0) return null;

  const run = async (action: Action) => {
    try {
      if (action === "delete") {
        await deletion.mutateAsync();
        toast.success(t("console.danger.deleted"));
        setConfirming(null);
        onDeleted();
        return;
      }
      await lifecycle.mutateAsync(action);
      toast.success(t(action === "cancel" ? "console.danger.cancelled" : "console.danger.completed"));
      setConfirming(null);
    } catch (error) {
      notifyError(error);
    }
  };
  const pending = lifecycle.isPending || deletion.isPending;

  return (
    <Card className="border-red-200 p-5 sm:p-7" role="region" aria-labelledby="danger-title">
      <h2 id="danger-title" className="text-base font-semibold text-red-700">
        {t("console.danger.title")}
      </h2>
      <div className="mt-4 divide-y divide-slate-100">
        {offered.map((action) => (
          <Row key={action} title={t(ACTIONS[action].name)} hint={t(ACTIONS[action].hint)}>
            <Button variant={action === "complete" ? "outline" : "danger"} onClick={() => setConfirming(action)}>
              {t(ACTIONS[action].name)}
            </Button>
          </Row>
        ))}
      </div>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && !pending && setConfirming(null)}>
        {confirming ? (
          <DialogContent closeLabel={t("common.close")} title={t(ACTIONS[confirming].title)} description={t(ACTIONS[confirming].body, { title })}>
            <div className="mt-2 flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="ghost" disabled={pending}>
                  {t("console.danger.keep")}
                </Button>
              </DialogClose>
              <Button variant={confirming === "complete" ? "primary" : "danger"} loading={pending} onClick={() => void run(confirming)}>
                {t(ACTIONS[confirming].confirm)}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}

/** Each action's row (name, hint) and its confirmation (title, body, button). */
const ACTIONS = {
  complete: {
    name: "console.danger.complete",
    hint: "console.danger.completeHint",
    title: "console.danger.completeConfirm",
    body: "console.danger.completeHint",
    confirm: "console.danger.complete",
  },
  cancel: {
    name: "console.danger.cancel",
    hint: "console.danger.cancelHint",
    title: "console.danger.cancelConfirmTitle",
    body: "console.danger.cancelConfirmBody",
    confirm: "console.danger.cancelConfirm",
  },
  delete: {
    name: "console.danger.delete",
    hint: "console.danger.deleteHint",
    title: "console.danger.deleteConfirmTitle",
    body: "console.danger.deleteConfirmBody",
    confirm: "console.danger.deleteConfirm",
  },
} as const;

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
