import type { UserSearchResult } from "@commons/domain";
import { useId, useState } from "react";
import { UserSearchCombobox } from "@/components/ui/user-search-combobox.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useUserSearch } from "@/lib/use-user-search.ts";
import "@/i18n/parts/hackathon-judging.ts";

interface JudgePickerProps {
  /** Already named: never offered. */
  exclude: readonly string[];
  onPick: (user: UserSearchResult) => void;
  disabled?: boolean;
}

/** docs/product/hackathons.md#judging: the people search, offering anyone not already a judge. */
export function JudgePicker({ exclude, onPick, disabled }: JudgePickerProps) {
  const { t } = useTranslation("ui");
  const id = useId();
  const [query, setQuery] = useState("");
  const search = useUserSearch(query, exclude);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t("judging.judges.search")}
      </label>
      <UserSearchCombobox
        id={id}
        search={search}
        onQueryChange={setQuery}
        exclude={exclude}
        onPick={onPick}
        disabled={disabled}
        labels={{
          placeholder: t("judging.judges.placeholder"),
          results: t("judging.judges.results"),
          searching: t("judging.judges.searching"),
          noResults: t("judging.judges.noResults"),
          failed: t("judging.judges.searchFailed"),
        }}
      />
    </div>
  );
}
