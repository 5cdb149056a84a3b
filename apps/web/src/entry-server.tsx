// The server's renderer for the landing pages (ADR 0018): the same routes and components as the browser,
// rendered to HTML on Preact, so the first screen paints from the document instead of waiting for the
// scripts. Built by `vite build --ssr` (see vite.config.ts) into dist/.ssr and loaded by the server.
import "./lib/preact-options.ts";
import { isLocale, type RenderServerPage, type ServerPageData } from "@commons/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import type { VNode } from "preact";
import { renderToStringAsync } from "preact-render-to-string";
import { eventQueryKey } from "./features/event-detail/api/get-event.ts";
import { eventsListQueryKey } from "./features/events/api/get-events.ts";
import { holdForServerRender } from "./lib/after-first-paint.tsx";
import { drawOnServer } from "./lib/hydrate-in-turn.tsx";
import { activateLocale } from "./lib/i18n.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { createAppRouter } from "./router.tsx";

// The translator's language is module state, so renders take turns; each is a few milliseconds.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The HTML of `#root` for `url` (path and query) as the browser's first render will build it, or null when
 * the page is not one the server renders (the browser then renders it as before).
 */
export const renderPage: RenderServerPage = (url, data) => {
  const run = queue.then(() => render(url, data));
  queue = run.catch(() => undefined);
  return run;
};

async function render(url: string, data: ServerPageData): Promise<string | null> {
  const locale = url.split("/")[1] ?? "";
  if (!isLocale(locale)) return null;
  await activateLocale(locale);
  const queryClient = createQueryClient();
  if (data.event) queryClient.setQueryData(eventQueryKey(data.event.id), data.event);
  if (data.events) queryClient.setQueryData(eventsListQueryKey({}), data.events);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }), { onServer: true });
  await router.load();
  holdForServerRender();
  drawOnServer();
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const html = await renderToStringAsync(app as unknown as VNode);
  queryClient.clear();
  return html;
}
