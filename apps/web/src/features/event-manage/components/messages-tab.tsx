import {
  EVENT_MESSAGE_BODY_MAX_LENGTH,
  EVENT_MESSAGE_CHANNELS,
  EVENT_MESSAGE_SUBJECT_MAX_LENGTH,
  type EventMessageInput,
  eventMessageInputSchema,
  type Locale,
  localiseIssues,
  REGISTRATION_STATUSES,
} from "@commons/domain";
import Check from "lucide-react/icons/check";
import Mail from "lucide-react/icons/mail";
import Send from "lucide-react/icons/send";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { notifyError } from "@/lib/notify-error.tsx";
import { cn } from "@/lib/utils.ts";
import { useMessages, useSendMessage } from "../api/messages.ts";
import { formatDateTime } from "../hooks/format-date-time.ts";

type Draft = { statuses: string[]; channels: string[]; subject: string; body: string };
const EMPTY: Draft = { statuses: ["APPROVED"], channels: ["inapp"], subject: "", body: "" };

export function MessagesTab({ eventId, locale, timeZone }: { eventId: string; locale: Locale; timeZone: string }) {
  const { t } = useTranslation(["ui", "shared"]);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useSendMessage(eventId);
  const history = useMessages(eventId);
  const toggle = (key: "statuses" | "channels", value: string) =>
    setDraft((d) => ({ ...d, [key]: d[key].includes(value) ? d[key].filter((v) => v !== value) : [...d[key], value] }));

  const submit = async () => {
    // The same schema the server applies, so a message never leaves half-valid.
    const parsed = eventMessageInputSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(localiseIssues(parsed.error.issues, locale).map((issue) => [issue.field.split(".")[0] ?? "", issue.message])));
      return;
    }
    setErrors({});
    try {
      const { message } = await send.mutateAsync(parsed.data as EventMessageInput);
      toast.success(t("console.msg.sent", { count: message.recipients }));
      setDraft(EMPTY);
    } catch (error) {
      if (isApiError(error) && error.details.length > 0) {
        setErrors(Object.fromEntries(error.details.map((d) => [d.field.split(".")[0] ?? "", d.message])));
      } else notifyError(error);
    }
  };

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
        <form
          className="mt-5 flex flex-col gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">{t("console.msg.to")}</legend>
            <div className="flex flex-wrap gap-2">{REGISTRATION_STATUSES.map((s) => chip("statuses", s, t(`shared:console.registrationStatus.${s}`)))}</div>
            {errors.statuses ? <p role="alert" className="mt-1.5 text-[13px] text-red-600">{errors.statuses}</p> : null}
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">{t("console.msg.channels")}</legend>
            <div className="flex flex-wrap gap-2">{EVENT_MESSAGE_CHANNELS.map((c) => chip("channels", c, t(`console.msg.channel.${c}`)))}</div>
            {errors.channels ? <p role="alert" className="mt-1.5 text-[13px] text-red-600">{errors.channels}</p> : null}
          </fieldset>
          <FormField id="msg-subject" label={t("console.msg.subject")} error={errors.subject} required>
            <Input id="msg-subject" maxLength={EVENT_MESSAGE_SUBJECT_MAX_LENGTH} value={draft.subject} onChange={(e) => setDraft({ ...draft, subject: e.target.value })} aria-invalid={errors.subject ? true : undefined} aria-describedby="msg-subject-message" />
          </FormField>
          <FormField id="msg-body" label={t("console.msg.body")} error={errors.body} required>
            <Textarea id="msg-body" rows={6} maxLength={EVENT_MESSAGE_BODY_MAX_LENGTH} value={draft.body} onChange={(e) => setDraft({ ...draft, body: e.target.value })} aria-invalid={errors.body ? true : undefined} aria-describedby="msg-body-message" />
          </FormField>
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
                    <span className="shrink-0 text-xs text-slate-400 tabular-nums">{formatDateTime(message.createdAt, locale, timeZone)}</span>
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
