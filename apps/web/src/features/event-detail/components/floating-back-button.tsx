import type { Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { cn } from "../../../lib/utils.ts";

/** Doc 2 §2: once a phone reader has scrolled past 100 px, a round back button floats top-left, under the sticky header. */
export const FLOATING_BACK_SCROLL_PX = 100;

export function FloatingBackButton({ locale }: { locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > FLOATING_BACK_SCROLL_PX);
    // Reading scrollY forces a layout; on mount that would lay the whole new page out inside the render
    // task, so the first check waits for the next frame (a restored scroll position is seen then).
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
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
