import type { Locale } from "@commons/domain";
import RotateCw from "lucide-react/icons/rotate-cw";
import { type FormEvent, useId, useState } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { formatRelativeTime } from "@/lib/format.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { loginHref } from "@/lib/locale-path.ts";
import { useSession } from "@/lib/session.ts";
import { useComments } from "../api/check-in-writes.ts";
import { commentErrorText, usePostComment } from "../hooks/use-post-comment.ts";
import "@/i18n/parts/challenge-feed.ts";

interface CheckInCommentsProps {
  id: string;
  eventId: string;
  checkInId: string;
  locale: Locale;
}

/**
 * docs/product/challenges.md#likes-and-comments: a check-in's comments and the form under them. The text is
 * required after trimming and checked here before any call; a signed-out reader gets a way to sign in instead.
 */
export function CheckInComments({ id, eventId, checkInId, locale }: CheckInCommentsProps) {
  const { t } = useTranslation();
  const { isSignedIn, isPending: sessionPending } = useSession();
  const comments = useComments(checkInId);
  const list = comments.data?.pages.flat() ?? [];
  const post = usePostComment(eventId, checkInId);
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      setError(t("challengeFeed.comments.required"));
      return;
    }
    setError(null);
    post.mutate(text, {
      onSuccess: () => setContent(""),
      onError: (failure) => setError(commentErrorText(failure, t("challengeFeed.comments.failed"))),
    });
  };

  return (
    <section id={id} aria-label={t("challengeFeed.comments.title")} className="flex flex-col gap-3 border-t border-slate-100 pt-3" data-testid="check-in-comments">
      {comments.isPending ? (
        <div aria-busy aria-label={t("challengeFeed.comments.loading")} className="flex flex-col gap-2">
          <Skeleton className="h-10 rounded-lg" />
          <Skeleton className="h-10 rounded-lg" />
        </div>
      ) : comments.isError && !comments.data ? (
        <p role="alert" className="flex items-center justify-between gap-2 text-sm text-slate-600">
          {t("challengeFeed.comments.loadFailed")}
          <Button variant="ghost" size="sm" onClick={() => void comments.refetch()}>
            <RotateCw aria-hidden />
            {t("challengeFeed.retry")}
          </Button>
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500">{t("challengeFeed.comments.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((comment) => (
            <li key={comment.id} className="flex gap-2.5">
              <Avatar name={comment.user.name} src={comment.user.image} size="xs" className="mt-0.5" />
              <div className="min-w-0 flex-1 rounded-xl bg-slate-50 px-3 py-2">
                <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
                  <span className="font-semibold text-slate-800">{comment.user.name}</span>
                  <time dateTime={comment.commentedAt} className="text-slate-500">
                    {formatRelativeTime(comment.commentedAt, locale)}
                  </time>
                </p>
                <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-700">{comment.content}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {comments.hasNextPage ? (
        <Button variant="ghost" size="sm" className="self-start" loading={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
          {t("challengeFeed.comments.more")}
        </Button>
      ) : null}
      {sessionPending ? null : isSignedIn ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="sr-only">
            {t("challengeFeed.comments.field")}
          </label>
          <Textarea
            id={fieldId}
            rows={2}
            className="min-h-16"
            value={content}
            onChange={(event) => setContent(event.target.value)}
            placeholder={t("challengeFeed.comments.placeholder")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" size="sm" className="self-end" loading={post.isPending}>
            {t("challengeFeed.comments.submit")}
          </Button>
        </form>
      ) : (
        <a href={loginHref(locale, window.location.pathname + window.location.search)} className="self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          {t("challengeFeed.comments.signIn")}
        </a>
      )}
    </section>
  );
}
