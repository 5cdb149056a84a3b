import { FEEDBACK_COMMENT_MAX, FEEDBACK_SUGGESTIONS_MAX, feedbackInputSchema, type FeedbackValues, type MyFeedback } from "@commons/domain";
import { useId } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { FormTextarea } from "@/lib/form/form-controls.tsx";
import { useAppForm } from "@/lib/form/use-app-form.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { cn } from "@/lib/utils.ts";
import { useSaveFeedback } from "../api/save-feedback.ts";
import { StarRating } from "./star-rating.tsx";

interface FeedbackDialogProps {
  eventId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The caller's feedback: the dialog edits it (PUT) when there is one, else gives a new one (POST). */
  existing: MyFeedback | null;
}

/** docs/product/people.md#feedback: the spec's dialog, in edit mode once feedback exists. */
export function FeedbackDialog({ eventId, open, onOpenChange, existing }: FeedbackDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t(existing ? "feedback.dialog.editTitle" : "feedback.dialog.title")}
        description={t("feedback.dialog.description")}
        closeLabel={t("feedback.dialog.close")}
      >
        {/* Mounted only while open, so each opening starts from the saved feedback. */}
        <FeedbackForm eventId={eventId} existing={existing} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Recommend = "" | "yes" | "no";
interface FormValues {
  rating: number | null;
  comment: string;
  suggestions: string;
  wouldRecommend: Recommend;
}

const toInput = (v: FormValues) => ({
  rating: v.rating ?? undefined,
  comment: v.comment,
  suggestions: v.suggestions,
  wouldRecommend: v.wouldRecommend === "" ? null : v.wouldRecommend === "yes",
});

function defaultsOf(existing: MyFeedback | null): FormValues {
  const recommend = existing?.wouldRecommend;
  return {
    rating: existing?.rating ?? null,
    comment: existing?.comment ?? "",
    suggestions: existing?.suggestions ?? "",
    wouldRecommend: recommend === true ? "yes" : recommend === false ? "no" : "",
  };
}

function FeedbackForm({ eventId, existing, onDone }: { eventId: string; existing: MyFeedback | null; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const mode = existing ? "edit" : "create";
  const save = useSaveFeedback(eventId);
  const form = useAppForm<FormValues, FeedbackValues>({ defaultValues: defaultsOf(existing), schema: feedbackInputSchema, toInput });
  const [rating, comment, suggestions, recommend] = form.watch(["rating", "comment", "suggestions", "wouldRecommend"]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ input: values, mode });
      toast.success(tShared(mode === "edit" ? "feedback.updated" : "feedback.submitted"));
      onDone();
    } catch (error) {
      // Network failures get the spec's own words; offline, rate limit and sign-out keep the shared toast.
      const failure = form.failed(error, { toast: ["rateLimit", "authentication"] });
      if (!failure) return;
      if (failure.error.type === "network") toast.error(tShared("feedback.networkFailed"));
      else toast.error(failure.error.message || tShared(mode === "edit" ? "feedback.updateFailed" : "feedback.submitFailed"));
    }
  });

  const counter = (count: number, max: number) => (
    <span className={cn("text-xs tabular-nums", count > max ? "text-red-600" : "text-slate-500")} aria-live="polite">
      {t("feedback.counter", { count, max })}
    </span>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <StarRating
        value={rating}
        onChange={(n) => form.setValue("rating", n, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        label={t("feedback.rating.label")}
        error={form.fieldError("rating")}
        messageId={`${id}-rating-message`}
      />
      <FormTextarea
        form={form}
        name="comment"
        id={`${id}-comment`}
        label={t("feedback.comment.label")}
        placeholder={t("feedback.comment.placeholder")}
        rows={4}
        aside={counter(comment.length, FEEDBACK_COMMENT_MAX)}
      />
      <FormTextarea
        form={form}
        name="suggestions"
        id={`${id}-suggestions`}
        label={t("feedback.suggestions.label")}
        placeholder={t("feedback.suggestions.placeholder")}
        rows={3}
        aside={counter(suggestions.length, FEEDBACK_SUGGESTIONS_MAX)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-700">{t("feedback.recommend.label")}</legend>
        <div className="flex gap-2">
          {(["yes", "no"] as const).map((choice) => (
            <label
              key={choice}
              className={cn(
                "cursor-pointer rounded-full border px-4 py-1.5 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
                recommend === choice ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 text-slate-700 hover:bg-slate-50",
              )}
            >
              <input type="radio" value={choice} className="sr-only" {...form.register("wouldRecommend")} />
              {t(choice === "yes" ? "feedback.recommend.yes" : "feedback.recommend.no")}
            </label>
          ))}
        </div>
      </fieldset>
      {form.formError ? (
        <p role="alert" className="text-[13px] text-red-600">
          {form.formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          {t("feedback.cancel")}
        </Button>
        <Button type="submit" disabled={rating === null || form.formState.isSubmitting}>
          {t(mode === "edit" ? "feedback.save" : "feedback.submit")}
        </Button>
      </div>
    </form>
  );
}
