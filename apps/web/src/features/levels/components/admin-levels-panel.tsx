import { getLevel, type Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { LevelBadges } from "@/components/level-badges.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { UserSearchCombobox } from "@/components/ui/user-search-combobox.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useUserSearch } from "@/lib/use-user-search.ts";
import { useAdminLevels } from "../api/get-admin-levels.ts";
import { LevelGrantForm } from "./level-grant-form.tsx";
import { LevelHistory } from "./level-history.tsx";
import "@/i18n/parts/levels.ts";

interface AdminLevelsPanelProps {
  locale: Locale;
  /** The person chosen (the page keeps it in `?user=`, so a profile can link straight here). */
  userId: string | null;
  onPick: (userId: string) => void;
}

/** docs/product/accounts-and-profile.md#level-badges: the community admins' panel: find a person, change a level, read the history. */
export function AdminLevelsPanel({ locale, userId, onPick }: AdminLevelsPanelProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const searchId = useId();
  const [query, setQuery] = useState("");
  const search = useUserSearch(query, []);
  const person = useAdminLevels(userId);

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-1.5 p-5">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
          {t("levelsAdmin.search")}
        </label>
        <UserSearchCombobox
          id={searchId}
          search={search}
          onQueryChange={setQuery}
          exclude={userId ? [userId] : []}
          onPick={(user) => onPick(user.id)}
          showRole
          labels={{
            placeholder: t("levelsAdmin.searchPlaceholder"),
            results: t("levelsAdmin.searchResults"),
            searching: t("levelsAdmin.searching"),
            noResults: t("levelsAdmin.noResults"),
            failed: t("levelsAdmin.searchFailed"),
          }}
        />
      </Card>
      {userId === null ? (
        <p className="text-sm text-slate-600">{t("levelsAdmin.pickHint")}</p>
      ) : person.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : !person.data ? (
        <ErrorPanel error={person.error} onRetry={() => void person.refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
          <Card className="flex flex-col gap-5 p-5">
            <div className="flex items-center gap-3">
              <Avatar name={person.data.user.name} src={person.data.user.image} size="lg" />
              <div className="min-w-0">
                <h2 className="truncate text-lg font-semibold text-slate-900">{person.data.user.name}</h2>
                <Link to="/$locale/u/$handle" params={{ locale, handle: person.data.user.username ?? person.data.user.id }} className="text-sm text-brand-700 hover:underline">
                  {t("levelsAdmin.viewProfile")}
                </Link>
              </div>
            </div>
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-900">{t("levelsAdmin.current")}</h3>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                {person.data.tracks.map((p) => {
                  const level = getLevel(p.held);
                  return (
                    <div key={p.track} className="rounded-lg bg-slate-50 px-3 py-2">
                      <dt className="text-xs text-slate-600">{t(`shared:levelTrack.${p.track}`)}</dt>
                      <dd className="font-medium text-slate-900">{level ? `${level.id} · ${t(`shared:${level.labelKey}`)}` : t("levelsAdmin.none")}</dd>
                    </div>
                  );
                })}
              </dl>
              <LevelBadges user={person.data.user} className="mt-3" />
            </div>
            <div className="border-t border-slate-100 pt-4">
              <h3 className="mb-3 text-sm font-semibold text-slate-900">{t("levelsAdmin.formTitle")}</h3>
              <LevelGrantForm key={person.data.user.id} person={person.data} />
            </div>
          </Card>
          <Card className="p-5">
            <h3 className="mb-1 text-sm font-semibold text-slate-900">{t("levelsAdmin.history")}</h3>
            <LevelHistory history={person.data.history} locale={locale} />
          </Card>
        </div>
      )}
    </div>
  );
}
