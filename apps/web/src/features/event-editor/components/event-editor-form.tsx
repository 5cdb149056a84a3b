import { type EventInput, eventInputSchema, type EventStatus, type Locale, type EventEdit as EditableEvent } from "@commons/domain";
import { useState } from "react";
import { Alert } from "@/components/ui/alert.tsx";
import { useAppForm } from "@/lib/form/use-app-form.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { notifyError } from "@/lib/notify-error.tsx";
import { changeEventLifecycle } from "../api/event-lifecycle.ts";
import type { HostOrganization } from "../api/get-my-organizations.ts";
import { useCreateEvent, usePatchEvent } from "../api/save-event.ts";
import {
  changedInput,
  eventCrossFieldIssues,
  eventFieldOf,
  type EventFormValues,
  newEventValues,
  toEventInput,
  toFormValues,
} from "../hooks/event-form-values.ts";
import { AfterRegistrationSection } from "./after-registration-section.tsx";
import { BasicsSection } from "./basics-section.tsx";
import { ContactTagsSection } from "./contact-tags-section.tsx";
import type { ImageSlot } from "./image-slot.ts";
import { QuestionsEditor } from "./questions-editor.tsx";
import { RegistrationSection } from "./registration-section.tsx";
import { SaveBar } from "./save-bar.tsx";
import { TicketTypesEditor } from "./ticket-types-editor.tsx";
import { TimePlaceSection } from "./time-place-section.tsx";
import "@/i18n/parts/console.ts";

export const EDITOR_SECTIONS = [
  ["section-basics", "console.editor.section.basics"],
  ["section-time", "console.editor.section.timePlace"],
  ["section-registration", "console.editor.section.registration"],
  ["section-tickets", "console.editor.section.tickets"],
  ["section-questions", "console.editor.section.questions"],
  ["section-after", "console.editor.section.after"],
  ["section-contact", "console.editor.section.contact"],
] as const;

interface EventEditorFormProps {
  locale: Locale;
  /** The event being edited; none when creating. */
  event?: EditableEvent;
  organizations: HostOrganization[];
  imageSlot?: ImageSlot;
  /** After the first save of a new event (and its publication, when asked). */
  onCreated?: (id: string, published: boolean) => void;
  onPublished?: () => void;
}

type Saving = "draft" | "publish" | "save" | null;

export function EventEditorForm({ event, organizations, imageSlot, onCreated, onPublished }: EventEditorFormProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const mode = event ? "edit" : "create";
  const [loaded, setLoaded] = useState<EventFormValues>(() => (event ? toFormValues(event) : newEventValues()));
  const [status, setStatus] = useState<EventStatus | null>(event?.status ?? null);
  const [saving, setSaving] = useState<Saving>(null);
  const create = useCreateEvent();
  const patch = usePatchEvent(event?.id ?? "");
  // The shared schema validates the form's values as the server will read them (wall time → instants, yuan → fen).
  const form = useAppForm<EventFormValues, EventInput>({
    defaultValues: loaded,
    schema: eventInputSchema,
    toInput: toEventInput,
    fieldOf: eventFieldOf,
    alsoCheck: eventCrossFieldIssues,
  });
  const { handleSubmit, formState, reset, getValues } = form;

  // Field messages sit on their fields; the server's own message is
  // the toast (docs/product/requests-and-errors.md#server-messages).
  const reportFailure = (failure: unknown) => {
    const error = form.failed(failure)?.error;
    if (!error) return;
    if (error.details.length === 0) return notifyError(error);
    toast.error(t("console.save.failed"), { description: error.message || error.details[0]?.message });
  };

  const submit = (intent: Exclude<Saving, null>) =>
    handleSubmit(
      async (parsed) => {
        setSaving(intent);
        try {
          if (!event) {
            const created = await create.mutateAsync(parsed);
            if (intent === "publish") await changeEventLifecycle(created.event.id, "publish");
            toast.success(t(intent === "publish" ? "console.save.published" : "console.save.created"));
            onCreated?.(created.event.id, intent === "publish");
            return;
          }
          const changes = changedInput(parsed, getValues(), loaded);
          if (Object.keys(changes).length > 0) {
            const view = await patch.mutateAsync(changes);
            const next = toFormValues(view.event);
            setLoaded(next);
            reset(next);
          }
          if (intent === "publish") {
            const result = await changeEventLifecycle(event.id, "publish");
            setStatus(result.event.status);
            onPublished?.();
          }
          toast.success(t(intent === "publish" ? "console.save.published" : "console.save.saved"));
        } catch (error) {
          reportFailure(error);
        } finally {
          setSaving(null);
        }
      },
      () => toast.error(t("console.save.failed")),
    )();

  return (
    <form onSubmit={(e) => void (e.preventDefault(), submit(mode === "create" ? "draft" : "save"))} noValidate className="flex flex-col gap-6">
      <BasicsSection form={form} imageSlot={imageSlot} organizations={organizations} />
      <TimePlaceSection form={form} />
      <RegistrationSection form={form} seatsTaken={event?.seatsTaken ?? 0} />
      <TicketTypesEditor form={form} />
      <QuestionsEditor form={form} />
      <AfterRegistrationSection form={form} imageSlot={imageSlot} />
      <ContactTagsSection form={form} />
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <SaveBar
        mode={mode}
        status={status}
        dirty={formState.isDirty}
        errorCount={Object.keys(formState.errors).length}
        saving={saving}
        onSaveDraft={() => void submit("draft")}
        onPublish={() => void submit("publish")}
        onSave={() => void submit("save")}
      />
    </form>
  );
}
