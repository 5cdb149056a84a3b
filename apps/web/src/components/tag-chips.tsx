import { TAGS_SHOWN } from "@commons/domain";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";

interface TagChipsProps {
  tags: readonly string[];
  /** Renders one tag; defaults to plain text. Lets the list page make each tag a filter link. */
  renderTag?: (tag: string, className: string) => ReactNode;
  className?: string;
}

export const tagChipClass = "inline-flex items-center rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-600";

/** The first four tags, then "+N" for the rest (docs/product/event-page.md#info-card). */
export function TagChips({ tags, renderTag, className }: TagChipsProps) {
  const { t } = useTranslation(["ui", "shared"]);
  if (tags.length === 0) return null;
  const shown = tags.slice(0, TAGS_SHOWN);
  const rest = tags.length - shown.length;
  return (
    <ul className={cn("flex flex-wrap items-center gap-1.5", className)} aria-label={t("event.tags")}>
      {shown.map((tag) => (
        <li key={tag}>{renderTag ? renderTag(tag, tagChipClass) : <span className={tagChipClass}>{t("event.tag", { tag })}</span>}</li>
      ))}
      {rest > 0 ? (
        <li>
          <span className={cn(tagChipClass, "bg-transparent text-slate-500")} title={tags.slice(TAGS_SHOWN).join(", ")}>
            {t("common.plusN", { n: rest })}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
