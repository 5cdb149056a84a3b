import { type EventDetail, type Locale, type Submission, stageAllowsSubmission, stageIndex } from "@commons/domain";
import Rocket from "lucide-react/icons/rocket";
import { type ReactNode, useId, useState } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button, buttonClass } from "@/components/ui/button.tsx";
import { errorMessage } from "@/lib/api-error.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useMySubmission } from "../api/get-my-submission.ts";
import { useLeaveSubmission, useWithdrawSubmission } from "../api/submission-writes.ts";
import { SubmissionDialog } from "./submission-dialog.tsx";
import "@/i18n/parts/hackathon-submit.ts";

interface SubmissionPanelProps {
  event: EventDetail;
  locale: Locale;
  viewerId: string | null;
}

/**
 * The hackathon page's submission card (docs/product/hackathons.md#submissions): what the viewer can do now.
 * Signed out, not approved, stage closed (saying when it opens), "submit project", or their team's
 * submission with edit and withdraw (the submitter) or leave (a member).
 */
export function SubmissionPanel({ event, locale, viewerId }: SubmissionPanelProps) {
  const { t } = useTranslation("ui");
  const headingId = useId();
  const config = event.hackathonConfig;
  const mine = useMySubmission(event.id, viewerId);
  const [dialogOpen, setDialogOpen] = useState(false);
  if (!config) return null;

  const stage = config.stage.current;
  const stageName = tShared(`hackathons.stage.${stage}`);
  const open = event.status === "PUBLISHED" && stageAllowsSubmission(stage);
  const approved = event.viewer?.registration?.status === "APPROVED";
  const submission = mine.data ?? null;

  // Closed for good (the event is not running, or the stage is past submission): said to everyone, signed in
  // or not, before anything else — a sign-in prompt there would promise what can no longer happen.
  const closedKey = event.status !== "PUBLISHED" ? "submit.panel.notRunning" : !open && stageIndex(stage) > stageIndex("SUBMISSION") ? "submit.panel.closed" : null;

  let body: ReactNode;
  if (closedKey && !viewerId) {
    body = <Text>{t(closedKey, { stage: stageName })}</Text>;
  } else if (!viewerId) {
    const here = typeof window === "undefined" ? `/${locale}/events/${event.id}` : window.location.pathname + window.location.search;
    body = (
      <>
        <Text>{t("submit.panel.signIn")}</Text>
        <a className={buttonClass("primary", "md", "self-start")} href={`/${locale}/auth/login?redirectTo=${encodeURIComponent(here)}`}>
          {t("submit.panel.signInAction")}
        </a>
      </>
    );
  } else if (mine.isPending) {
    body = <div className="h-16 animate-pulse rounded-xl bg-slate-100" />;
  } else if (mine.isError) {
    body = <Text>{t("submit.panel.loadFailed")}</Text>;
  } else if (submission) {
    body = <TeamSubmission eventId={event.id} submission={submission} viewerId={viewerId} open={open} onEdit={() => setDialogOpen(true)} />;
  } else if (!approved) {
    body = <Text>{t("submit.panel.notApproved")}</Text>;
  } else if (!open) {
    const key = event.status !== "PUBLISHED" ? "submit.panel.notRunning" : stageIndex(stage) < stageIndex("DEVELOPMENT") ? "submit.panel.notYet" : "submit.panel.closed";
    body = <Text>{t(key, { stage: stageName })}</Text>;
  } else {
    body = (
      <>
        <Text>{t("submit.panel.open")}</Text>
        <Button className="self-start" onClick={() => setDialogOpen(true)}>
          {t("submit.panel.submit")}
        </Button>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5" data-testid="submission-panel">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Rocket aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {t("submit.panel.heading")}
          </h2>
          <p className="text-[13px] text-slate-600">{stageName}</p>
        </div>
      </div>
      {body}
      {viewerId ? (
        <SubmissionDialog open={dialogOpen} onOpenChange={setDialogOpen} eventId={event.id} settings={config.settings} viewerId={viewerId} submission={submission} />
      ) : null}
    </section>
  );
}

function Text({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

function TeamSubmission({ eventId, submission, viewerId, open, onEdit }: { eventId: string; submission: Submission; viewerId: string; open: boolean; onEdit: () => void }) {
  const { t } = useTranslation("ui");
  const withdraw = useWithdrawSubmission(eventId);
  const leave = useLeaveSubmission(eventId);
  const [confirming, setConfirming] = useState(false);
  const isSubmitter = submission.team.some((m) => m.id === viewerId && m.role === "SUBMITTER");
  const action = isSubmitter ? withdraw : leave;

  const onConfirm = async () => {
    try {
      await action.mutateAsync(submission.id);
      toast.success(tShared(isSubmitter ? "hackathons.submit.withdrawn" : "hackathons.submit.left"));
    } catch (error) {
      toast.error(t("submit.panel.actionFailed"), { description: errorMessage(error, tShared("errorPanel.generic")) });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="my-submission">
      <div className="rounded-xl bg-slate-50 p-4">
        <p className="text-[13px] text-slate-600">{t("submit.panel.yours")}</p>
        <p className="mt-0.5 font-semibold break-words text-slate-900">{submission.title}</p>
        <ul className="mt-3 flex flex-col gap-2" aria-label={t("submit.team.label")}>
          {submission.team.map((member) => (
            <li key={member.id} className="flex items-center gap-2 text-sm text-slate-800">
              <Avatar name={member.name} src={member.image} size="sm" />
              <span className="min-w-0 truncate">{member.name}</span>
              <span className="ml-auto shrink-0 text-[13px] text-slate-600">{t(member.role === "SUBMITTER" ? "submit.panel.submitter" : "submit.panel.member")}</span>
            </li>
          ))}
        </ul>
      </div>
      {open ? (
        confirming ? (
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t(isSubmitter ? "submit.panel.withdraw" : "submit.panel.leave")}>
            <p className="w-full text-sm text-slate-700">{t(isSubmitter ? "submit.panel.confirmWithdraw" : "submit.panel.confirmLeave")}</p>
            <Button variant="danger" size="sm" loading={action.isPending} onClick={() => void onConfirm()}>
              {t("submit.panel.confirm")}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t("submit.panel.keep")}
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button onClick={onEdit}>{t("submit.panel.edit")}</Button>
            <Button variant="outline" onClick={() => setConfirming(true)}>
              {t(isSubmitter ? "submit.panel.withdraw" : "submit.panel.leave")}
            </Button>
          </div>
        )
      ) : (
        <p className="text-[13px] text-slate-600">{t("submit.panel.frozen")}</p>
      )}
    </div>
  );
}
