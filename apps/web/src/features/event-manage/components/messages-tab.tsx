import {
  EVENT_MESSAGE_BODY_MAX_LENGTH,
  EVENT_MESSAGE_CHANNELS,
  EVENT_MESSAGE_SUBJECT_MAX_LENGTH,
  type EventMessageInput,
  eventMessageInputSchema,
  type Locale,
  REGISTRATION_STATUSES,
} from "@commons/domain";
import Check from "lucide-react/icons/check";
import Mail from "lucide-react/icons/mail";
import Send from "lucide-react/icons/send";
import { useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { FormInput, FormTextarea } from "@/lib/form/form-controls.tsx";
import { fieldsByHead, useAppForm } from "@/lib/form/use-app-form.ts";
import { notifyError } from "@/lib/notify-error.tsx";
import { cn } from "@/lib/utils.ts";
import { useMessages, useSendMessage } from "../api/messages.ts";
import { formatInstantInZone } from "@/lib/format.ts";
import "@/i18n/parts/console.ts";

type Draft = { statuses: string[]; channels: string[]; subject: string; body: string };
const EMPTY: Draft = { statuses: ["APPROVED"], channels: ["inapp"], subject: "", body: "" };

export function MessagesTab({ eventId, locale, timeZone }: { eventId: string; locale: Locale; timeZone: string }) {
  const { t } = useTranslation(["ui", "shared"]);
  // The same schema the server applies, so a message never leaves half-valid.
  const form = useAppForm<Draft, EventMessageInput>({ defaultValues: EMPTY, schema: eventMessageInputSchema, fieldOf: fieldsByHead(Object.keys(EMPTY)) });
  const draft = useWatch({ control: form.control }) as Draft;
  const send = useSendMessage(eventId);
  const history = useMessages(eventId);
  const toggle = (key: "statuses" | "channels", value: string) =>
    form.setValue(key, draft[key].includes(value) ? draft[key].filter((v) => v !== value) : [...draft[key], value], { shouldDirty: true });

  const submit = form.handleSubmit(async (message) => {
    try {
      const { message: sent } = await send.mutateAsync(message);
      toast.success(t("console.msg.sent", { count: sent.recipients }));
      form.reset(EMPTY);
    } catch (error) {
      const failure = form.failed(error);
      if (failure && failure.error.details.length === 0) notifyError(failure.error);
    }
  });

  const chip = (key: "statuses" | "channels", value: string, label: string) => (
    <label
      key={value}
      className={cn(
        "inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
        draft[key].includes(value) ? "border-brand-300 bg-brand-50 text-brand-800" : "border-slate-200 bg-white text-slate-600 hover:border-slate-300",
      )}
    >
      <input type="checkbox" className="sr-only" checked={draft[key].includes(value)} onChange={() => toggle(key, value)} />
      {draft[key].includes(value) ? <Check className="-ml-0.5 size-3.5" aria-hidden /> : null}
      {label}
    </label>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card className="p-5 sm:p-6">
        <h2 className="text-base font-semibold text-slate-900">{t("console.msg.compose")}</h2>
        <p className="mt-1 text-sm text-slate-500">{t("console.msg.composeHint")}</p>
        <form className="mt-5 flex flex-col gap-5" noValidate onSubmit={(event) => void submit(event)}>
          {form.formError ? <p role="alert" className="text-[13px] text-red-600">{form.formError}</p> : null}
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">{t("console.msg.to")}</legend>
            <div className="flex flex-wrap gap-2">{REGISTRATION_STATUSES.map((s) => chip("statuses", s, t(`shared:console.registrationStatus.${s}`)))}</div>
            <ChipsError message={form.fieldError("statuses")} />
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">{t("console.msg.channels")}</legend>
            <div className="flex flex-wrap gap-2">{EVENT_MESSAGE_CHANNELS.map((c) => chip("channels", c, t(`console.msg.channel.${c}`)))}</div>
            <ChipsError message={form.fieldError("channels")} />
          </fieldset>
          <FormInput form={form} name="subject" id="msg-subject" label={t("console.msg.subject")} required maxLength={EVENT_MESSAGE_SUBJECT_MAX_LENGTH} />
          <FormTextarea form={form} name="body" id="msg-body" label={t("console.msg.body")} required rows={6} maxLength={EVENT_MESSAGE_BODY_MAX_LENGTH} />
          <div className="flex justify-end">
            <Button type="submit" loading={send.isPending}>
              <Send aria-hidden />
              {t("console.msg.send")}
            </Button>
          </div>
        </form>
      </Card>
      <section aria-labelledby="msg-history">
        <h2 id="msg-history" className="mb-3 text-base font-semibold text-slate-900">
          {t("console.msg.history")}
        </h2>
        {history.isPending ? (
          <Skeleton className="h-40 w-full rounded-2xl" />
        ) : !history.data ? (
          <ErrorPanel error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <div className="flex items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-5 py-8 text-sm text-slate-500">
            <Mail className="size-5 text-slate-400" aria-hidden />
            {t("console.msg.historyEmpty")}
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {history.data.map((message) => (
              <li key={message.id}>
                <Card className="p-4">
                  <div className="flex items-start justify-between gap-3">
                    <p className="font-medium text-slate-900">{message.subject}</p>
                    <span className="shrink-0 text-xs text-slate-500 tabular-nums">{formatInstantInZone(message.createdAt, locale, timeZone)}</span>
                  </div>
                  <p className="mt-1 line-clamp-3 text-sm whitespace-pre-wrap text-slate-600">{message.body}</p>
                  <div className="mt-3 flex flex-wrap items-center gap-1.5">
                    {message.statuses.map((s) => (
                      <Badge key={s}>{t(`shared:console.registrationStatus.${s}`)}</Badge>
                    ))}
                    {message.channels.map((c) => (
                      <Badge key={c} tone="sky">
                        {t(`console.msg.channel.${c}`)}
                      </Badge>
                    ))}
                    <span className="ml-auto text-xs text-slate-500">{t("console.msg.recipients", { count: message.recipients, name: message.sentBy.name })}</span>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ChipsError({ message }: { message: string | undefined }) {
  return message ? <p role="alert" className="mt-1.5 text-[13px] text-red-600">{message}</p> : null;
}
