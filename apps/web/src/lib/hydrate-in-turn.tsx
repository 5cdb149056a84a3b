import { type ReactElement, Suspense } from "react";

// A landing page arrives drawn by the server and the browser adopts that DOM (ADR 0018). Adopting it runs
// every component of the page, and in one task that was the page's longest: Lighthouse's blocking time
// counts it in full. Parts wrapped in <HydrateInTurn> are adopted one task each instead (ADR 0019).
// While a part waits, Preact keeps the server's nodes on screen: a component that suspends during
// hydration keeps the DOM it would have claimed, and its boundary shows no fallback.

let drawnByServer = false;
let slicing = false;
const waiting: Array<() => void> = [];
let parts = 0;
let heldClick: MouseEvent | null = null;
let stopHolding: (() => void) | null = null;

/** Called by the server's renderer: what it draws, the browser will adopt (see <BelowTheFold>). */
export function drawOnServer(): void {
  drawnByServer = true;
}

/** Whether this page was drawn by the server: true on the server, and in a browser that adopts its DOM. */
export function isDrawnByServer(): boolean {
  return drawnByServer;
}

/**
 * Called by the entry when `root` arrives drawn by the server, before anything renders.
 *
 * Until the page is whole, a click on the server's DOM would do nothing, or load a new document for a
 * plain link. From now on such a click is held instead: the parts still waiting are adopted at once, and
 * the click is replayed on its target when the last one is in. <html data-hydrating> marks that window.
 */
export function adoptServerDrawnPage(root: Element): void {
  drawnByServer = true;
  document.documentElement.dataset.hydrating = "";
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !root.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = event;
    releaseAll();
  };
  document.addEventListener("click", hold, true);
  stopHolding = () => document.removeEventListener("click", hold, true);
}

/**
 * Runs `hydrate` (a synchronous `hydrateRoot` call) so that every <HydrateInTurn> part it meets waits for
 * a task of its own, in page order. Once the last part is adopted, <html> gets `data-hydrated` with the
 * number of parts that took turns: the page is then fully interactive.
 */
export function hydrateInTurns(hydrate: () => void): void {
  slicing = true;
  try {
    hydrate();
  } finally {
    slicing = false;
  }
  // A reader already waiting on a click gets the whole page now rather than in turns. The parts render in
  // this task's microtasks; the turn already queued then marks the page whole and replays the click.
  if (heldClick) releaseAll();
  if (parts === 0) markHydrated();
}

/**
 * The app could not start on the drawn page: clicks go back to the document, where links still work, and
 * the held one is replayed there. Without this a failed start would leave every link on the page dead.
 */
export function giveUpAdoption(): void {
  stopHoldingClicks();
}

function markHydrated(): void {
  document.documentElement.dataset.hydrated = String(parts);
  stopHoldingClicks();
}

function stopHoldingClicks(): void {
  delete document.documentElement.dataset.hydrating;
  stopHolding?.();
  stopHolding = null;
  const click = heldClick;
  heldClick = null;
  // Same buttons and modifier keys, so a ctrl-click still opens a new tab.
  if (click?.target instanceof Element && click.target.isConnected) click.target.dispatchEvent(new MouseEvent("click", click));
}

function nextTurn(): Promise<void> {
  parts += 1;
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) setTimeout(releaseNext, 0);
  });
}

/** The released part renders in this task's microtasks (Preact re-renders its boundary there). */
function releaseNext(): void {
  waiting.shift()?.();
  // Queued after that render, so the mark follows the last part's adoption.
  setTimeout(waiting.length ? releaseNext : markHydrated, 0);
}

function releaseAll(): void {
  for (const release of waiting.splice(0)) release();
}

/** Suspends while the first hydration runs; renders its child at once everywhere else. */
function Turn({ children }: { children: ReactElement }): ReactElement {
  if (slicing) throw nextTurn();
  return children;
}

/**
 * Adopts `children` in a task of its own when the page is hydrated; renders them as usual otherwise (on
 * the server, in client navigations and client-only renders). `children` must render exactly one
 * element: Preact keeps the first node of a waiting part, so a second sibling would be built again.
 */
export function HydrateInTurn({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
