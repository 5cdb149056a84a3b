// First: zod must never probe for eval under our page policy (lib/zod-without-eval.ts).
import "./lib/zod-without-eval.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { holdClicksUntilReact } from "./lib/early-clicks.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { createAppRouter } from "./router.tsx";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
// A landing page arrives drawn by the server (ADR 0018): the first render then adopts its DOM instead of
// building it, and the reader already sees the page.
const serverRendered = container.firstElementChild !== null;
// React listens for clicks from `hydrateRoot` on, and hydrateRoot waits for the route's code: a click in
// between is held and handed to React then (ADR 0025).
const releaseClicks = serverRendered ? holdClicksUntilReact(container) : null;

// The first paint shows the whole page: the route's code (preloaded by the HTML) and data (inlined or
// started by its loader) are awaited before anything renders. Rendering at once painted the header
// alone and laid the page out a second time when it arrived (ADR 0012). A slow route still gets the
// header and its pending state after a short wait; a drawn page waits for its route however long it
// takes, since hydrating without the route's code would not match the server's HTML.
const FIRST_RENDER_WAIT_MS = 1500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

void (async () => {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // The router draws its matches without a Suspense boundary at the root on the server; told that the
  // page was drawn there (as TanStack Start's own hydration tells it), it does the same here, so the
  // trees match.
  if (serverRendered) router.ssr = { manifest: undefined };
  const routeReady = router.load().catch(() => undefined);
  await (serverRendered ? routeReady : Promise.race([routeReady, wait(FIRST_RENDER_WAIT_MS)]));
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (!serverRendered) {
    createRoot(container).render(app);
    return;
  }
  // One root for the whole page. React hydrates the shell first and each Suspense boundary the layouts
  // draw (the route's content, the sidebar, the sections below the fold) in a later, interruptible render,
  // and hydrates a boundary at once when the reader clicks inside it (ADR 0025).
  hydrateRoot(container, app);
  releaseClicks?.();
})().catch((error: unknown) => {
  // The app could not start: links in the drawn page still work as plain links.
  releaseClicks?.();
  throw error;
});
