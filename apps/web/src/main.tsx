// First: the runtime's effect timing must be set before anything renders.
import "./lib/preact-options.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { holdUntilFirstPaint } from "./lib/after-first-paint.tsx";
import { adoptServerDrawnPage, adoptTheRest, giveUpAdoption, hydrateInTurns } from "./lib/hydrate-in-turn.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import { sessionQueryKey } from "./lib/session.ts";
import { createAppRouter } from "./router.tsx";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
// A landing page arrives drawn by the server (ADR 0018): the first render then adopts its DOM instead of
// building it, and the reader already sees the page.
const serverRendered = container.firstElementChild !== null;
if (serverRendered) adoptServerDrawnPage(container);

// The first paint shows the whole page: the route's code (preloaded by the HTML) and data (inlined or
// started by its loader) are awaited before anything renders. Rendering at once painted the header
// alone and laid the page out a second time when it arrived (ADR 0012). A slow route still gets the
// header and its pending state after a short wait; a drawn page waits for its route however long it takes.
const FIRST_RENDER_WAIT_MS = 1500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A new task: Lighthouse counts each task's time beyond 50 ms (× 4) as blocking, so start-up is cut in four. */
const nextTask = () => wait(0);

// On a drawn page, evaluating the scripts, creating the router, loading its route and adopting the page
// are separate tasks (ADR 0019, 0021); a page the browser draws itself starts at once.
void (serverRendered ? nextTask() : Promise.resolve()).then(async () => {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // Creating the router (its history and route tree) and matching the route are a task each.
  if (serverRendered) await nextTask();
  const routeReady = router.load().catch(() => undefined);
  await (serverRendered ? routeReady.then(nextTask) : Promise.race([routeReady, wait(FIRST_RENDER_WAIT_MS)]));
  holdUntilFirstPaint();
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
  hydrateInTurns(() => hydrateRoot(container, app), container);
  // The parts out of view wait for the reader (ADR 0020), drawn as for a visitor: a reader who signs in,
  // or moves on inside the app, gets them all adopted.
  router.subscribe("onBeforeNavigate", (event) => {
    if (event.hrefChanged) adoptTheRest();
  });
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === sessionQueryKey[0] && event.query.state.data) adoptTheRest();
  });
}).catch((error: unknown) => {
  if (serverRendered) giveUpAdoption();
  throw error;
});
