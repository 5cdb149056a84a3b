import { PARTICIPANTS_VISIBILITIES } from "@commons/domain";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { EditorSection, SwitchRow } from "./editor-section.tsx";
import { ariaFor, errorAt, type EventForm, switchedFieldRow } from "./form-helpers.ts";
import { InlineSwitch } from "./owned-list-parts.tsx";
import "@/i18n/parts/console.ts";

export function RegistrationSection({ form, seatsTaken }: { form: EventForm; seatsTaken: number }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { register, control, formState } = form;
  const err = (path: string) => errorAt(formState.errors, path);
  const unlimited = useWatch({ control, name: "unlimitedCapacity" });
  // A hackathon's own settings say whether a project is required (docs/product/hackathons.md#configuration).
  const isHackathon = useWatch({ control, name: "type" }) === "HACKATHON";
  const toggle = (name: "requireApproval" | "requireProjectSubmission" | "askDigitalCardConsent", label: string, hint: string) => (
    <SwitchRow
      id={`event-${name}`}
      label={label}
      hint={hint}
      control={<Controller control={control} name={name} render={({ field }) => <Switch id={`event-${name}`} checked={field.value} onCheckedChange={field.onChange} />} />}
    />
  );

  return (
    <EditorSection id="section-registration" title={t("console.editor.section.registration")} description={t("console.editor.section.registrationHint")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="event-maxAttendees"
          label={t("console.editor.capacity")}
          error={err("maxAttendees")}
          hint={seatsTaken > 0 ? t("console.editor.capacityHint", { seats: seatsTaken }) : undefined}
        >
          {/* The number shows only when "不限" is off (issue 27 item 19; see switchedFieldRow). */}
          <div className={switchedFieldRow}>
            <InlineSwitch control={control} name="unlimitedCapacity" label={t("console.editor.unlimited")} />
            <Input
              id="event-maxAttendees"
              type="number"
              inputMode="numeric"
              min={Math.max(1, seatsTaken)}
              hidden={unlimited}
              className="max-w-40"
              {...ariaFor("event-maxAttendees", err("maxAttendees"))}
              {...register("maxAttendees")}
            />
          </div>
        </FormField>
        <FormField id="event-registrationDeadline" label={t("console.editor.deadline")} error={err("registrationDeadline")} hint={t("console.editor.deadlineHint")}>
          <Input
            id="event-registrationDeadline"
            type="datetime-local"
            {...ariaFor("event-registrationDeadline", err("registrationDeadline"))}
            {...register("registrationDeadline")}
          />
        </FormField>
      </div>
      <div className="grid gap-3">
        {toggle("requireApproval", t("console.editor.requireApproval"), t("console.editor.requireApprovalHint"))}
        {isHackathon ? null : toggle("requireProjectSubmission", t("console.editor.requireProject"), t("console.editor.requireProjectHint"))}
        {toggle("askDigitalCardConsent", t("console.editor.askCard"), t("console.editor.askCardHint"))}
      </div>
      <FormField
        id="event-participantsVisibility"
        label={t("participants.visibility.label")}
        error={err("participantsVisibility")}
        hint={t("participants.visibility.hint")}
      >
        <Select id="event-participantsVisibility" className="sm:max-w-xs" {...ariaFor("event-participantsVisibility", err("participantsVisibility"))} {...register("participantsVisibility")}>
          {PARTICIPANTS_VISIBILITIES.map((value) => (
            <option key={value} value={value}>
              {t(`participants.visibility.${value}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </EditorSection>
  );
}
