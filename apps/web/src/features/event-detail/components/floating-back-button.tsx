import type { Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";

/**
 * docs/product/event-page.md#structure: once a phone reader has scrolled
 * past 100 px, a round back button floats top-left, under the sticky header.
 */
export const FLOATING_BACK_SCROLL_PX = 100;

export function FloatingBackButton({ locale }: { locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > FLOATING_BACK_SCROLL_PX);
    // No check on mount: reading scrollY forces a layout of the whole new page before its first paint,
    // and a page starts at the top. A restored or programmatic scroll position fires "scroll" itself.
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <Link
      to="/$locale/events"
      params={{ locale }}
      aria-label={t("event.backToEvents")}
      aria-hidden={!shown}
      tabIndex={shown ? 0 : -1}
      data-testid="floating-back"
      className={cn(
        "fixed top-[76px] left-3 z-30 flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-pop ring-1 ring-slate-200 backdrop-blur transition-all lg:hidden",
        shown ? "translate-y-0 opacity-100" : "pointer-events-none -translate-y-2 opacity-0",
      )}
    >
      <ArrowLeft className="size-5" aria-hidden />
    </Link>
  );
}
