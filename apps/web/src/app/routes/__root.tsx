import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, redirect, useLocation } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { Toaster } from "@/lib/toast.tsx";
import { AppFooter } from "@/features/shell/components/app-footer.tsx";
import { AppHeader } from "@/features/shell/components/app-header.tsx";
import { NotFoundPage } from "@/features/shell/components/not-found-page.tsx";
import { activateLocale, currentLocale } from "@/lib/i18n.ts";
import { isBarePath, localeOfPath, preferredLocale } from "@/lib/locale-path.ts";

// Signed-in only, and it brings the popover machinery with it: loaded when first rendered.
const NotificationBell = lazy(() =>
  import("@/features/notifications/components/notification-bell.tsx").then((module) => ({ default: module.NotificationBell })),
);

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location }) => {
    const pathLocale = localeOfPath(location.pathname);
    // "/events?when=past" → "/zh/events?when=past": the same choice the server makes for bare links.
    if (!pathLocale && isBarePath(location.pathname)) {
      const locale = preferredLocale();
      const rest = location.pathname === "/" ? "" : location.pathname;
      throw redirect({ href: `/${locale}${rest}${location.searchStr}${location.hash ? `#${location.hash}` : ""}`, replace: true });
    }
    await activateLocale(pathLocale ?? preferredLocale());
  },
  component: RootLayout,
  notFoundComponent: () => <NotFoundPage />,
});

function RootLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const locale = localeOfPath(pathname) ?? currentLocale();
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader
        locale={locale}
        notifications={
          <Suspense fallback={<span className="size-9" aria-hidden />}>
            <NotificationBell locale={locale} />
          </Suspense>
        }
      />
      {/* At least a screen tall, so the footer starts below the fold and never jumps down as a page's
          content arrives (a layout shift on every first load; ADR 0012). On a server-drawn page each
          Suspense boundary is hydrated in a render of its own after the shell (the router, this layout,
          the header), which React interrupts for input: the shell's task stays short (ADR 0025). */}
      <Suspense>
        <main className="min-h-dvh flex-1">
          <Outlet />
        </main>
      </Suspense>
      <Suspense>
        <AppFooter locale={locale} />
      </Suspense>
      <Toaster richColors position="top-center" closeButton />
    </div>
  );
}
