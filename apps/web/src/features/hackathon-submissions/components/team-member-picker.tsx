import type { UserSearchResult } from "@commons/domain";
import X from "lucide-react/icons/x";
import { useState } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { UserSearchCombobox } from "@/components/ui/user-search-combobox.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useUserSearch } from "@/lib/use-user-search.ts";
import { cn } from "@/lib/utils.ts";
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
  const [query, setQuery] = useState("");
  const chosen = value.map((m) => m.id);
  const full = value.length >= maxOthers;
  const search = useUserSearch(readOnly || full ? "" : query, chosen);

  const add = (user: UserSearchResult) => {
    if (full) return;
    onChange([...value, { id: user.id, name: user.name, username: user.username, image: user.image }]);
  };
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
        <UserSearchCombobox
          id={id}
          search={search}
          onQueryChange={setQuery}
          exclude={[submitterId, ...chosen]}
          onPick={add}
          disabled={full}
          invalid={Boolean(error)}
          describedBy={`${id}-message`}
          showRole
          labels={{
            placeholder: t("submit.team.placeholder"),
            results: t("submit.team.results"),
            searching: t("submit.team.searching"),
            noResults: t("submit.team.noResults"),
            failed: t("submit.team.searchFailed"),
          }}
        />
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
