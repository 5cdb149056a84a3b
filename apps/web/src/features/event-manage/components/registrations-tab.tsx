import { type Locale, REGISTRATION_STATUSES, type RegistrationStatus, type OrganiserRegistration } from "@commons/domain";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Search from "lucide-react/icons/search";
import UserPlus from "lucide-react/icons/user-plus";
import Users from "lucide-react/icons/users";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useDebouncedValue } from "@/lib/use-debounced-value.ts";
import { cn } from "@/lib/utils.ts";
import { useUndoCheckIn } from "../api/check-ins.ts";
import { useRegistrations } from "../api/get-registrations.ts";
import { useBulkReview, useReviewRegistration } from "../api/review-registrations.ts";
import type { ManagedEvent } from "../api/get-managed-event.ts";
import type { ReviewStatus } from "../api/review-registrations.ts";
import { useSelection } from "../hooks/use-selection.ts";
import { AddRegistrationDialog } from "./add-registration-dialog.tsx";
import { InvitationsList } from "./invitations-list.tsx";
import { BulkBar } from "./bulk-bar.tsx";
import { RegistrationDetailsDialog } from "./registration-details-dialog.tsx";
import { RegistrationsTable } from "./registrations-table.tsx";
import { RejectDialog } from "./reject-dialog.tsx";
import "@/i18n/parts/console.ts";

const SEARCH_DEBOUNCE_MS = 300;

export function RegistrationsTab({ event, locale }: { event: ManagedEvent; locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  const [status, setStatus] = useState<RegistrationStatus | undefined>();
  const [ticketTypeId, setTicketTypeId] = useState<string | undefined>();
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isPending, isPlaceholderData, refetch } = useRegistrations(event.id, { status, ticketTypeId, q: q || undefined, page });
  const selection = useSelection();
  const review = useReviewRegistration(event.id);
  const bulk = useBulkReview(event.id);
  const undoCheckIn = useUndoCheckIn(event.id);
  const [openId, setOpenId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const [adding, setAdding] = useState(false);
  const ticketName = (id: string | null) => event.ticketTypes.find((ticket) => ticket.id === id)?.name ?? null;
  const open: OrganiserRegistration | null = data?.registrations.find((row) => row.id === openId) ?? null;

  const filterBy = (apply: () => void) => {
    apply();
    setPage(1);
  };

  const [rejectVia, setRejectVia] = useState<"single" | "bulk">("single");
  // The details dialog decides one registration; the bulk bar always goes through the bulk route, so
  // every ticked row gets its own result and the ones that failed stay ticked.
  const decide = async (ids: string[], next: ReviewStatus, via: "single" | "bulk", note: string | null = null) => {
    if (next === "REJECTED" && rejecting === null) {
      setRejecting(ids);
      setRejectVia(via);
      return;
    }
    if (via === "single" && ids[0]) {
      await review.mutateAsync({ registrationId: ids[0], status: next, note }).then(
        () => toast.success(t("console.reg.updated", { count: 1 })),
        () => undefined,
      );
    } else {
      try {
        const { results } = await bulk.mutateAsync({ registrationIds: ids, status: next, note });
        const failed = results.filter((result) => !result.ok);
        if (failed.length === 0) toast.success(t("console.reg.updated", { count: results.length }));
        else toast.warning(t("console.reg.partlyUpdated", { ok: results.length - failed.length, failed: failed.length }), { description: failed[0]?.error });
        selection.keepOnly(failed.map((result) => result.id));
      } catch {
        // The mutation cache already showed the failure.
      }
    }
    setRejecting(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("console.reg.statusFilter")}>
        {[undefined, ...REGISTRATION_STATUSES].map((value) => (
          <button
            key={value ?? "all"}
            type="button"
            aria-pressed={status === value}
            onClick={() => filterBy(() => setStatus(value))}
            className={cn(
              "rounded-full border px-3 py-1 text-sm transition-colors",
              status === value ? "border-slate-900 bg-slate-900 text-white" : "border-slate-200 bg-white text-slate-600 hover:border-slate-300 hover:text-slate-900",
            )}
          >
            {value ? t(`shared:console.registrationStatus.${value}`) : t("console.reg.all")}
          </button>
        ))}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <Input type="search" value={query} onChange={(e) => filterBy(() => setQuery(e.target.value))} placeholder={t("console.reg.searchPlaceholder")} aria-label={t("console.reg.search")} className="pl-9" />
        </div>
        {event.ticketTypes.length > 0 ? (
          <div className="sm:w-48">
            <Select aria-label={t("console.reg.ticketFilter")} value={ticketTypeId ?? ""} onChange={(e) => filterBy(() => setTicketTypeId(e.target.value || undefined))}>
              <option value="">{t("console.reg.allTickets")}</option>
              {event.ticketTypes.map((ticket) => (
                <option key={ticket.id} value={ticket.id}>
                  {ticket.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <Button variant="outline" onClick={() => setAdding(true)}>
          <UserPlus aria-hidden />
          {t("console.reg.addTitle")}
        </Button>
      </div>

      <InvitationsList eventId={event.id} locale={locale} timeZone={event.timezone} />
      {isPending ? (
        <Skeleton className="h-80 w-full rounded-2xl" />
      ) : !data ? (
        <ErrorPanel error={error} onRetry={() => void refetch()} />
      ) : data.registrations.length === 0 ? (
        <EmptyState icon={<Users />} title={t("console.reg.empty")} description={status || q || ticketTypeId ? t("console.reg.emptyFiltered") : t("console.reg.emptyHint")} />
      ) : (
        <div className={cn("flex flex-col gap-3 transition-opacity", isPlaceholderData && "opacity-60")}>
          <RegistrationsTable rows={data.registrations} selection={selection} ticketName={ticketName} locale={locale} timeZone={event.timezone} onOpen={(row) => setOpenId(row.id)} />
          <div className="flex items-center justify-between text-sm text-slate-500">
            <span>{t("console.reg.total", { count: data.pagination.total })}</span>
            {data.pagination.totalPages > 1 ? (
              <div className="flex items-center gap-2">
                <Button variant="outline" size="icon-sm" aria-label={t("console.reg.prev")} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  <ChevronLeft aria-hidden />
                </Button>
                <span className="tabular-nums">{t("console.reg.page", { page, total: data.pagination.totalPages })}</span>
                <Button variant="outline" size="icon-sm" aria-label={t("console.reg.next")} disabled={page >= data.pagination.totalPages} onClick={() => setPage(page + 1)}>
                  <ChevronRight aria-hidden />
                </Button>
              </div>
            ) : null}
          </div>
        </div>
      )}

      <BulkBar count={selection.selected.size} busy={bulk.isPending} onAction={(next) => void decide([...selection.selected], next, "bulk")} onClear={selection.clear} />
      <RegistrationDetailsDialog
        registration={open}
        ticketName={ticketName}
        locale={locale}
        timeZone={event.timezone}
        busy={review.isPending || undoCheckIn.isPending}
        onClose={() => setOpenId(null)}
        onReview={(next) => void decide([open?.id ?? ""], next, "single")}
        onUndoCheckIn={() =>
          void undoCheckIn.mutateAsync(open?.id ?? "").then(
            () => toast.success(t("console.checkin.undone", { name: open?.user.name ?? "" })),
            () => undefined,
          )
        }
      />
      <RejectDialog
        open={rejecting !== null}
        count={rejecting?.length ?? 0}
        busy={review.isPending || bulk.isPending}
        onOpenChange={(next) => !next && setRejecting(null)}
        onConfirm={(note) => void decide(rejecting ?? [], "REJECTED", rejectVia, note)}
      />
      <AddRegistrationDialog eventId={event.id} open={adding} onOpenChange={setAdding} ticketTypes={event.ticketTypes} />
    </div>
  );
}
