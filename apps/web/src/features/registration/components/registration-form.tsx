import { type Locale, missingRegistrationProfileFields, type RegistrationPrefill, type RegistrationProfileField, type RegisterResult } from "@commons/domain";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { type FormSchema, useAppForm } from "@/lib/form/use-app-form.ts";
import { readInviteCode } from "@/lib/invite-storage.ts";
import { useMyRegistration } from "../api/get-my-registration.ts";
import { useRegister } from "../api/register.ts";
import { type RegistrationProfile, useRegistrationProfile, useSaveRegistrationProfile } from "../api/registration-profile.ts";
import type { RegistrationEvent } from "../api/registration-event.ts";
import {
  activeTicketTypes,
  formPathOf,
  initialFormValues,
  profileChanges,
  type RegistrationFormContext,
  type RegistrationFormValues,
  ticketChoiceRequired,
  toRegisterBody,
  validateRegistration,
} from "../hooks/registration-form-values.ts";
import { ConsentField } from "./consent-field.tsx";
import { FormSkeleton } from "./form-skeleton.tsx";
import { ProfileRequirements } from "./profile-requirements.tsx";
import { ProjectField } from "./project-field.tsx";
import { QuestionField } from "./question-field.tsx";
import { RegistrationSubmitBar } from "./registration-submit-bar.tsx";
import { TicketTypeField } from "./ticket-type-field.tsx";

export interface RegistrationFormProps {
  event: RegistrationEvent;
  locale: Locale;
  /** True when the event is full: the person joins the waitlist (the server decides). */
  waitlist: boolean;
  onRegistered: (result: RegisterResult) => void;
  layout: "dialog" | "page";
}

const SUMMARY_ID = "registration-missing";

/**
 * Loads the profile first: which profile fields the form must ask for depends on it. Someone who cancelled
 * starts from their last answers (docs/product/registration.md#registering-again), so those are loaded too.
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const profile = useRegistrationProfile();
  const again = props.event.viewer?.registration?.status === "CANCELLED";
  const previous = useMyRegistration(props.event.id, again);
  if (profile.isPending || (again && previous.isPending)) {
    return <FormSkeleton />;
  }
  if (!profile.data) return <ErrorPanel error={profile.error} onRetry={() => void profile.refetch()} className="py-8" />;
  return <RegistrationFormBody {...props} profile={profile.data} prefill={again ? (previous.data?.prefill ?? null) : null} />;
}

function RegistrationFormBody({
  event,
  locale,
  waitlist,
  onRegistered,
  layout,
  profile,
  prefill,
}: RegistrationFormProps & { profile: RegistrationProfile; prefill: RegistrationPrefill | null }) {
  const { t } = useTranslation(["ui", "shared"]);
  // Frozen when the form opens, so a field does not vanish while its last character is typed.
  const [profileFields, setProfileFields] = useState<RegistrationProfileField[]>(() =>
    missingRegistrationProfileFields(profile, locale).map((problem) => problem.field),
  );
  const [submitted, setSubmitted] = useState(false);
  const context: RegistrationFormContext = { event, profileFields, locale };
  // The schema is made once; it reads the latest context (the shown profile fields can grow).
  const contextRef = useRef(context);
  useLayoutEffect(() => {
    contextRef.current = context;
  });
  const translate = t as unknown as (key: string, params?: Record<string, string | number>) => string;

  // The form rules (docs/product/registration.md#form-rules) are the domain's functions (registrationFormProblems, missingRegistrationProfileFields), not one zod schema.
  const schema = useMemo<FormSchema<RegistrationFormValues>>(
    () => ({
      safeParseAsync: async (input) => {
        const values = input as RegistrationFormValues;
        const { fieldIssues } = validateRegistration(values, contextRef.current, translate);
        return fieldIssues.length === 0 ? { success: true, data: values } : { success: false, error: { issues: fieldIssues } };
      },
    }),
    [translate],
  );
  const form = useAppForm<RegistrationFormValues>({
    defaultValues: initialFormValues(event, profile, prefill),
    schema,
    fieldOf: (path) => formPathOf(path, event),
    // The list of what is missing sits above the button and takes
    // the focus instead (docs/product/registration.md#form-rules).
    shouldFocusError: false,
  });
  const { control, handleSubmit, formState } = form;
  const values = useWatch({ control }) as RegistrationFormValues;
  const summary = submitted ? validateRegistration(values, context, translate).summary : [];
  const register = useRegister(event.id);
  const saveProfile = useSaveRegistrationProfile();
  const tickets = activeTicketTypes(event);

  const reportFailure = (error: unknown, fallbackKey: "shared:registration.failed" | "reg.profile.saveFailed") => {
    const failure = form.failed(error);
    if (!failure) return;
    // The server knows a profile problem the form did not show (the rule changed under it): show the field.
    const extraProfileFields = failure.placed
      .filter((path) => path.startsWith("profile."))
      .map((path) => path.slice("profile.".length) as RegistrationProfileField)
      .filter((field) => !profileFields.includes(field));
    if (extraProfileFields.length) setProfileFields((current) => [...current, ...extraProfileFields]);
    // The default text heads the toast; the server's reason, when it gave one,
    // follows (docs/product/registration.md#form-rules).
    const title = t(fallbackKey);
    toast.error(title, { description: failure.error.message && failure.error.message !== title ? failure.error.message : undefined });
  };

  const submit = handleSubmit(
    async (parsed) => {
      const changes = profileChanges(parsed, profileFields, profile);
      if (Object.keys(changes).length > 0) {
        try {
          await saveProfile.mutateAsync(changes);
        } catch (error) {
          reportFailure(error, "reg.profile.saveFailed");
          return;
        }
      }
      try {
        onRegistered(await register.mutateAsync(toRegisterBody(parsed, event, readInviteCode(event.id))));
      } catch (error) {
        reportFailure(error, "shared:registration.failed");
      }
    },
    () => {
      setSubmitted(true);
      // After the list renders: bring it into view and let screen readers read it.
      window.requestAnimationFrame(() => {
        const list = document.getElementById(SUMMARY_ID);
        list?.focus({ preventScroll: true });
        list?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
      });
    },
  );

  const errors = formState.errors;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
      {tickets.length > 0 ? (
        <Controller
          control={control}
          name="ticketTypeId"
          render={({ field }) => (
            <TicketTypeField
              tickets={tickets}
              value={field.value}
              onChange={field.onChange}
              error={errors.ticketTypeId?.message}
              required={ticketChoiceRequired(event)}
              locale={locale}
              eventFull={waitlist}
            />
          )}
        />
      ) : null}
      {event.questions.map((question) => (
        <Controller
          key={question.id}
          control={control}
          name={`answers.${question.id}`}
          render={({ field }) => (
            <QuestionField
              question={question}
              value={field.value ?? ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.answers?.[question.id]?.message}
            />
          )}
        />
      ))}
      {event.requireProjectSubmission ? (
        <Controller
          control={control}
          name="projectId"
          render={({ field }) => (
            <ProjectField eventId={event.id} locale={locale} value={field.value} onChange={field.onChange} error={errors.projectId?.message} />
          )}
        />
      ) : null}
      {event.askDigitalCardConsent ? (
        <Controller
          control={control}
          name="consent"
          render={({ field }) => <ConsentField value={field.value} onChange={field.onChange} error={errors.consent?.message} />}
        />
      ) : null}
      <ProfileRequirements form={form} fields={profileFields} locale={locale} submitted={submitted} />
      <RegistrationSubmitBar
        summaryId={SUMMARY_ID}
        summary={summary.map((line) => line.text)}
        serverMessages={form.formErrors}
        requireApproval={event.requireApproval}
        waitlist={waitlist}
        pending={formState.isSubmitting}
        layout={layout}
      />
    </form>
  );
}
