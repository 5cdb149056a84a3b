import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { errorMessage } from "@/lib/api-error.ts";
import { useAddRegistration } from "../api/add-registration.ts";

interface AddRegistrationDialogProps {
  eventId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ticketTypes: { id: string; name: string; isActive: boolean }[];
}

/** The organiser adds someone directly (approved, through the capacity guard). */
export function AddRegistrationDialog({ eventId, open, onOpenChange, ticketTypes }: AddRegistrationDialogProps) {
  const { t } = useTranslation("ui");
  const add = useAddRegistration(eventId);
  const active = ticketTypes.filter((ticket) => ticket.isActive);
  const [handle, setHandle] = useState("");
  const [ticketTypeId, setTicketTypeId] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (!handle.trim()) {
      setError(t("console.reg.addHandleRequired"));
      return;
    }
    try {
      await add.mutateAsync({ handle, ticketTypeId: ticketTypeId || active[0]?.id || null });
      toast.success(t("console.reg.added"));
      setHandle("");
      onOpenChange(false);
    } catch (failure) {
      setError(errorMessage(failure, t("console.reg.addFailed")));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (onOpenChange(next), setError(undefined))}>
      {open ? (
        <DialogContent closeLabel={t("common.close")} title={t("console.reg.addTitle")} description={t("console.reg.addHint")}>
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <FormField id="add-handle" label={t("console.reg.addHandle")} error={error} required>
              <Input id="add-handle" value={handle} autoComplete="off" placeholder={t("console.reg.addHandlePlaceholder")} onChange={(event) => setHandle(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby="add-handle-message" />
            </FormField>
            {active.length > 0 ? (
              <FormField id="add-ticket" label={t("console.reg.ticket")}>
                <Select id="add-ticket" value={ticketTypeId || active[0]?.id} onChange={(event) => setTicketTypeId(event.target.value)}>
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
