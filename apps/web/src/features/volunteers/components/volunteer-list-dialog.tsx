import type { EventVolunteerRole, EventVolunteers } from "@commons/domain";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { VolunteerContact } from "./volunteer-contact.tsx";
import { VolunteerRoleItem } from "./volunteer-role-item.tsx";

interface VolunteerListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: EventVolunteers;
  /** The role whose cancel is on its way. */
  cancellingRoleId: string | null;
  onApply: (role: EventVolunteerRole) => void;
  onCancel: (role: EventVolunteerRole) => void;
}

/** The volunteer list dialog (spec §2): every open role, the caller's status and action, and for approved volunteers the contact. */
export function VolunteerListDialog({ open, onOpenChange, data, cancellingRoleId, onApply, onCancel }: VolunteerListDialogProps) {
  const { t } = useTranslation("ui");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent closeLabel={t("common.close")} title={t("volunteers.list.title")} description={t("volunteers.list.description")} className="sm:max-w-xl">
          <div className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto" data-testid="volunteer-list">
            {data.contact ? <VolunteerContact contact={data.contact} /> : null}
            {data.applyOpen ? null : <p className="text-sm text-slate-600">{t("volunteers.list.closedForApply")}</p>}
            <ul className="flex flex-col gap-3">
              {data.roles.map((role) => (
                <VolunteerRoleItem
                  key={role.id}
                  role={role}
                  applyOpen={data.applyOpen}
                  cancelling={cancellingRoleId === role.id}
                  onApply={onApply}
                  onCancel={onCancel}
                />
              ))}
            </ul>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
