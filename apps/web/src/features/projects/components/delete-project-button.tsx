import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { notifyError } from "@/lib/notify-error.tsx";
import { toast } from "@/lib/toast.tsx";
import { useDeleteProject } from "../api/delete-project.ts";
import "@/i18n/parts/projects.ts";

/** Deleting a project, always behind a confirmation; its hackathon submissions stay (docs/product/hackathons.md#projects). */
export function DeleteProjectButton({ projectId, title, onDeleted }: { projectId: string; title: string; onDeleted: () => void }) {
  const { t } = useTranslation(["ui", "shared"]);
  const [open, setOpen] = useState(false);
  const remove = useDeleteProject(projectId);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t("shared:projects.deleted"));
        onDeleted();
      },
      onError: (error) => notifyError(error),
    });

  return (
    <>
      <Button variant="outline" className="border-red-200 text-red-700 hover:bg-red-50" onClick={() => setOpen(true)}>
        {t("projects.delete")}
      </Button>
      <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
        <DialogContent title={t("projects.deleteTitle", { title })} description={t("projects.deleteBody")} closeLabel={t("common.close")} className="sm:max-w-md">
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
              {t("projects.keep")}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={confirm}>
              {t("projects.deleteConfirm")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
