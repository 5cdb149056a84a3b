import { type ReactElement, Suspense } from "react";

// A landing page arrives drawn by the server and the browser adopts that DOM (ADR 0018). Adopting it runs
// every component of the page, and in one task that was the page's longest: Lighthouse's blocking time
// counts it in full. Parts wrapped in <HydrateInTurn> are adopted one task each instead (ADR 0019), and
// only once the reader comes near them (ADR 0020): a part far below the fold waits until the page is
// scrolled towards it, it is pressed, focused or clicked, or the reader signs in or moves on in the app.
// While a part waits, Preact keeps the server's nodes on screen: a component that suspends during
// hydration keeps the DOM it would have claimed, and its boundary shows no fallback.

/** How far outside the viewport a part is adopted ahead of the reader: half a screen above and below. */
const AHEAD = "50% 0px";

interface Part {
  release: () => void;
  /** The part's element in the server's DOM (the one after its marker), when the markers line up. */
  element: Element | null;
  adopted: boolean;
}

let drawnByServer = false;
let slicing = false;
let shellAdopted = false;
const parts: Part[] = [];
/** Parts due now, adopted one per task in page order. */
const due: Part[] = [];
let turnQueued = false;
let inViewDone = false;
let observer: IntersectionObserver | null = null;
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
 * Until a part is adopted, a click on its DOM would do nothing, or load a new document for a plain link.
 * Such a click is held instead: the part is adopted at once (before the shell is, every part), and the
 * click is replayed on its target right after. A press or a focus inside a waiting part adopts it too.
 * <html data-hydrating> marks the start, until the parts in view are adopted.
 */
export function adoptServerDrawnPage(root: Element): void {
  drawnByServer = true;
  document.documentElement.dataset.hydrating = "";
  /** The waiting parts an event inside the page reaches; a part whose place is unknown may be anywhere. */
  const reached = (target: EventTarget | null) =>
    target instanceof Element && root.contains(target) ? parts.filter((part) => !part.adopted && (!part.element || part.element.contains(target))) : null;
  const hold = (event: MouseEvent) => {
    const hit = reached(event.target);
    if (!hit || (shellAdopted && hit.length === 0)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = event;
    if (shellAdopted) {
      hit.forEach(adopt);
      // The parts render in this task's microtasks; the click follows in the next task.
      setTimeout(replayHeldClick, 0);
    }
  };
  // A press or a focus comes before its click: the part starts its adoption then, and is usually in by
  // the time the click lands, which then needs no holding. Controls that act on the press itself (menus,
  // tabs) would otherwise miss the first one.
  const prepare = (event: Event) => {
    if (shellAdopted) reached(event.target)?.forEach(adopt);
  };
  document.addEventListener("click", hold, true);
  document.addEventListener("pointerdown", prepare, true);
  document.addEventListener("focusin", prepare, true);
  stopHolding = () => {
    document.removeEventListener("click", hold, true);
    document.removeEventListener("pointerdown", prepare, true);
    document.removeEventListener("focusin", prepare, true);
  };
}

/**
 * Runs `hydrate` (a synchronous `hydrateRoot` call) so that every <HydrateInTurn> part it meets waits. The
 * parts in view (or half a screen from it) are then adopted a task each, in page order, and
 * `<html data-hydrated="N">` says how many parts are in; the rest wait for the reader (see `adoptTheRest`).
 * `<html data-waiting="K">` counts the parts still waiting, and goes once none is left.
 */
export function hydrateInTurns(hydrate: () => void, root: Element): void {
  slicing = true;
  try {
    hydrate();
  } finally {
    slicing = false;
  }
  shellAdopted = true;
  // Each part is drawn after a marker (see HydrateInTurn); markers and parts line up unless a part did not
  // reach the page, and then every part counts as in view.
  const markers = root.querySelectorAll("template[data-part]");
  if (markers.length === parts.length) parts.forEach((part, index) => (part.element = markers[index]!.nextElementSibling));
  // A reader already waiting on a click gets the whole page now rather than in turns. The parts render in
  // this task's microtasks; the next task marks the page and replays the click.
  if (heldClick) {
    parts.forEach(adopt);
    setTimeout(finishInView, 0);
    return;
  }
  const placed = parts.filter((part) => part.element);
  // Without an observer, or without every part's place, every part counts as in view (ADR 0019).
  if (typeof IntersectionObserver === "undefined" || parts.length === 0 || placed.length < parts.length) {
    parts.forEach(makeDue);
    queueTurn();
    return;
  }
  let first = true;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const part = parts.find((candidate) => candidate.element === entry.target);
        if (part) makeDue(part);
      }
      // The first answer covers every part: those in view are now due, in page order.
      if (first) {
        first = false;
        due.sort((a, b) => parts.indexOf(a) - parts.indexOf(b));
      }
      queueTurn();
    },
    { rootMargin: AHEAD },
  );
  for (const part of placed) observer.observe(part.element!);
}

/**
 * The page drawn for a visitor is no longer what this reader sees (they signed in, or moved on inside the
 * app): every part still waiting is adopted, a task each.
 */
export function adoptTheRest(): void {
  if (!shellAdopted) return;
  parts.forEach(makeDue);
  queueTurn();
}

/**
 * The app could not start on the drawn page: clicks go back to the document, where links still work, and
 * the held one is replayed there. Without this a failed start would leave every link on the page dead.
 */
export function giveUpAdoption(): void {
  observer?.disconnect();
  stopHolding?.();
  stopHolding = null;
  delete document.documentElement.dataset.hydrating;
  replayHeldClick();
}

function makeDue(part: Part): void {
  if (!part.adopted && !due.includes(part)) due.push(part);
}

function queueTurn(): void {
  if (turnQueued) return;
  turnQueued = true;
  setTimeout(nextTurn, 0);
}

/** The released part renders in this task's microtasks (Preact re-renders its boundary there). */
function nextTurn(): void {
  turnQueued = false;
  const part = due.shift();
  if (part) {
    adopt(part);
    queueTurn();
  } else if (!inViewDone) finishInView();
}

function adopt(part: Part): void {
  if (part.adopted) return;
  part.adopted = true;
  if (part.element) observer?.unobserve(part.element);
  part.release();
  if (inViewDone) setTimeout(markProgress, 0);
}

/** The parts in view are in: the page is live where the reader looks. */
function finishInView(): void {
  inViewDone = true;
  delete document.documentElement.dataset.hydrating;
  markProgress();
  replayHeldClick();
}

function markProgress(): void {
  const root = document.documentElement;
  const waiting = parts.filter((part) => !part.adopted).length;
  root.dataset.hydrated = String(parts.length - waiting);
  if (waiting > 0) {
    root.dataset.waiting = String(waiting);
    return;
  }
  delete root.dataset.waiting;
  observer?.disconnect();
  stopHolding?.();
  stopHolding = null;
}

function replayHeldClick(): void {
  const click = heldClick;
  heldClick = null;
  // Same buttons and modifier keys, so a ctrl-click still opens a new tab.
  if (click?.target instanceof Element && click.target.isConnected) click.target.dispatchEvent(new MouseEvent("click", click));
}

function nextPart(): Promise<void> {
  return new Promise((resolve) => parts.push({ release: resolve, element: null, adopted: false }));
}

/** Suspends while the first hydration runs; renders its child at once everywhere else. */
function Turn({ children }: { children: ReactElement }): ReactElement {
  if (slicing) throw nextPart();
  return children;
}

/**
 * Adopts `children` in a task of its own when the page is hydrated, once the reader comes near it; renders
 * them as usual otherwise (on the server, in client navigations and client-only renders). `children` must
 * render exactly one element: Preact keeps the first node of a waiting part, so a second sibling would be
 * built again. The empty marker before it (drawn everywhere, so hydration matches) tells where the part
 * is on the page while it waits; a <template> has no box, so it changes no layout.
 */
export function HydrateInTurn({ children }: { children: ReactElement }) {
  return (
    <>
      <template data-part="" />
      <Suspense fallback={null}>
        <Turn>{children}</Turn>
      </Suspense>
    </>
  );
}
