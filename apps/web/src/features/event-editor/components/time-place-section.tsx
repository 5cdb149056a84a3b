import { EVENT_DEFAULT_TIMEZONE } from "@commons/domain";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { zoneOffsetLabel } from "../lib/zoned-time.ts";
import { EditorSection, SwitchRow } from "./editor-section.tsx";
import { ariaFor, errorAt, type EventForm } from "./form-helpers.ts";
import { TimeZoneSelect } from "./time-zone-select.tsx";
import "@/i18n/parts/console.ts";

export function TimePlaceSection({ form }: { form: EventForm }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { register, control, formState } = form;
  const err = (path: string) => errorAt(formState.errors, path);
  const [timezone, isOnline, isExternalEvent] = useWatch({ control, name: ["timezone", "isOnline", "isExternalEvent"] });
  const zoneHint = t("console.editor.timeInZone", { zone: timezone.replaceAll("_", " "), offset: zoneOffsetLabel(timezone) });

  return (
    <EditorSection id="section-time" title={t("console.editor.section.timePlace")} description={t("console.editor.section.timePlaceHint")}>
      <FormField id="event-timezone" label={t("console.editor.timezone")} error={err("timezone")} required>
        <Controller
          control={control}
          name="timezone"
          render={({ field }) => (
            <TimeZoneSelect
              id="event-timezone"
              fallback={EVENT_DEFAULT_TIMEZONE}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              {...ariaFor("event-timezone", err("timezone"))}
            />
          )}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="event-startTime" label={t("console.editor.startTime")} error={err("startTime")} hint={zoneHint} required>
          <Input id="event-startTime" type="datetime-local" {...ariaFor("event-startTime", err("startTime"))} {...register("startTime")} />
        </FormField>
        <FormField id="event-endTime" label={t("console.editor.endTime")} error={err("endTime")} hint={zoneHint} required>
          <Input id="event-endTime" type="datetime-local" {...ariaFor("event-endTime", err("endTime"))} {...register("endTime")} />
        </FormField>
      </div>
      <SwitchRow
        id="event-isOnline"
        label={t("console.editor.isOnline")}
        hint={t("console.editor.isOnlineHint")}
        control={
          <Controller
            control={control}
            name="isOnline"
            render={({ field }) => <Switch id="event-isOnline" checked={field.value} onCheckedChange={field.onChange} />}
          />
        }
      />
      {isOnline ? (
        <FormField id="event-onlineUrl" label={t("console.editor.onlineUrl")} error={err("onlineUrl")} hint={t("console.editor.onlineUrlHint")}>
          <Input id="event-onlineUrl" type="url" inputMode="url" placeholder="https://" {...ariaFor("event-onlineUrl", err("onlineUrl"))} {...register("onlineUrl")} />
        </FormField>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-[1fr_2fr]">
        <FormField id="event-city" label={t("console.editor.city")} error={err("city")}>
          <Input id="event-city" placeholder={t("console.editor.cityPlaceholder")} {...ariaFor("event-city", err("city"))} {...register("city")} />
        </FormField>
        <FormField id="event-address" label={t("console.editor.address")} error={err("address")}>
          <Input id="event-address" placeholder={t("console.editor.addressPlaceholder")} {...ariaFor("event-address", err("address"))} {...register("address")} />
        </FormField>
      </div>
      <SwitchRow
        id="event-isExternalEvent"
        label={t("console.editor.isExternal")}
        hint={t("console.editor.isExternalHint")}
        control={
          <Controller
            control={control}
            name="isExternalEvent"
            render={({ field }) => <Switch id="event-isExternalEvent" checked={field.value} onCheckedChange={field.onChange} />}
          />
        }
      />
      {isExternalEvent ? (
        <FormField id="event-externalUrl" label={t("console.editor.externalUrl")} error={err("externalUrl")} required>
          <Input id="event-externalUrl" type="url" inputMode="url" placeholder="https://" {...ariaFor("event-externalUrl", err("externalUrl"))} {...register("externalUrl")} />
        </FormField>
      ) : null}
    </EditorSection>
  );
}
