import {
  USER_SEARCH_DEBOUNCE_MS,
  USER_SEARCH_LIMIT,
  USER_SEARCH_MIN_CHARS,
  type UserSearchResult,
} from "@commons/domain";
import { type KeyboardEvent, useId, useState } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useDebouncedValue } from "@/lib/use-debounced-value.ts";
import { cn } from "@/lib/utils.ts";
import { useJudgeSearch } from "../api/search-users.ts";
import "@/i18n/parts/hackathon-judging.ts";

interface JudgePickerProps {
  /** Already named: never offered. */
  exclude: readonly string[];
  onPick: (user: UserSearchResult) => void;
  disabled?: boolean;
}

/**
 * docs/product/hackathons.md#judging: a keyboard-operable combobox (ARIA 1.2) that searches users from 2
 * characters after a 300 ms pause and offers at most 10, never someone already a judge.
 */
export function JudgePicker({ exclude, onPick, disabled }: JudgePickerProps) {
  const { t } = useTranslation("ui");
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text, USER_SEARCH_DEBOUNCE_MS);
  const search = useJudgeSearch(query, exclude);
  const results = (search.data ?? [])
    .filter((u) => !exclude.includes(u.id))
    .slice(0, USER_SEARCH_LIMIT);
  const showList = open && text.trim().length >= USER_SEARCH_MIN_CHARS;

  const pick = (user: UserSearchResult) => {
    onPick(user);
    setText("");
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // an IME is still composing Chinese
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (results.length)
        setActive(
          (i) =>
            (i + (event.key === "ArrowDown" ? 1 : results.length - 1)) %
            results.length,
        );
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
  const status =
    search.isFetching && results.length === 0
      ? t("judging.judges.searching")
      : query.trim().length >= USER_SEARCH_MIN_CHARS && results.length === 0
        ? t("judging.judges.noResults")
        : null;

  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t("judging.judges.search")}
      </label>
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={
          showList && results[active] ? `${listId}-${active}` : undefined
        }
        value={text}
        disabled={disabled}
        placeholder={t("judging.judges.placeholder")}
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
        aria-label={t("judging.judges.results")}
        hidden={!showList || results.length === 0}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-pop"
      >
        {results.map((user, i) => (
          <li
            key={user.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={cn(
              "flex cursor-pointer items-center gap-2 px-3 py-2 text-sm",
              i === active ? "bg-brand-50 text-brand-900" : "text-slate-800",
            )}
            // mousedown, not click: the box would lose focus (and close the list) before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(user);
            }}
            onMouseEnter={() => setActive(i)}
          >
            <Avatar name={user.name} src={user.image} size="xs" />
            <span className="font-medium">{user.name}</span>
            {user.username ? (
              <span className="text-slate-600">@{user.username}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {showList && status ? (
        <p className="text-[13px] text-slate-600" role="status">
          {status}
        </p>
      ) : null}
    </div>
  );
}
