// First: the runtime's effect timing must be set before anything renders.
import "./lib/preact-options.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { holdUntilFirstPaint } from "./lib/after-first-paint.tsx";
import { holdClicksUntilHydrated, hydrateInTurns } from "./lib/hydrate-in-turn.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import { createAppRouter } from "./router.tsx";
import "./styles.css";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

// The first paint shows the whole page: the route's code (preloaded by the HTML) and data (inlined or
// started by its loader) are awaited before anything renders. Rendering at once painted the header
// alone and laid the page out a second time when it arrived (ADR 0012). A slow route still gets the
// header and its pending state after a short wait.
const FIRST_RENDER_WAIT_MS = 1500;
const routeReady = router.load().catch(() => undefined);
// A landing page arrives drawn by the server (ADR 0018): the same first render then adopts its DOM instead
// of building it, which needs the route loaded however long that takes.
const serverRendered = container.firstElementChild !== null;
if (serverRendered) holdClicksUntilHydrated(container);
const firstRenderWait = serverRendered ? routeReady : Promise.race([routeReady, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
void firstRenderWait.then(() => {
  holdUntilFirstPaint();
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (serverRendered) hydrateInTurns(() => hydrateRoot(container, app));
  else createRoot(container).render(app);
});
