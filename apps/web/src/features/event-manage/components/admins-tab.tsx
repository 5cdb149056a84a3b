import { EVENT_ADMIN_FLAGS, type EventAdminFlag, type EventAdminInvite, eventAdminInviteSchema } from "@commons/domain";
import ShieldCheck from "lucide-react/icons/shield-check";
import Trash2 from "lucide-react/icons/trash-2";
import UserPlus from "lucide-react/icons/user-plus";
import { useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { FormInput } from "@/lib/form/form-controls.tsx";
import { formIssue, useAppForm } from "@/lib/form/use-app-form.ts";
import { useAdmins, useInviteAdmin, useRemoveAdmin, useUpdateAdmin } from "../api/admins.ts";
import { failureUnderField } from "../hooks/failure-under-field.ts";
import "@/i18n/parts/console.ts";

type Invite = Record<EventAdminFlag, boolean> & { usernameOrEmail: string };
const EMPTY: Invite = { usernameOrEmail: "", canEditEvent: false, canManageRegistrations: true, canCheckIn: true };

/** Organiser only: co-admins and what each may do. */
export function AdminsTab({ eventId }: { eventId: string }) {
  const { t } = useTranslation(["ui", "shared"]);
  const admins = useAdmins(eventId);
  const invite = useInviteAdmin(eventId);
  const update = useUpdateAdmin(eventId);
  const remove = useRemoveAdmin(eventId);
  const form = useAppForm<Invite, EventAdminInvite>({
    defaultValues: EMPTY,
    schema: eventAdminInviteSchema,
    alsoCheck: (_input, values) => (values.usernameOrEmail.trim() ? [] : [formIssue("usernameOrEmail", "console.admins.whoRequired")]),
  });
  const flags = useWatch({ control: form.control }) as Invite;

  const submit = form.handleSubmit(async (admin) => {
    try {
      await invite.mutateAsync(admin);
      toast.success(t("console.admins.invited"));
      form.reset(EMPTY);
    } catch (error) {
      failureUnderField(form, error, "usernameOrEmail", t("console.admins.inviteFailed"));
    }
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="p-5 sm:p-6">
        <h2 className="text-base font-semibold text-slate-900">{t("console.admins.invite")}</h2>
        <p className="mt-1 text-sm text-slate-500">{t("console.admins.inviteHint")}</p>
        <form className="mt-5 flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
          <FormInput form={form} name="usernameOrEmail" id="admin-who" label={t("shared:field.usernameOrEmail")} required autoComplete="off" />
          <div className="flex flex-col gap-2.5">
            {EVENT_ADMIN_FLAGS.map((flag) => (
              <label key={flag} className="flex items-center justify-between gap-3 text-sm text-slate-700">
                {t(`shared:field.${flag}`)}
                <Switch checked={flags[flag]} onCheckedChange={(on) => form.setValue(flag, on, { shouldDirty: true })} aria-label={t(`shared:field.${flag}`)} />
              </label>
            ))}
          </div>
          <Button type="submit" loading={invite.isPending} className="self-end">
            <UserPlus aria-hidden />
            {t("console.admins.add")}
          </Button>
        </form>
      </Card>
      <section aria-labelledby="admins-title">
        <h2 id="admins-title" className="mb-3 text-base font-semibold text-slate-900">
          {t("console.admins.list")}
        </h2>
        {admins.isPending ? (
          <Skeleton className="h-40 w-full rounded-2xl" />
        ) : !admins.data ? (
          <ErrorPanel error={admins.error} onRetry={() => void admins.refetch()} />
        ) : admins.data.length === 0 ? (
          <div className="flex items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-5 py-8 text-sm text-slate-500">
            <ShieldCheck className="size-5 text-slate-400" aria-hidden />
            {t("console.admins.empty")}
          </div>
        ) : (
          <Card className="divide-y divide-slate-100">
            {admins.data.map((admin) => (
              <div key={admin.user.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="admin-row">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <Avatar name={admin.user.name} src={admin.user.image} size="sm" />
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-slate-900">{admin.user.name}</p>
                    {admin.user.username ? <p className="truncate text-xs text-slate-500">@{admin.user.username}</p> : null}
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  {EVENT_ADMIN_FLAGS.map((flag) => (
                    <label key={flag} className="inline-flex items-center gap-1.5 text-xs text-slate-600">
                      <Switch
                        className="h-5 w-9 [&>span]:size-4 [&>span]:data-[state=checked]:translate-x-[18px]"
                        checked={admin[flag]}
                        disabled={update.isPending}
                        onCheckedChange={(on) => update.mutate({ userId: admin.user.id, flags: { [flag]: on } })}
                        aria-label={`${admin.user.name} · ${t(`shared:field.${flag}`)}`}
                      />
                      {t(`shared:field.${flag}`)}
                    </label>
                  ))}
                  <Button variant="ghost" size="icon-sm" aria-label={t("console.admins.remove", { name: admin.user.name })} onClick={() => remove.mutate(admin.user.id)}>
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
            ))}
          </Card>
        )}
      </section>
    </div>
  );
}
