import { useTranslation } from "@/lib/i18n.ts";
import type { EventDetail } from "@commons/domain";
import { DetailSection } from "./detail-section.tsx";

/**
 * "About this event". `richContent` is sanitised by the server against an allow-list when it is
 * written (design rule: never trust stored HTML), so it is rendered as is; plain `description` is
 * the fallback for events created without the editor.
 */
export function EventAbout({ event }: { event: EventDetail }) {
  const { t } = useTranslation(["ui", "shared"]);
  const html = event.richContent?.trim();
  const text = event.description?.trim();
  return (
    <DetailSection title={t("event.about")}>
      {html ? (
        <div className="rich-content" dangerouslySetInnerHTML={{ __html: html }} />
      ) : text ? (
        <p className="rich-content whitespace-pre-line">{text}</p>
      ) : (
        <p className="text-sm text-slate-500">{t("event.noDescription")}</p>
      )}
    </DetailSection>
  );
}
