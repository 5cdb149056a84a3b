import { AWARD_CATEGORIES, AWARD_LEVELS, type AwardCategory, type AwardLevel } from "@commons/domain";
import Search from "lucide-react/icons/search";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import { type CertificateFilters, type TileKey, TILE_KEYS } from "../hooks/filter-certificates.ts";
import { LEVEL_STYLES } from "./level-style.ts";
import "@/i18n/parts/certificates.ts";

/** The search box and the two filters (native selects, each with its label: the most usable pickers on phones). */
export function CertificatesToolbar({ filters, onChange }: { filters: CertificateFilters; onChange: (next: CertificateFilters) => void }) {
  const { t } = useTranslation("ui");
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_180px_180px]">
      <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
        <label htmlFor="certificates-search" className="text-xs font-medium text-slate-700">
          {t("certificates.search")}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
          <Input
            id="certificates-search"
            type="search"
            value={filters.query}
            placeholder={t("certificates.searchPlaceholder")}
            onChange={(e) => onChange({ ...filters, query: e.target.value })}
            className="pl-9"
          />
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="certificates-level" className="text-xs font-medium text-slate-700">
          {t("certificates.filterLevel")}
        </label>
        <Select id="certificates-level" value={filters.level} onChange={(e) => onChange({ ...filters, level: e.target.value as AwardLevel | "" })}>
          <option value="">{t("certificates.allLevels")}</option>
          {AWARD_LEVELS.map((level) => (
            <option key={level} value={level}>
              {tShared(`hackathons.awardLevel.${level}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="certificates-category" className="text-xs font-medium text-slate-700">
          {t("certificates.filterCategory")}
        </label>
        <Select id="certificates-category" value={filters.category} onChange={(e) => onChange({ ...filters, category: e.target.value as AwardCategory | "" })}>
          <option value="">{t("certificates.allCategories")}</option>
          {AWARD_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {tShared(`hackathons.awardCategory.${category}`)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

const TILE_LOOK: Record<TileKey, string> = {
  FIRST: "from-amber-50 to-white ring-amber-200",
  SECOND: "from-slate-50 to-white ring-slate-200",
  THIRD: "from-orange-50 to-white ring-orange-200",
  other: "from-violet-50 to-white ring-violet-200",
};

/** The four count tiles: first, second, third and every other level. */
export function CertificateTiles({ counts }: { counts: Record<TileKey, number> }) {
  const { t } = useTranslation("ui");
  return (
    <ul aria-label={t("certificates.tiles")} className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="certificate-tiles">
      {TILE_KEYS.map((key) => {
        const Icon = LEVEL_STYLES[key === "other" ? "EXCELLENCE" : key].icon;
        const text = LEVEL_STYLES[key === "other" ? "EXCELLENCE" : key].text;
        return (
          <li key={key} className={cn("flex items-center gap-3 rounded-2xl bg-gradient-to-br p-4 ring-1", TILE_LOOK[key])} data-tile={key}>
            <Icon className={cn("size-7 shrink-0", text)} aria-hidden />
            <p className="flex flex-col">
              <span className="text-2xl leading-tight font-bold text-slate-900 tabular-nums" data-count>
                {counts[key]}
              </span>
              <span className="text-xs font-medium text-slate-600">{t(`certificates.tile.${key}`)}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
