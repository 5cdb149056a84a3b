import { EVENT_TAG_MAX_LENGTH, EVENT_TAGS_MAX_COUNT } from "@commons/domain";
import { Controller } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { FormField } from "@/components/ui/form-field.tsx";
import { TagInput } from "@/components/ui/tag-input.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { EditorSection } from "./editor-section.tsx";
import { ariaFor, errorAt, type EventForm } from "./form-helpers.ts";
import "@/i18n/parts/console.ts";

export function ContactTagsSection({ form }: { form: EventForm }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { register, control, formState } = form;
  const err = (path: string) => errorAt(formState.errors, path);
  // A tag's own error ("tags.3") is shown on the one box too.
  const tagItems = formState.errors.tags;
  const tagsError = err("tags") ?? (Array.isArray(tagItems) ? tagItems.find((item) => item?.message)?.message : undefined);

  return (
    <EditorSection id="section-contact" title={t("console.editor.section.contact")} description={t("console.editor.section.contactHint")}>
      <FormField id="event-organizerContact" label={t("console.editor.organizerContact")} error={err("organizerContact")}>
        <Textarea
          id="event-organizerContact"
          rows={2}
          placeholder={t("console.editor.organizerContactPlaceholder")}
          {...ariaFor("event-organizerContact", err("organizerContact"))}
          {...register("organizerContact")}
        />
      </FormField>
      <FormField
        id="event-tags"
        label={t("console.editor.tags")}
        error={typeof tagsError === "string" ? tagsError : undefined}
        hint={t("console.editor.tagsHint", { max: EVENT_TAGS_MAX_COUNT })}
      >
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagInput
              id="event-tags"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxTags={EVENT_TAGS_MAX_COUNT}
              maxLength={EVENT_TAG_MAX_LENGTH}
              placeholder={t("console.editor.tagsPlaceholder")}
              removeLabel={(tag) => t("console.editor.removeTag", { tag })}
              invalid={Boolean(tagsError)}
              describedBy="event-tags-message"
            />
          )}
        />
      </FormField>
    </EditorSection>
  );
}
