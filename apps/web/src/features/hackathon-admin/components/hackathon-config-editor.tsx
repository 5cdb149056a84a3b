import { type HackathonConfigInput, hackathonConfigInputSchema, type HackathonConfigView } from "@commons/domain";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useAppForm } from "@/lib/form/use-app-form.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useHackathonConfig, useSaveHackathonConfig } from "../api/hackathon-config.ts";
import { HackathonAwardsFields } from "./hackathon-awards-fields.tsx";
import { fromConfig, type HackathonFormValues, toInput } from "./hackathon-form-values.ts";
import { HackathonResourceList } from "./hackathon-resource-list.tsx";
import { HackathonTeamFields, HackathonVotingFields } from "./hackathon-settings-fields.tsx";
import "@/i18n/parts/hackathon-admin.ts";

export type HackathonForm = ReturnType<typeof useAppForm<HackathonFormValues, HackathonConfigInput>>;

/**
 * The event editor's hackathon section (docs/product/hackathons.md#configuration): teams, voting,
 * resources and awards. It saves through its own call, apart from the event form, and never touches the
 * stage (the console's stage tab moves it, with its history).
 */
export function HackathonConfigEditor({ eventId }: { eventId: string }) {
  const { data, error, refetch } = useHackathonConfig(eventId);
  if (error && !data) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-64 w-full rounded-2xl" />;
  return <ConfigForm eventId={eventId} data={data} />;
}

function ConfigForm({ eventId, data }: { eventId: string; data: HackathonConfigView }) {
  const { t } = useTranslation("ui");
  const save = useSaveHackathonConfig(eventId);
  const form = useAppForm<HackathonFormValues, HackathonConfigInput>({ defaultValues: fromConfig(data.config), schema: hackathonConfigInputSchema, toInput });

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset(fromConfig(saved.config));
      toast.success(tShared("hackathons.configSaved"));
    } catch (err) {
      const failure = form.failed(err);
      if (failure) toast.error(t("hackathonAdmin.editor.saveFailed"), { description: failure.error.message });
    }
  });

  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-7" data-testid="hackathon-config-editor" role="region" aria-labelledby="hackathon-config-title">
      <div>
        <h2 id="hackathon-config-title" className="text-base font-semibold text-slate-900">
          {t("hackathonAdmin.editor.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("hackathonAdmin.editor.description")}</p>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-8">
        <HackathonTeamFields form={form} />
        <HackathonVotingFields form={form} />
        <section aria-labelledby="hackathon-resources-title" className="flex flex-col gap-4">
          <h3 id="hackathon-resources-title" className="text-sm font-semibold text-slate-900">
            {t("hackathonAdmin.resources.title")}
          </h3>
          <HackathonResourceList form={form} kind="tutorials" />
          <HackathonResourceList form={form} kind="tools" />
          <HackathonResourceList form={form} kind="examples" />
        </section>
        <HackathonAwardsFields form={form} />
        {form.formError ? (
          <p role="alert" className="text-sm text-red-700">
            {form.formError}
          </p>
        ) : null}
        <Button type="submit" className="self-end" loading={save.isPending}>
          {t("hackathonAdmin.editor.save")}
        </Button>
      </form>
    </Card>
  );
}
