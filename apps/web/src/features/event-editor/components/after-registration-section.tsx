import { EVENT_INFO_MAX_LENGTH } from "@commons/domain";
import { Controller } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { FormField } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { EditorSection } from "./editor-section.tsx";
import { ariaFor, errorAt, type EventForm } from "./form-helpers.ts";
import type { ImageSlot } from "./image-slot.ts";
import "@/i18n/parts/console.ts";

type InfoField = "registrationSuccessInfo" | "registrationPendingInfo";
type ImageField = "registrationSuccessImage" | "registrationPendingImage";

export function AfterRegistrationSection({ form, imageSlot }: { form: EventForm; imageSlot?: ImageSlot }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { register, control, formState } = form;
  const err = (path: string) => errorAt(formState.errors, path);

  const block = (info: InfoField, image: ImageField, labels: { info: string; placeholder: string; image: string }) => (
    <div className="grid gap-4 rounded-xl border border-slate-200/80 p-4 sm:grid-cols-[1fr_14rem]">
      <FormField id={`event-${info}`} label={labels.info} error={err(info)}>
        <Textarea id={`event-${info}`} rows={4} maxLength={EVENT_INFO_MAX_LENGTH} placeholder={labels.placeholder} {...ariaFor(`event-${info}`, err(info))} {...register(info)} />
      </FormField>
      <FormField id={`event-${image}`} label={labels.image} error={err(image)}>
        <Controller
          control={control}
          name={image}
          render={({ field }) =>
            imageSlot ? (
              <>{imageSlot({ id: `event-${image}`, label: labels.image, value: field.value, onChange: field.onChange, purpose: "misc" })}</>
            ) : (
              <p className="text-sm text-slate-500">{t("console.editor.noImageSlot")}</p>
            )
          }
        />
      </FormField>
    </div>
  );

  return (
    <EditorSection id="section-after" title={t("console.editor.section.after")} description={t("console.editor.section.afterHint")}>
      {block("registrationSuccessInfo", "registrationSuccessImage", {
        info: t("console.editor.successInfo"),
        placeholder: t("console.editor.successInfoPlaceholder"),
        image: t("console.editor.successImage"),
      })}
      {block("registrationPendingInfo", "registrationPendingImage", {
        info: t("console.editor.pendingInfo"),
        placeholder: t("console.editor.pendingInfoPlaceholder"),
        image: t("console.editor.pendingImage"),
      })}
    </EditorSection>
  );
}
