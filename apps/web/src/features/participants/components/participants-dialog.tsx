import { type Locale, PARTICIPANTS_PAGE_SIZE, PARTICIPANTS_SEARCH_DEBOUNCE_MS, PARTICIPANTS_SEARCH_MAX_LENGTH } from "@commons/domain";
import Search from "lucide-react/icons/search";
import UsersRound from "lucide-react/icons/users-round";
import { type ReactNode, useId, useState } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useDebouncedValue } from "@/lib/use-debounced-value.ts";
import { useParticipantInterests } from "../api/get-participant-interests.ts";
import { useParticipants } from "../api/get-participants.ts";
import { useToggleParticipantInterest } from "../api/toggle-participant-interest.ts";
import { useInterestStates } from "../hooks/use-interest-states.ts";
import { ListFailed, Pager } from "./participants-dialog-parts.tsx";
import { ParticipantCard } from "./participant-card.tsx";

export interface ParticipantsDialogProps {
  eventId: string;
  locale: Locale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewerId: string | null;
  /** An approved registrant may mark others (docs/product/people.md#mutual-interest). */
  canMark: boolean;
  /** Beside the title: room for another feature's entry point (the card gallery), placed by the page. */
  headerAction?: ReactNode;
}

/**
 * The participants dialog (docs/product/people.md#participants): a server-side search over name, username,
 * bio, role and current work (300 ms after typing stops), 12 a page, each person with their projects, a
 * link to their profile and, for approved registrants, the interest heart.
 */
export function ParticipantsDialog({ eventId, locale, open, onOpenChange, viewerId, canMark, headerAction }: ParticipantsDialogProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [text, setText] = useState("");
  const q = useDebouncedValue(text.trim(), PARTICIPANTS_SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen in: a new search starts from its first page.
  const [paging, setPaging] = useState({ q: "", page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const setPage = (next: number) => setPaging({ q, page: next });
  const list = useParticipants(eventId, page, q, open);
  const interests = useParticipantInterests(eventId, open && canMark);
  const toggle = useToggleParticipantInterest(eventId);
  const stateOf = useInterestStates(interests.data);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PARTICIPANTS_PAGE_SIZE)) : 1;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            {t("participants.title")}
            {headerAction}
          </span>
        }
        description={t("participants.dialog.description")}
        closeLabel={t("common.close")}
        className="sm:max-w-3xl"
        data-testid="participants-dialog"
      >
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t("participants.search.label")}
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <Input
            id={searchId}
            type="search"
            value={text}
            maxLength={PARTICIPANTS_SEARCH_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
            placeholder={t("participants.search.placeholder")}
            className="pl-9"
          />
        </div>
        <p className="mt-3 text-xs text-slate-600" aria-live="polite">
          {data ? t("participants.total", { total: data.total }) : null}
        </p>
        <div className="mt-2" aria-busy={list.isFetching}>
          {list.isPending ? (
            <div className="grid gap-3 sm:grid-cols-2">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-32 rounded-2xl" />
              ))}
            </div>
          ) : list.isError && !data ? (
            <ListFailed onRetry={() => void list.refetch()} />
          ) : data && data.participants.length === 0 ? (
            <EmptyState icon={<UsersRound />} title={q ? t("participants.noMatch") : t("participants.empty")} className="py-10" />
          ) : data ? (
            <ul className="grid gap-3 sm:grid-cols-2" data-testid="participants-list">
              {data.participants.map((person) => {
                const isSelf = person.id === viewerId;
                const state = stateOf(person.id);
                return (
                  <ParticipantCard
                    key={person.id}
                    person={person}
                    locale={locale}
                    isSelf={isSelf}
                    interest={
                      canMark && !isSelf && interests.isSuccess
                        ? { ...state, onToggle: () => toggle.mutate({ id: person.id, name: person.name, username: person.username, image: person.image, userRoleString: person.userRoleString }) }
                        : undefined
                    }
                  />
                );
              })}
            </ul>
          ) : null}
          {list.isError && data ? <ListFailed onRetry={() => void list.refetch()} /> : null}
        </div>
        {data && pages > 1 ? <Pager page={page} pages={pages} hasNext={data.hasNextPage} onPage={setPage} /> : null}
      </DialogContent>
    </Dialog>
  );
}
