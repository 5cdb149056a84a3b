import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n.ts";

/**
 * docs/product/event-page.md#structure: phones only — share and
 * like on the left, the registration action filling the rest.
 */
export function MobileActionBar({ start, main }: { start: ReactNode; main: ReactNode }) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <div
      role="toolbar"
      aria-label={t("eventPage.actions")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(15,23,42,0.06)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-xl items-center gap-1">
        {start}
        <div className="ml-auto flex min-w-0 flex-1 justify-end">{main}</div>
      </div>
    </div>
  );
}
