// The server's renderer for the landing pages (ADR 0018, 0025): the same routes and components as the
// browser, rendered to HTML by React's own renderer, so the first screen paints from the document instead
// of waiting for the scripts. Built by `vite build --ssr` (see vite.config.ts) into dist/.ssr and loaded by
// the server.
import { isLocale, type RenderServerPage, type ServerPageData } from "@commons/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { prerender } from "react-dom/static";
import {
  loadEventAwards,
  loadEventHackathon,
  loadEventPhotos,
  loadHackathonLayout,
  loadRegistrationActionBar,
  loadRegistrationCard,
} from "./app/routes/$locale/events/-event-chunks.ts";
import { certificatesKeys } from "./features/certificates/api/keys.ts";
import { eventQueryKey } from "./features/event-detail/api/get-event.ts";
import { eventsListQueryKey } from "./features/events/api/get-events.ts";
import { activateLocale } from "./lib/i18n.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { createAppRouter } from "./router.tsx";

/**
 * A render that has not finished by then is abandoned, so the queue below moves on. The server already
 * stops waiting after 1 s and serves the page without HTML (apps/server/src/web/page-renderer.ts).
 */
const RENDER_LIMIT_MS = 5000;

// The translator's language is module state, so renders take turns; each is a few milliseconds.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The HTML of `#root` for `url` (path and query) as the browser's first render will hydrate it, or null
 * when the page is not one the server renders (the browser then renders it as before).
 */
export const renderPage: RenderServerPage = (url, data) => {
  const run = queue.then(() => render(url, data));
  queue = run.catch(() => undefined);
  return run;
};

/**
 * Loads the landing pages' lazy parts and renders a page once, so the first reader's render does not pay
 * for loading and compiling the code: cold, a render took 0.4 s on a quiet host and over the server's 1 s
 * limit on a busy one, against 30–60 ms warm. The server calls it as it loads the renderer.
 */
export async function warmUp(): Promise<void> {
  await Promise.all([loadRegistrationCard(), loadRegistrationActionBar(), loadEventPhotos(), loadHackathonLayout(), loadEventHackathon(), loadEventAwards()]);
  // Without data the list draws its skeletons: the router, the shell and React's renderer all run.
  await renderPage("/zh/events", {});
}

async function render(url: string, data: ServerPageData): Promise<string | null> {
  const locale = url.split("/")[1] ?? "";
  if (!isLocale(locale)) return null;
  await activateLocale(locale);
  const queryClient = createQueryClient();
  if (data.event) queryClient.setQueryData(eventQueryKey(data.event.id), data.event);
  if (data.events) queryClient.setQueryData(eventsListQueryKey({}), data.events);
  if (data.certificate) queryClient.setQueryData(certificatesKeys.byNumber(data.certificate.number), data.certificate);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }), { onServer: true });
  await router.load();
  // `prerender` waits for every Suspense boundary (the lazy registration card and photos included). Left to
  // itself it still sends a large boundary after its fallback, revealed by an inline script; the page
  // policy allows no inline script but its one hashed one, so every boundary is written in place.
  // An error inside a boundary would make React ship that boundary's fallback and render it in the
  // browser; the page is then better served without HTML at all, so it fails the render.
  let failure: unknown = null;
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    {
      signal: AbortSignal.timeout(RENDER_LIMIT_MS),
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // React hints a preload for each image it draws. Written into this fragment they would come before
      // the app's first node, where hydration does not expect them (a mismatch). Given a headers callback,
      // React hands them to it instead, and they are dropped: the server's head already preloads the one
      // image that matters, the cover (apps/server/src/modules/events/event-head.ts).
      onHeaders: () => {},
      maxHeadersLength: 1 << 20,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  if (failure) throw failure;
  return html;
}
