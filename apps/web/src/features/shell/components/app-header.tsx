import type { Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import { lazy, type ReactNode, Suspense } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Button } from "@/components/ui/button.tsx";
import { useSession } from "@/lib/session.ts";
import { cn } from "@/lib/utils.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";

// Menus pull in Radix's popper and focus management; visitors (most first loads) never need them.
const UserMenu = lazy(() => import("./user-menu.tsx").then((module) => ({ default: module.UserMenu })));

interface AppHeaderProps {
  locale: Locale;
  /** The notification bell, composed in by the root route (features never import each other). */
  notifications?: ReactNode;
}

export function AppHeader({ locale, notifications }: AppHeaderProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const { session, isPending } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link to="/$locale/events" params={{ locale }} className="rounded-lg" aria-label={t("nav.home")}>
          <Logo />
        </Link>
        <nav aria-label={t("nav.main")} className="ml-2 hidden items-center gap-1 sm:flex">
          <Link
            to="/$locale/events"
            params={{ locale }}
            className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[status=active]:text-slate-900"
          >
            {t("nav.events")}
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitch locale={locale} />
          {session ? (
            <>
              {notifications}
              <Suspense fallback={<span className="size-9 rounded-full bg-slate-100" aria-hidden />}>
                <UserMenu locale={locale} user={session.user} />
              </Suspense>
            </>
          ) : (
            // While the session loads, the visitor's buttons hold their place unseen (hidden from readers and
            // the tab order too): most first loads are visitors, and the language switch beside them must not
            // move when they appear (ADR 0012, layout shift).
            <div className={cn("flex items-center gap-1.5 sm:gap-2", isPending && "invisible")}>
              <Button asChild variant="ghost" size="sm" className="h-9">
                <Link to="/$locale/auth/login" params={{ locale }}>
                  {t("nav.signIn")}
                </Link>
              </Button>
              <Button asChild size="sm" className="hidden h-9 min-[400px]:inline-flex">
                <Link to="/$locale/auth/sign-up" params={{ locale }}>
                  {t("nav.signUp")}
                </Link>
              </Button>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
