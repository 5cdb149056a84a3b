import { type EditableVolunteerRole, type VolunteerRolesEdit, type VolunteerRolesUpdate, VOLUNTEER_CONTACT_MAX, VOLUNTEER_ROLES_MAX, volunteerRolesUpdateSchema } from "@commons/domain";
import Plus from "lucide-react/icons/plus";
import type { ReactNode } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { FormTextarea } from "@/lib/form/form-controls.tsx";
import { useAppForm } from "@/lib/form/use-app-form.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useSaveVolunteerRoles, useVolunteerRoles } from "../api/volunteer-roles.ts";
import { type RoleFormValues, VolunteerRoleFields } from "./volunteer-role-fields.tsx";

/** What the page's uploader receives (features never import each other; the page passes the uploads feature's one in). */
export interface VolunteerImageSlotProps {
  id: string;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  purpose: "misc";
}

export interface RolesFormValues {
  roles: RoleFormValues[];
  volunteerContactInfo: string;
  volunteerWechatQrCode: string | null;
}

const toRoleValues = (role: EditableVolunteerRole): RoleFormValues => ({
  id: role.id,
  baseRoleId: role.baseRoleId,
  description: role.description ?? "",
  recruitCount: String(role.recruitCount),
  requireApproval: role.requireApproval,
  isRequired: role.isRequired,
  closed: role.closed,
  approvedCount: role.approvedCount,
  applicationCount: role.applicationCount,
});

/** The form's values → the PUT body (the counts are the server's, only shown). */
function toInput(values: RolesFormValues): VolunteerRolesUpdate {
  return {
    roles: values.roles.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      baseRoleId: r.baseRoleId,
      description: r.description.trim() || null,
      recruitCount: r.recruitCount.trim() === "" ? Number.NaN : Number(r.recruitCount),
      requireApproval: r.requireApproval,
      isRequired: r.isRequired,
      closed: r.closed,
    })),
    volunteerContactInfo: values.volunteerContactInfo.trim() || null,
    volunteerWechatQrCode: values.volunteerWechatQrCode,
  };
}

/**
 * The event editor's volunteer section (docs/product/people.md#volunteers): roles picked from the catalogue,
 * closed rather than removed once someone applied, and the contact approved volunteers see. It saves through
 * its own call, apart from the event form, so an event edit never touches roles or applications.
 */
export function VolunteerRolesEditor({ eventId, renderImage }: { eventId: string; renderImage: (props: VolunteerImageSlotProps) => ReactNode }) {
  const { data } = useVolunteerRoles(eventId);
  if (!data) return <Skeleton className="h-48 w-full rounded-2xl" />;
  return <RolesForm key={JSON.stringify(data.roles.map((r) => r.id))} eventId={eventId} data={data} renderImage={renderImage} />;
}

function RolesForm({ eventId, data, renderImage }: { eventId: string; data: VolunteerRolesEdit; renderImage: (props: VolunteerImageSlotProps) => ReactNode }) {
  const { t } = useTranslation("ui");
  const save = useSaveVolunteerRoles(eventId);
  const form = useAppForm<RolesFormValues, VolunteerRolesUpdate>({
    defaultValues: { roles: data.roles.map(toRoleValues), volunteerContactInfo: data.volunteerContactInfo ?? "", volunteerWechatQrCode: data.volunteerWechatQrCode },
    schema: volunteerRolesUpdateSchema,
    toInput,
  });
  const roles = useFieldArray({ control: form.control, name: "roles", keyName: "key" });
  const qr = useWatch({ control: form.control, name: "volunteerWechatQrCode" });
  const firstBase = data.baseRoles[0]?.id ?? "";

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset({ roles: saved.roles.map(toRoleValues), volunteerContactInfo: saved.volunteerContactInfo ?? "", volunteerWechatQrCode: saved.volunteerWechatQrCode });
      toast.success(tShared("volunteers.rolesSaved"));
    } catch (error) {
      const failure = form.failed(error);
      if (failure) toast.error(t("volunteers.editor.saveFailed"), { description: failure.error.message });
    }
  });

  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6" data-testid="volunteer-roles-editor">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t("volunteers.editor.title")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("volunteers.editor.description")}</p>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        {roles.fields.length === 0 ? <p className="text-sm text-slate-600">{t("volunteers.editor.empty")}</p> : null}
        {roles.fields.map((field, index) => (
          <VolunteerRoleFields key={field.key} form={form} index={index} baseRoles={data.baseRoles} onRemove={() => roles.remove(index)} />
        ))}
        {form.fieldError("roles") ? (
          <p role="alert" className="text-sm text-red-700">
            {form.fieldError("roles")}
          </p>
        ) : null}
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={roles.fields.length >= VOLUNTEER_ROLES_MAX || !firstBase}
          onClick={() => roles.append({ baseRoleId: firstBase, description: "", recruitCount: "2", requireApproval: true, isRequired: false, closed: false, approvedCount: 0, applicationCount: 0 })}
        >
          <Plus aria-hidden />
          {t("volunteers.editor.add")}
        </Button>
        <FormTextarea
          form={form}
          name="volunteerContactInfo"
          id="volunteer-contact-info"
          label={t("volunteers.editor.contactInfo")}
          hint={t("volunteers.editor.contactHint")}
          rows={2}
          maxLength={VOLUNTEER_CONTACT_MAX}
        />
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-slate-800">{t("volunteers.editor.qr")}</span>
          {renderImage({
            id: "volunteer-wechat-qr",
            label: t("volunteers.editor.qr"),
            value: qr,
            onChange: (url) => form.setValue("volunteerWechatQrCode", url, { shouldDirty: true }),
            purpose: "misc",
          })}
          {form.fieldError("volunteerWechatQrCode") ? <p className="text-sm text-red-700">{form.fieldError("volunteerWechatQrCode")}</p> : null}
        </div>
        {form.formError ? (
          <p role="alert" className="text-sm text-red-700">
            {form.formError}
          </p>
        ) : null}
        <Button type="submit" className="self-end" loading={save.isPending}>
          {t("volunteers.editor.save")}
        </Button>
      </form>
    </Card>
  );
}
