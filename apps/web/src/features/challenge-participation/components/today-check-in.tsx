import type { ChallengeParticipation } from "@commons/domain";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useCheckIn, useMyCheckIns } from "../api/participation.ts";
import { CheckInFormView, type RenderImages } from "./check-in-form.tsx";
import "@/i18n/parts/challenge-page.ts";

/**
 * Today's check-in while the challenge runs (docs/product/challenges.md#check-ins): the form for day N, or,
 * when today's exists, the same form holding it (a second check-in the same day edits the first).
 */
export function TodayCheckIn({ eventId, participation, renderImages }: { eventId: string; participation: ChallengeParticipation; renderImages: RenderImages }) {
  const { t } = useTranslation("ui");
  const checkIn = useCheckIn(eventId);
  const todayId = participation.todayCheckInId;
  const mine = useMyCheckIns(eventId, todayId !== null);
  if (todayId && mine.isPending) return <Skeleton className="h-80 rounded-xl" />;
  const today = todayId ? (mine.data?.find((c) => c.id === todayId) ?? null) : null;
  return (
    <section aria-labelledby="challenge-today-heading" className="flex flex-col gap-3" data-testid="challenge-today">
      <h3 id="challenge-today-heading" className="text-base font-semibold text-slate-900">
        {t("challengeCheckIn.title", { day: participation.today ?? 1 })}
      </h3>
      {today ? <p className="rounded-lg bg-sky-50 px-3 py-2 text-[13px] text-sky-900">{t("challengeCheckIn.editingToday")}</p> : null}
      <CheckInFormView
        // Re-seeded once today's check-in exists or changes.
        key={today ? `${today.id}-${today.updatedAt}` : "new"}
        initial={today}
        idPrefix="challenge-today"
        renderImages={renderImages}
        submitLabel={t(today ? "challengeCheckIn.update" : "challengeCheckIn.submit")}
        pending={checkIn.isPending}
        onSubmit={async (body, form) => {
          try {
            await checkIn.mutateAsync(body);
            toast.success(tShared("challenges.checkedIn"));
          } catch (err) {
            const failure = form.failed(err);
            if (failure) toast.error(failure.error.message || t("challengeCheckIn.failed"));
          }
        }}
      />
    </section>
  );
}
