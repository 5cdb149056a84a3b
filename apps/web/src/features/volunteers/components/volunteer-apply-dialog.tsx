import { type EventVolunteerRole, VOLUNTEER_NOTE_MAX, volunteerApplySchema, type VolunteerApplyRequest } from "@commons/domain";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { FormTextarea } from "@/lib/form/form-controls.tsx";
import { useAppForm } from "@/lib/form/use-app-form.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useApplyVolunteer } from "../api/apply-volunteer.ts";

interface VolunteerApplyDialogProps {
  eventId: string;
  /** The role applied for; null keeps the dialog closed. */
  role: EventVolunteerRole | null;
  /** Back to the list (also after a successful application, which the list then shows). */
  onDone: () => void;
}

/** The application dialog (spec §2): the note is required after trimming (spec §5), checked by the server's own schema. */
export function VolunteerApplyDialog({ eventId, role, onDone }: VolunteerApplyDialogProps) {
  const { t } = useTranslation("ui");
  return (
    <Dialog open={role !== null} onOpenChange={(open) => open || onDone()}>
      {role ? (
        <DialogContent closeLabel={t("common.close")} title={t("volunteers.apply.title", { role: role.baseRole.name })} description={t("volunteers.apply.description")}>
          <ApplyForm eventId={eventId} role={role} onDone={onDone} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ApplyForm({ eventId, role, onDone }: { eventId: string; role: EventVolunteerRole; onDone: () => void }) {
  const { t } = useTranslation("ui");
  const apply = useApplyVolunteer(eventId);
  const form = useAppForm<{ note: string }, VolunteerApplyRequest>({
    defaultValues: { note: role.myApplication?.note ?? "" },
    schema: volunteerApplySchema,
    toInput: (values) => ({ eventVolunteerRoleId: role.id, note: values.note }),
    fieldOf: (path) => (path.startsWith("note") ? "note" : null),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const { application } = await apply.mutateAsync(body);
      toast.success(tShared(application.status === "APPROVED" ? "volunteers.appliedApproved" : "volunteers.appliedPending"));
      onDone();
    } catch (error) {
      const failure = form.failed(error);
      if (failure && failure.placed.length === 0) toast.error(t("volunteers.apply.failed"), { description: failure.error.message });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <FormTextarea
        form={form}
        name="note"
        id="volunteer-note"
        label={t("volunteers.apply.note")}
        required
        rows={4}
        maxLength={VOLUNTEER_NOTE_MAX}
        placeholder={t("volunteers.apply.notePlaceholder")}
      />
      {form.formError ? (
        <p role="alert" className="text-sm text-red-700">
          {form.formError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("volunteers.apply.back")}
        </Button>
        <Button type="submit" loading={apply.isPending}>
          {t("volunteers.apply.submit")}
        </Button>
      </div>
    </form>
  );
}
