import type { JudgingSubmission, JudgingView, Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { errorMessage, isApiError } from "@/lib/api-error.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useJudgingSheet, useSaveJudgeScore } from "../api/judging-sheet.ts";
import { criterionName } from "./criteria-section.tsx";
import { ScorePicker } from "./score-picker.tsx";
import "@/i18n/parts/hackathon-judging.ts";

/**
 * docs/product/hackathons.md#judging: the judge walks the submissions one by one (buttons or ← →), scores each
 * criterion 1–10, writes a private comment and saves; their progress stays in view.
 */
export function JudgePage({
  eventId,
  locale,
}: {
  eventId: string;
  locale: Locale;
}) {
  const { t } = useTranslation("ui");
  const { data, error, refetch } = useJudgingSheet(eventId);
  const [index, setIndex] = useState(0);
  const count = data?.submissions.length ?? 0;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if (event.key === "ArrowRight")
        setIndex((i) => Math.min(count - 1, i + 1));
      if (event.key === "ArrowLeft") setIndex((i) => Math.max(0, i - 1));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [count]);

  if (error && !data) {
    if (isApiError(error) && error.status === 403) {
      return (
        <p
          role="alert"
          className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-sm text-amber-900"
        >
          {t("judging.page.notJudge")}
        </p>
      );
    }
    return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  }
  if (!data) return <Skeleton className="h-96 w-full rounded-2xl" />;
  const current = data.submissions[Math.min(index, count - 1)];

  return (
    <div className="flex flex-col gap-4" data-testid="judge-page">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">
            {t("judging.page.title")}
          </h1>
          <Link
            to="/$locale/events/$id"
            params={{ locale, id: eventId }}
            className="text-sm text-brand-700 underline-offset-4 hover:underline"
          >
            {t("judging.page.back")}
          </Link>
        </div>
        <p
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 tabular-nums"
          aria-live="polite"
          data-testid="judge-progress"
        >
          {t("judging.page.progress", data.progress)}
        </p>
      </header>
      {!data.open ? (
        <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
          {data.stage === "RESULTS"
            ? t("judging.page.closed")
            : t("judging.page.notOpen")}
        </p>
      ) : null}
      {!current ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-600">
          {t("judging.page.empty")}
        </p>
      ) : (
        <>
          <nav
            className="flex items-center justify-between gap-2"
            aria-label={t("judging.page.title")}
          >
            <Button
              variant="outline"
              size="sm"
              disabled={index === 0}
              onClick={() => setIndex(index - 1)}
            >
              <ChevronLeft className="size-4" aria-hidden />
              {t("judging.page.prev")}
            </Button>
            <span className="text-sm text-slate-700 tabular-nums">
              {t("judging.page.position", { index: index + 1, count })}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={index >= count - 1}
              onClick={() => setIndex(index + 1)}
            >
              {t("judging.page.next")}
              <ChevronRight className="size-4" aria-hidden />
            </Button>
          </nav>
          <SubmissionSheet
            key={current.id}
            eventId={eventId}
            submission={current}
            view={data}
          />
          <p className="hidden text-[13px] text-slate-600 sm:block">
            {t("judging.page.keys")}
          </p>
        </>
      )}
    </div>
  );
}

function SubmissionSheet({
  eventId,
  submission,
  view,
}: {
  eventId: string;
  submission: JudgingSubmission;
  view: JudgingView;
}) {
  const { t } = useTranslation("ui");
  const save = useSaveJudgeScore(eventId);
  const [scores, setScores] = useState<Record<string, number>>(() =>
    Object.fromEntries(
      submission.myScores.map((s) => [s.criterionId, s.score]),
    ),
  );
  const [comment, setComment] = useState(submission.myComment ?? "");
  const complete = view.criteria.every((c) => scores[c.id] !== undefined);
  const editable = view.open && !submission.ownTeam;
  const links = [
    [submission.demoUrl, t("judging.page.demo")],
    [submission.sourceCode, t("judging.page.source")],
    [submission.presentationUrl, t("judging.page.slides")],
  ].filter((l): l is [string, string] => Boolean(l[0]));
  const submit = () =>
    save.mutate(
      {
        submissionId: submission.id,
        body: {
          scores: view.criteria.map((c) => ({
            criterionId: c.id,
            score: scores[c.id]!,
          })),
          comment,
        },
      },
      {
        onSuccess: () => toast.success(t("judging.page.saved")),
        onError: (e) => toast.error(errorMessage(e, t("judging.page.save"))),
      },
    );

  return (
    <article
      className="grid gap-4 lg:grid-cols-[3fr_2fr]"
      aria-labelledby={`sheet-${submission.id}`}
      data-testid="judge-sheet"
    >
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <div className="flex items-start justify-between gap-2">
          <h2
            id={`sheet-${submission.id}`}
            className="text-lg font-semibold text-slate-900"
          >
            {submission.title}
          </h2>
          {submission.scored ? (
            <span className="shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-[13px] font-medium text-emerald-800">
              {t("judging.page.scoredBadge")}
            </span>
          ) : null}
        </div>
        {submission.screenshots[0] ? (
          <img
            src={submission.screenshots[0]}
            alt=""
            className="max-h-64 w-full rounded-xl object-cover"
          />
        ) : null}
        <p className="text-sm whitespace-pre-line text-slate-800">
          {submission.description}
        </p>
        {links.length ? (
          <ul className="flex flex-wrap gap-3 text-sm">
            {links.map(([href, label]) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="text-brand-700 underline underline-offset-4"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm text-slate-700">
          <span className="font-medium">{t("judging.page.team")}：</span>
          {submission.team.map((m) => m.name).join("、")}
        </p>
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        {submission.ownTeam ? (
          <p className="text-sm text-amber-900">{t("judging.page.ownTeam")}</p>
        ) : null}
        {view.criteria.map((c) => (
          <ScorePicker
            key={c.id}
            label={criterionName(c, t("judging.criteria.overall"))}
            description={c.description || undefined}
            value={scores[c.id] ?? null}
            disabled={!editable}
            onChange={(score) => setScores({ ...scores, [c.id]: score })}
          />
        ))}
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-900">
          {t("judging.page.comment")}
          <span className="text-[13px] font-normal text-slate-600">
            {t("judging.page.commentHint")}
          </span>
          <Textarea
            value={comment}
            rows={3}
            disabled={!editable}
            onChange={(e) => setComment(e.target.value)}
          />
        </label>
        {editable ? (
          <div className="flex flex-col gap-1">
            <Button
              onClick={submit}
              disabled={!complete || save.isPending}
              loading={save.isPending}
            >
              {t("judging.page.save")}
            </Button>
            {!complete ? (
              <p className="text-[13px] text-slate-600">
                {t("judging.page.scoreAll")}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
