import {
  type BuildingConfigInput,
  buildingConfigInputSchema,
  type BuildingConfigView,
  CHALLENGE_DEPOSIT_MAX,
  CHALLENGE_DURATION_MAX,
  CHALLENGE_DURATION_MIN,
  CHALLENGE_PAYMENT_NOTE_MAX,
  CHALLENGE_PAYMENT_TYPES,
} from "@commons/domain";
import Info from "lucide-react/icons/info";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Select } from "@/components/ui/select.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { controlAria, FormInput, FormTextarea } from "@/lib/form/form-controls.tsx";
import { formIssue, useAppForm } from "@/lib/form/use-app-form.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useBuildingConfig, useSaveBuildingConfig } from "../api/building-config.ts";
import { type BuildingFormValues, fromBuildingConfig, toBuildingInput } from "./building-form-values.ts";
import { BuildingSwitch } from "./building-switch.tsx";
import "@/i18n/parts/challenge-admin.ts";

/** The QR image box, given by the page (the uploads feature's uploader: features never import each other). */
export type RenderQrImage = (props: { id: string; label: string; value: string | null; onChange: (url: string | null) => void }) => ReactNode;

/**
 * The event editor's "Challenge settings" (docs/product/challenges.md#configuration): length, required
 * check-ins, setup open, public, anonymous, voting, and the deposit as information only. Saved through its
 * own call, apart from the event form; each refusal lands on its field.
 */
export function BuildingConfigEditor({ eventId, renderImage }: { eventId: string; renderImage: RenderQrImage }) {
  const { data, error, refetch } = useBuildingConfig(eventId);
  if (error && !data) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-64 w-full rounded-2xl" />;
  return <ConfigForm eventId={eventId} data={data} renderImage={renderImage} />;
}

/** The form shows the refund rate in %: its own range message, heard before the schema's 0–1. */
function percentRule(_input: unknown, values: BuildingFormValues) {
  const rate = Number(values.refundRate);
  return values.refundRate.trim() !== "" && (Number.isNaN(rate) || rate < 0 || rate > 100) ? [formIssue("refundRate", "challengeAdmin.refundRatePercent")] : [];
}

function ConfigForm({ eventId, data, renderImage }: { eventId: string; data: BuildingConfigView; renderImage: RenderQrImage }) {
  const { t } = useTranslation("ui");
  const save = useSaveBuildingConfig(eventId);
  const form = useAppForm<BuildingFormValues, BuildingConfigInput>({
    defaultValues: fromBuildingConfig(data.config),
    schema: buildingConfigInputSchema,
    toInput: toBuildingInput,
    alsoCheck: percentRule,
  });
  const paymentError = form.fieldError("paymentType");

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset(fromBuildingConfig(saved.config));
      toast.success(t("challengeAdmin.saved"));
    } catch (err) {
      const failure = form.failed(err);
      if (failure) toast.error(t("challengeAdmin.saveFailed"), { description: failure.error.message });
    }
  });

  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-7" data-testid="building-config-editor" role="region" aria-labelledby="building-config-title">
      <div>
        <h2 id="building-config-title" className="text-base font-semibold text-slate-900">
          {t("challengeAdmin.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("challengeAdmin.description")}</p>
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput form={form} name="duration" id="building-duration" label={t("challengeAdmin.duration")} type="number" inputMode="numeric" min={CHALLENGE_DURATION_MIN} max={CHALLENGE_DURATION_MAX} />
          <FormInput form={form} name="requiredCheckIns" id="building-required" label={t("challengeAdmin.required")} hint={t("challengeAdmin.requiredHint")} type="number" inputMode="numeric" min={1} max={CHALLENGE_DURATION_MAX} />
        </div>
        <div className="grid gap-3">
          <BuildingSwitch form={form} name="setupOpen" label="challengeAdmin.setupOpen" hint="challengeAdmin.setupOpenHint" />
          <BuildingSwitch form={form} name="isPublic" label="challengeAdmin.isPublic" />
          <BuildingSwitch form={form} name="allowAnonymous" label="challengeAdmin.allowAnonymous" />
          <BuildingSwitch form={form} name="enableVoting" label="challengeAdmin.enableVoting" />
        </div>
        <section aria-labelledby="building-deposit-title" className="flex flex-col gap-4">
          <h3 id="building-deposit-title" className="text-sm font-semibold text-slate-900">
            {t("challengeAdmin.deposit")}
          </h3>
          <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-[13px] leading-5 text-amber-900" data-testid="deposit-note">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t("challengeAdmin.depositNote")}
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormInput form={form} name="depositAmount" id="building-deposit" label={t("challengeAdmin.depositAmount")} type="number" inputMode="decimal" min={0} max={CHALLENGE_DEPOSIT_MAX} />
            <FormInput form={form} name="refundRate" id="building-refund" label={t("challengeAdmin.refundRate")} type="number" inputMode="decimal" min={0} max={100} />
            <FormField id="building-payment-type" label={t("challengeAdmin.paymentType")} error={paymentError}>
              <Select id="building-payment-type" {...controlAria("building-payment-type", paymentError)} {...form.register("paymentType")}>
                {CHALLENGE_PAYMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`challengeAdmin.paymentType.${type}`)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <FormTextarea form={form} name="paymentNote" id="building-payment-note" label={t("challengeAdmin.paymentNote")} rows={3} maxLength={CHALLENGE_PAYMENT_NOTE_MAX} />
          <Controller
            control={form.control}
            name="paymentQRCode"
            render={({ field }) => (
              <div className="flex flex-col gap-1.5">
                <span className="text-sm font-medium text-slate-800">{t("challengeAdmin.paymentQRCode")}</span>
                {renderImage({ id: "building-qr", label: t("challengeAdmin.paymentQRCode"), value: field.value, onChange: field.onChange })}
                {form.fieldError("paymentQRCode") ? (
                  <p role="alert" className="text-[13px] text-red-600">
                    {form.fieldError("paymentQRCode")}
                  </p>
                ) : null}
              </div>
            )}
          />
        </section>
        {form.formError ? (
          <p role="alert" className="text-sm text-red-700">
            {form.formError}
          </p>
        ) : null}
        <Button type="submit" className="self-end" loading={save.isPending}>
          {t("challengeAdmin.save")}
        </Button>
      </form>
    </Card>
  );
}
