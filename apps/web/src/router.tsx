import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { RouteErrorPanel } from "./features/shell/components/route-error.tsx";
import { NotFoundPage } from "./features/shell/components/not-found-page.tsx";
import { PagePending } from "./features/shell/components/page-pending.tsx";
import { registerNavigate } from "./lib/navigation.ts";
import { routeTree } from "./routeTree.gen.ts";

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, { onServer = false } = {}) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    // Hovering a link fetches the page's code and data; React Query decides freshness, so the
    // router never caches loader results itself.
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    // On the server the router would inline its scroll script, which the page policy blocks; the
    // browser's router restores scroll itself.
    scrollRestoration: !onServer,
    defaultPendingMs: 300,
    defaultPendingComponent: PagePending,
    defaultNotFoundComponent: () => <NotFoundPage />,
    defaultErrorComponent: RouteErrorPanel,
  });
  registerNavigate((href) => void router.navigate({ href }));
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
