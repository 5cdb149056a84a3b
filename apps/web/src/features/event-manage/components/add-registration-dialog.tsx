import { organiserAddSchema } from "@commons/domain";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Select } from "@/components/ui/select.tsx";
import { FormInput } from "@/lib/form/form-controls.tsx";
import { formIssue, useAppForm } from "@/lib/form/use-app-form.ts";
import { useAddRegistration } from "../api/add-registration.ts";
import { failureUnderField } from "../hooks/failure-under-field.ts";
import "@/i18n/parts/console.ts";

interface AddRegistrationDialogProps {
  eventId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ticketTypes: { id: string; name: string; isActive: boolean }[];
}

interface AddValues {
  usernameOrEmail: string;
  ticketTypeId: string;
}

/** The organiser invites someone; they register only by accepting (docs/product/organiser-console.md#invitations). */
export function AddRegistrationDialog({ eventId, open, onOpenChange, ticketTypes }: AddRegistrationDialogProps) {
  const { t } = useTranslation("ui");
  const add = useAddRegistration(eventId);
  const active = ticketTypes.filter((ticket) => ticket.isActive);
  const form = useAppForm<AddValues, { usernameOrEmail?: string; ticketTypeId?: string | null }>({
    defaultValues: { usernameOrEmail: "", ticketTypeId: active[0]?.id ?? "" },
    schema: organiserAddSchema,
    toInput: (values) => ({ usernameOrEmail: values.usernameOrEmail.trim() || undefined, ticketTypeId: values.ticketTypeId || null }),
    alsoCheck: (_input, values) => (values.usernameOrEmail.trim() ? [] : [formIssue("usernameOrEmail", "console.reg.addHandleRequired")]),
  });

  const submit = form.handleSubmit(async ({ usernameOrEmail, ticketTypeId }) => {
    try {
      await add.mutateAsync({ handle: usernameOrEmail ?? "", ticketTypeId: ticketTypeId ?? null });
      toast.success(t("console.reg.added"));
      form.reset();
      onOpenChange(false);
    } catch (error) {
      failureUnderField(form, error, "usernameOrEmail", t("console.reg.addFailed"));
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (onOpenChange(next), form.clearErrors())}>
      {open ? (
        <DialogContent closeLabel={t("common.close")} title={t("console.reg.addTitle")} description={t("console.reg.addHint")}>
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => void submit(event)}
          >
            <FormInput form={form} name="usernameOrEmail" id="add-handle" label={t("console.reg.addHandle")} required autoComplete="off" placeholder={t("console.reg.addHandlePlaceholder")} />
            {active.length > 0 ? (
              <FormField id="add-ticket" label={t("console.reg.ticket")}>
                <Select id="add-ticket" {...form.register("ticketTypeId")}>
                  {active.map((ticket) => (
                    <option key={ticket.id} value={ticket.id}>
                      {ticket.name}
                    </option>
                  ))}
                </Select>
              </FormField>
            ) : null}
            <div className="mt-1 flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="ghost">{t("console.danger.keep")}</Button>
              </DialogClose>
              <Button type="submit" loading={add.isPending}>
                {t("console.reg.add")}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
