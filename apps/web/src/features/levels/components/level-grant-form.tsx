import { type AdminUserLevels, type LevelGrantInputParsed, LEVEL_CHANGE_REASON_MAX, levelGrantInputSchema, LEVEL_TRACKS, type LevelTrack, getLevel, levelsInTrack } from "@commons/domain";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Select } from "@/components/ui/select.tsx";
import { controlAria, FormTextarea } from "@/lib/form/form-controls.tsx";
import { useAppForm } from "@/lib/form/use-app-form.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useGrantLevel } from "../api/grant-level.ts";
import "@/i18n/parts/levels.ts";

interface Values {
  track: LevelTrack;
  /** "" is "none": the track's level removed. */
  level: string;
  reason: string;
}

/**
 * docs/product/accounts-and-profile.md#level-badges: one track's level granted or removed, with a reason,
 * after a confirmation that spells out the change.
 */
export function LevelGrantForm({ person }: { person: AdminUserLevels }) {
  const { t } = useTranslation(["ui", "shared"]);
  const id = useId();
  const grant = useGrantLevel(person.user.id);
  const [pending, setPending] = useState<LevelGrantInputParsed | null>(null);
  const form = useAppForm<Values, LevelGrantInputParsed>({
    defaultValues: { track: "creator", level: "C1", reason: "" },
    schema: levelGrantInputSchema,
    toInput: (v) => ({ ...v, level: v.level === "" ? null : v.level }),
  });
  const track = form.watch("track");
  const held = (t2: LevelTrack) => person.tracks.find((p) => p.track === t2)?.held ?? null;
  const label = (levelId: string | null) => {
    const level = getLevel(levelId);
    return level ? t(`shared:${level.labelKey}`) : t("levelsAdmin.none");
  };

  const submit = form.handleSubmit((input) => setPending(input));
  const confirm = () => {
    if (!pending) return;
    grant.mutate(pending, {
      onSuccess: () => {
        setPending(null);
        form.reset({ ...form.getValues(), reason: "" });
        toast.success(t("levelsAdmin.done", { name: person.user.name }));
      },
      onError: (error) => {
        setPending(null);
        form.failed(error);
      },
    });
  };
  const levelError = form.fieldError("level");
  const trackError = form.fieldError("track");

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-track`} label={t("levelsAdmin.track")} error={trackError}>
          <Select
            id={`${id}-track`}
            {...controlAria(`${id}-track`, trackError)}
            {...form.register("track", { onChange: (e) => form.setValue("level", levelsInTrack(e.target.value as LevelTrack)[0]?.id ?? "") })}
          >
            {LEVEL_TRACKS.map((tr) => (
              <option key={tr} value={tr}>
                {t(`shared:levelTrack.${tr}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={`${id}-level`} label={t("levelsAdmin.level")} error={levelError}>
          <Select id={`${id}-level`} {...controlAria(`${id}-level`, levelError)} {...form.register("level")}>
            {levelsInTrack(track).map((level) => (
              <option key={level.id} value={level.id}>
                {`${level.id} · ${t(`shared:${level.labelKey}`)}`}
              </option>
            ))}
            {track === "membership" ? null : <option value="">{t("levelsAdmin.remove")}</option>}
          </Select>
        </FormField>
      </div>
      <FormTextarea
        form={form}
        name="reason"
        id={`${id}-reason`}
        label={t("levelsAdmin.reason")}
        hint={t("levelsAdmin.reasonHint")}
        required
        rows={3}
        maxLength={LEVEL_CHANGE_REASON_MAX}
      />
      <div>
        <Button type="submit">{t("levelsAdmin.submit")}</Button>
      </div>
      <Dialog open={pending !== null} onOpenChange={(open) => !open && !grant.isPending && setPending(null)}>
        <DialogContent
          title={t("levelsAdmin.confirmTitle", { name: person.user.name })}
          description={pending ? t("levelsAdmin.confirmBody", { track: t(`shared:levelTrack.${pending.track}`), from: label(held(pending.track)), to: label(pending.level ?? (pending.track === "membership" ? "VISITOR" : null)) }) : ""}
          closeLabel={t("common.close")}
          className="sm:max-w-md"
        >
          {pending ? <p className="rounded-lg bg-slate-50 p-3 text-sm break-words text-slate-700">{pending.reason}</p> : null}
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setPending(null)} disabled={grant.isPending}>
              {t("levelsAdmin.cancel")}
            </Button>
            <Button loading={grant.isPending} onClick={confirm}>
              {t("levelsAdmin.confirm")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </form>
  );
}
