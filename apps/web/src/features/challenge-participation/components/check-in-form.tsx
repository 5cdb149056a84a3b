import {
  CHECK_IN_CONTENT_MIN,
  CHECK_IN_IMAGES_MAX,
  CHECK_IN_NEXT_PLAN_MAX,
  CHECK_IN_TITLE_MAX,
  type ChallengeCheckIn,
  type ChallengeCheckInInputParsed,
  challengeCheckInInputSchema,
} from "@commons/domain";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { FormInput, FormTextarea } from "@/lib/form/form-controls.tsx";
import { type AppForm, useAppForm } from "@/lib/form/use-app-form.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { CharCounter } from "./char-counter.tsx";
import "@/i18n/parts/challenge-page.ts";

interface CheckInFormValues {
  title: string;
  content: string;
  nextPlan: string;
  imageUrls: string[];
  demoUrl: string;
  isPublic: boolean;
}

/** The images box, given by the page (the uploads feature's uploader: features never import each other). */
export type RenderImages = (props: { id: string; label: string; value: string[]; onChange: (urls: string[]) => void; maxFiles: number }) => ReactNode;

type CheckInForm = AppForm<CheckInFormValues, ChallengeCheckInInputParsed>;

interface CheckInFormProps {
  /** The check-in being edited (today's, or one from the history), or null for a new one. */
  initial: ChallengeCheckIn | null;
  idPrefix: string;
  renderImages: RenderImages;
  submitLabel: string;
  pending: boolean;
  /** Sends the body; a failure comes back to the form (each message on its field). */
  onSubmit: (body: ChallengeCheckInInputParsed, form: CheckInForm) => Promise<void>;
  onCancel?: () => void;
  cancelLabel?: string;
}

const defaults = (initial: ChallengeCheckIn | null): CheckInFormValues => ({
  title: initial?.title ?? "",
  content: initial?.content ?? "",
  nextPlan: initial?.nextPlan ?? "",
  imageUrls: initial?.imageUrls ?? [],
  demoUrl: initial?.demoUrl ?? "",
  isPublic: initial?.isPublic ?? true,
});

/**
 * A day's check-in (docs/product/challenges.md#check-ins): title, content (30 characters, counted live;
 * the button stays off while it is empty), next step, up to 9 images, a demo link, public or not. The same
 * form checks in for today and edits a past day in the history's dialog.
 */
export function CheckInFormView({ initial, idPrefix, renderImages, submitLabel, pending, onSubmit, onCancel, cancelLabel }: CheckInFormProps) {
  const { t } = useTranslation("ui");
  const form = useAppForm<CheckInFormValues, ChallengeCheckInInputParsed>({ defaultValues: defaults(initial), schema: challengeCheckInInputSchema });
  const content = form.watch("content");
  const submit = form.handleSubmit((body) => onSubmit(body, form));
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" data-testid={`${idPrefix}-form`}>
      <FormInput form={form} name="title" id={id("title")} label={t("challengeCheckIn.field.title")} maxLength={CHECK_IN_TITLE_MAX} />
      <FormTextarea
        form={form}
        name="content"
        id={id("content")}
        label={t("challengeCheckIn.field.content")}
        required
        rows={5}
        aside={<CharCounter text={content} min={CHECK_IN_CONTENT_MIN} id={id("content-counter")} />}
      />
      <FormTextarea form={form} name="nextPlan" id={id("next-plan")} label={t("challengeCheckIn.field.nextPlan")} rows={2} maxLength={CHECK_IN_NEXT_PLAN_MAX} />
      <Controller
        control={form.control}
        name="imageUrls"
        render={({ field }) => (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-slate-800" id={id("images-label")}>
              {t("challengeCheckIn.field.images", { max: CHECK_IN_IMAGES_MAX })}
            </span>
            {renderImages({ id: id("images"), label: t("challengeCheckIn.field.images", { max: CHECK_IN_IMAGES_MAX }), value: field.value, onChange: field.onChange, maxFiles: CHECK_IN_IMAGES_MAX })}
            {form.fieldError("imageUrls") ? (
              <p role="alert" className="text-[13px] text-red-600">
                {form.fieldError("imageUrls")}
              </p>
            ) : null}
          </div>
        )}
      />
      <FormInput form={form} name="demoUrl" id={id("demo-url")} label={t("challengeCheckIn.field.demoUrl")} type="url" inputMode="url" placeholder="https://" />
      <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200/80 bg-slate-50/60 px-4 py-3">
        <div className="min-w-0">
          <label htmlFor={id("public")} className="text-sm font-medium text-slate-800">
            {t("challengeCheckIn.field.isPublic")}
          </label>
          <p className="mt-0.5 text-[13px] text-slate-600">{t("challengeCheckIn.field.isPublicHint")}</p>
        </div>
        <Controller control={form.control} name="isPublic" render={({ field }) => <Switch id={id("public")} checked={field.value} onCheckedChange={field.onChange} />} />
      </div>
      {form.formError ? (
        <p role="alert" className="text-sm text-red-700">
          {form.formError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button type="submit" loading={pending} disabled={content.trim() === ""}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
