import { USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_LIMIT, USER_SEARCH_MIN_CHARS, type UserSearchResult } from "@commons/domain";
import X from "lucide-react/icons/x";
import { type KeyboardEvent, useId, useState } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useDebouncedValue } from "@/lib/use-debounced-value.ts";
import { cn } from "@/lib/utils.ts";
import { useUserSearch } from "../api/search-users.ts";
import "@/i18n/parts/hackathon-submit.ts";

/** A chosen teammate: what the search answers, enough to show them. */
export type Teammate = Pick<UserSearchResult, "id" | "name" | "username" | "image">;

interface TeamMemberPickerProps {
  id: string;
  value: readonly Teammate[];
  onChange: (next: Teammate[]) => void;
  /** The submitter: never offered. */
  submitterId: string;
  /** maxTeamSize − 1. */
  maxOthers: number;
  allowSolo: boolean;
  /** Only the submitter changes the team; members see it read-only. */
  readOnly: boolean;
  error?: string;
}

/**
 * docs/product/hackathons.md#team-member-search: a keyboard-operable combobox (ARIA 1.2 pattern) that
 * searches from 2 characters after a 300 ms pause, shows at most 10 people, never the ones already chosen,
 * and stops at the team's limit with a message. The server's refusal naming a person shows below it.
 */
export function TeamMemberPicker({ id, value, onChange, submitterId, maxOthers, allowSolo, readOnly, error }: TeamMemberPickerProps) {
  const { t } = useTranslation("ui");
  const listId = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text, USER_SEARCH_DEBOUNCE_MS);
  const chosen = value.map((m) => m.id);
  const full = value.length >= maxOthers;
  const search = useUserSearch(readOnly || full ? "" : query, chosen);
  const typedEnough = text.trim().length >= USER_SEARCH_MIN_CHARS;
  const results = (search.data ?? []).filter((u) => u.id !== submitterId && !chosen.includes(u.id)).slice(0, USER_SEARCH_LIMIT);
  const showList = open && typedEnough && !full;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const add = (user: UserSearchResult) => {
    if (full) return;
    onChange([...value, { id: user.id, name: user.name, username: user.username, image: user.image }]);
    setText("");
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // an IME is still composing Chinese
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (results.length) setActive((i) => (i + (event.key === "ArrowDown" ? 1 : results.length - 1)) % results.length);
    } else if (event.key === "Enter") {
      // Enter picks the highlighted person; it never submits the form around.
      event.preventDefault();
      const user = showList ? results[active] : undefined;
      if (user) add(user);
    } else if (event.key === "Escape" && showList) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const status = search.isError
    ? t("submit.team.searchFailed")
    : search.isFetching && results.length === 0
      ? t("submit.team.searching")
      : query.trim().length >= USER_SEARCH_MIN_CHARS && results.length === 0 && !search.isFetching
        ? t("submit.team.noResults")
        : null;
  const hint = readOnly ? t("submit.team.submitterOnly") : full ? t("submit.team.full", { max: maxOthers }) : allowSolo ? t("submit.team.soloHint") : t("submit.team.needMate");

  return (
    <div className="flex flex-col gap-1.5" data-testid="team-member-picker">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t("submit.team.label")}
        </label>
        <span className={cn("text-[13px] tabular-nums", full ? "font-medium text-amber-700" : "text-slate-600")} aria-live="polite">
          {t("submit.team.count", { count: value.length, max: maxOthers })}
        </span>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("submit.team.label")}>
          {value.map((member) => (
            <li key={member.id} className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 py-1 pr-1 pl-1 text-sm text-slate-800">
              <Avatar name={member.name} src={member.image} size="xs" />
              <span>{member.name}</span>
              {readOnly ? (
                <span className="w-1" />
              ) : (
                <button
                  type="button"
                  className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
                  aria-label={t("submit.team.remove", { name: member.name })}
                  onClick={() => onChange(value.filter((m) => m.id !== member.id))}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {readOnly ? null : (
        <div className="relative">
          <Input
            id={id}
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && results[active] ? optionId(active) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-message`}
            value={text}
            disabled={full}
            placeholder={t("submit.team.placeholder")}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(0);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t("submit.team.results")}
            hidden={!showList || results.length === 0}
            className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-pop"
          >
            {results.map((user, i) => (
              <li
                key={user.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={cn("flex cursor-pointer items-center gap-2 px-3 py-2 text-sm", i === active ? "bg-brand-50 text-brand-900" : "text-slate-800")}
                // mousedown, not click: the box would lose focus (and close the list) before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(user);
                }}
                onMouseEnter={() => setActive(i)}
              >
                <Avatar name={user.name} src={user.image} size="xs" />
                <span className="font-medium">{user.name}</span>
                {user.username ? <span className="text-slate-600">@{user.username}</span> : null}
                {user.userRoleString ? <span className="ml-auto truncate text-[13px] text-slate-600">{user.userRoleString}</span> : null}
              </li>
            ))}
          </ul>
          {showList && status ? (
            <p className="mt-1 text-[13px] text-slate-600" role="status">
              {status}
            </p>
          ) : null}
        </div>
      )}
      {error ? (
        <p id={`${id}-message`} role="alert" className="text-[13px] text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-message`} className="text-[13px] text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
