import { useEffect } from "react";
import { i18n } from "./i18n.ts";

/** "活动标题 · Commons"; the server sets the first title for shared links, this keeps it right after navigation. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    const brand = i18n.t("brand.name");
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title]);
}
