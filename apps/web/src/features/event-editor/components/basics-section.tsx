import { EVENT_SHORT_DESCRIPTION_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH, EVENT_TYPES, eventTypeLabelKey } from "@commons/domain";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { cn } from "@/lib/utils.ts";
import type { HostOrganization } from "../api/get-my-organizations.ts";
import { EditorSection } from "./editor-section.tsx";
import { ariaFor, errorAt, type EventForm } from "./form-helpers.ts";
import type { ImageSlot } from "./image-slot.ts";
import { RichTextField } from "./rich-text-field.tsx";
import "@/i18n/parts/console.ts";

interface BasicsSectionProps {
  form: EventForm;
  imageSlot?: ImageSlot;
  organizations: HostOrganization[];
}

export function BasicsSection({ form, imageSlot, organizations }: BasicsSectionProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const { register, control, formState } = form;
  const err = (path: string) => errorAt(formState.errors, path);
  const [title, shortDescription, organizationId] = useWatch({ control, name: ["title", "shortDescription", "organizationId"] });
  const counter = (count: number, max: number) => (
    <span className={cn("text-xs tabular-nums", count > max ? "text-red-600" : "text-slate-400")}>
      {t("console.editor.counter", { count, max })}
    </span>
  );
  // An event already hosted by an organisation this person no longer administers keeps showing it.
  const hostOptions = organizationId && !organizations.some((org) => org.id === organizationId)
    ? [...organizations, { id: organizationId, name: organizationId, slug: "", logo: null }]
    : organizations;

  return (
    <EditorSection id="section-basics" title={t("console.editor.section.basics")} description={t("console.editor.section.basicsHint")}>
      <FormField id="event-title" label={t("console.editor.title")} error={err("title")} required aside={counter(title.length, EVENT_TITLE_MAX_LENGTH)}>
        <Input id="event-title" placeholder={t("console.editor.titlePlaceholder")} {...ariaFor("event-title", err("title"))} {...register("title")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="event-type" label={t("console.editor.type")} error={err("type")} required>
          <Select id="event-type" {...register("type")}>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`shared:${eventTypeLabelKey(type)}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="event-organizationId" label={t("console.editor.host")} error={err("organizationId")} hint={hostOptions.length ? t("console.editor.hostHint") : undefined}>
          <Select id="event-organizationId" {...ariaFor("event-organizationId", err("organizationId"))} {...register("organizationId")}>
            <option value="">{t("console.editor.hostMyself")}</option>
            {hostOptions.map((org) => (
              <option key={org.id} value={org.id}>
                {org.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField
        id="event-shortDescription"
        label={t("console.editor.shortDescription")}
        error={err("shortDescription")}
        aside={counter(shortDescription.length, EVENT_SHORT_DESCRIPTION_MAX_LENGTH)}
      >
        <Input
          id="event-shortDescription"
          placeholder={t("console.editor.shortDescriptionPlaceholder")}
          {...ariaFor("event-shortDescription", err("shortDescription"))}
          {...register("shortDescription")}
        />
      </FormField>
      <FormField id="event-coverImage" label={t("console.editor.cover")} error={err("coverImage")} hint={t("console.editor.coverHint")}>
        <Controller
          control={control}
          name="coverImage"
          render={({ field }) => (
            <div data-testid="cover-uploader">
              {imageSlot ? (
                imageSlot({ id: "event-coverImage", label: t("console.editor.cover"), value: field.value, onChange: field.onChange, purpose: "event-covers" })
              ) : (
                <p className="text-sm text-slate-500">{t("console.editor.noImageSlot")}</p>
              )}
            </div>
          )}
        />
      </FormField>
      <FormField id="event-richContent" label={t("console.editor.richContent")} error={err("richContent")}>
        <Controller
          control={control}
          name="richContent"
          render={({ field }) => (
            <RichTextField
              id="event-richContent"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={Boolean(err("richContent"))}
              describedBy="event-richContent-message"
            />
          )}
        />
      </FormField>
    </EditorSection>
  );
}
