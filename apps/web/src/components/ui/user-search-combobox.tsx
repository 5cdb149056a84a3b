import { USER_SEARCH_DEBOUNCE_MS, USER_SEARCH_LIMIT, USER_SEARCH_MIN_CHARS, type UserSearchResult } from "@commons/domain";
import { type KeyboardEvent, useEffect, useState } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useDebouncedValue } from "@/lib/use-debounced-value.ts";
import { cn } from "@/lib/utils.ts";

export interface UserSearchState {
  data?: readonly UserSearchResult[];
  isFetching: boolean;
  isError: boolean;
}

interface UserSearchComboboxProps {
  id: string;
  /** The feature's own search (its query hook) for the text `onQueryChange` last reported. */
  search: UserSearchState;
  /** Called with the typed text once typing pauses (USER_SEARCH_DEBOUNCE_MS). */
  onQueryChange: (query: string) => void;
  /** Already chosen (or otherwise not offered): filtered out of the results. */
  exclude: readonly string[];
  onPick: (user: UserSearchResult) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Whether each option shows the person's role (the team picker does, to tell namesakes apart). */
  showRole?: boolean;
  labels: { placeholder: string; results: string; searching: string; noResults: string; failed: string };
}

/**
 * The people search every picker shares (docs/product/hackathons.md#team-member-search): a keyboard-operable
 * combobox (ARIA 1.2) that searches from 2 characters after a 300 ms pause and offers at most 10 people,
 * never one already chosen. Enter picks the highlighted person and never submits the form around it; an IME
 * still composing Chinese keeps its keys.
 */
export function UserSearchCombobox({ id, search, onQueryChange, exclude, onPick, disabled, invalid, describedBy, showRole, labels }: UserSearchComboboxProps) {
  const listId = `${id}-list`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text, USER_SEARCH_DEBOUNCE_MS);
  useEffect(() => onQueryChange(query), [query, onQueryChange]);
  const results = (search.data ?? []).filter((u) => !exclude.includes(u.id)).slice(0, USER_SEARCH_LIMIT);
  const showList = open && !disabled && text.trim().length >= USER_SEARCH_MIN_CHARS;
  const optionId = (i: number) => `${listId}-option-${i}`;

  const pick = (user: UserSearchResult) => {
    onPick(user);
    setText("");
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (results.length) setActive((i) => (i + (event.key === "ArrowDown" ? 1 : results.length - 1)) % results.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const user = showList ? results[active] : undefined;
      if (user) pick(user);
    } else if (event.key === "Escape" && showList) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };
  const status = search.isError
    ? labels.failed
    : search.isFetching && results.length === 0
      ? labels.searching
      : query.trim().length >= USER_SEARCH_MIN_CHARS && results.length === 0 && !search.isFetching
        ? labels.noResults
        : null;

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && results[active] ? optionId(active) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        value={text}
        disabled={disabled}
        placeholder={labels.placeholder}
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
        aria-label={labels.results}
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
              pick(user);
            }}
            onMouseEnter={() => setActive(i)}
          >
            <Avatar name={user.name} src={user.image} size="xs" />
            <span className="font-medium">{user.name}</span>
            {user.username ? <span className="text-slate-600">@{user.username}</span> : null}
            {showRole && user.userRoleString ? <span className="ml-auto truncate text-[13px] text-slate-600">{user.userRoleString}</span> : null}
          </li>
        ))}
      </ul>
      {showList && status ? (
        <p className="mt-1 text-[13px] text-slate-600" role="status">
          {status}
        </p>
      ) : null}
    </div>
  );
}
