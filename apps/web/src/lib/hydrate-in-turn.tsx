import { type ReactElement, Suspense, useState } from "react";

// A landing page arrives drawn by the server and the browser adopts that DOM (ADR 0018). Adopting it runs
// every component of the page, and in one task that was the page's longest: Lighthouse's blocking time
// counts it in full. Parts wrapped in <HydrateInTurn> are adopted one task each instead (ADR 0019), and
// only once the reader comes near them (ADR 0020): a part far below the fold waits until the page is
// scrolled towards it, it is pressed, focused or clicked, or the reader signs in or moves on in the app.
// While a part waits, Preact keeps the server's nodes on screen: a component that suspends during
// hydration keeps the DOM it would have claimed, and its boundary shows no fallback.
// Parts nest (ADR 0021): a part met while its enclosing part is adopted waits in turn, so the route's
// content is a part of its own and the shell's task holds only the router and the layout.

/** How far outside the viewport a part is adopted ahead of the reader: half a screen above and below. */
const AHEAD = "50% 0px";

interface Part {
  release: () => void;
  waiting: Promise<void>;
  /** Its marker and the element after it in the server's DOM, once placed (see `placeNewParts`). */
  marker: Element | null;
  element: Element | null;
  /** Whether the page looked for its marker: an unplaced part counts as in view. */
  placed: boolean;
  adopted: boolean;
}

/** What a <HydrateInTurn> keeps across its boundary's renders: its part, once it had to wait. */
interface Token {
  part: Part | null;
}

let drawnByServer = false;
let root: Element | null = null;
/** True while a render adopts server DOM: the first hydration, and from a part's release until the next turn. */
let adopting = false;
/** The whole page is wanted now (a signed-in reader, a navigation, an early click): no part waits any more. */
let wholePage = false;
let shellAdopted = false;
const parts: Part[] = [];
/** Parts due now, adopted one per task in page order. */
const due: Part[] = [];
let turnQueued = false;
let inViewDone = false;
let observer: IntersectionObserver | null = null;
/** Elements observed whose first answer (in view or not) has not come yet. */
const unanswered = new Set<Element>();
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

/** Whether the render under way may be adopting the server's DOM, which then holds only what the server drew. */
export function isAdoptingDrawnPage(): boolean {
  return adopting;
}

/** The waiting parts an event inside the page reaches; a part whose place is unknown may be anywhere. */
function waitingAround(target: EventTarget | null): Part[] | null {
  if (!(target instanceof Element) || !root?.contains(target)) return null;
  return parts.filter((part) => !part.adopted && (!part.element || part.element.contains(target)));
}

/**
 * Called by the entry when `page` arrives drawn by the server, before anything renders.
 *
 * Until a part is adopted, a click on its DOM would do nothing, or load a new document for a plain link.
 * Such a click is held instead: the part is adopted at once (before the shell is, every part), and the
 * click is replayed on its target once no waiting part encloses it. A press or a focus inside a waiting
 * part adopts it too. <html data-hydrating> marks the start, until the parts in view are adopted.
 */
export function adoptServerDrawnPage(page: Element): void {
  drawnByServer = true;
  root = page;
  document.documentElement.dataset.hydrating = "";
  const hold = (event: MouseEvent) => {
    const hit = waitingAround(event.target);
    if (!hit || (shellAdopted && hit.length === 0)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = event;
    if (shellAdopted) {
      hit.forEach(adopt);
      // The parts render in this task's microtasks; the click follows in a later task.
      setTimeout(replayWhenReached, 0);
    }
  };
  // A press or a focus comes before its click: the part starts its adoption then, and is usually in by
  // the time the click lands, which then needs no holding. Controls that act on the press itself (menus,
  // tabs) would otherwise miss the first one.
  const prepare = (event: Event) => {
    if (shellAdopted) waitingAround(event.target)?.forEach(adopt);
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
 * parts in view (or half a screen from it) are then adopted a task each, in page order, and so are the
 * parts each of them holds; `<html data-hydrated="N">` says how many parts are in, and the rest wait for
 * the reader (see `adoptTheRest`). `<html data-waiting="K">` counts the parts still waiting (held inside
 * a waiting part too), and goes once none is left.
 */
export function hydrateInTurns(hydrate: () => void, page: Element): void {
  root = page;
  adopting = true;
  try {
    hydrate();
  } finally {
    adopting = false;
  }
  shellAdopted = true;
  if (typeof IntersectionObserver !== "undefined") {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          unanswered.delete(entry.target);
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          const part = parts.find((candidate) => candidate.element === entry.target);
          if (part) makeDue(part);
        }
        queueTurn();
      },
      { rootMargin: AHEAD },
    );
  }
  // A reader already waiting on a click gets the whole page now rather than in turns. The parts render in
  // this task's microtasks; the next turn marks the page and replays the click.
  if (heldClick) {
    wholePage = true;
    parts.forEach(adopt);
  } else placeNewParts();
  queueTurn();
}

/**
 * Pairs the parts that waited for the first time in the last renders with their markers: the markers not
 * yet taken whose enclosing parts are all adopted, in page order (a waiting part's own parts have not
 * rendered yet). They line up unless a part did not reach the page; then those parts count as in view,
 * as they do without an observer (ADR 0019).
 */
function placeNewParts(): void {
  const unplaced = parts.filter((part) => !part.placed);
  if (unplaced.length === 0 || !root) return;
  const markers = Array.from(root.querySelectorAll("template[data-part]"));
  const partOf = new Map(parts.filter((part) => part.marker).map((part) => [part.marker!, part]));
  const reachable = markers.filter(
    (marker) =>
      !partOf.has(marker) &&
      markers.every((outer) => outer === marker || !outer.nextElementSibling?.contains(marker) || partOf.get(outer)?.adopted === true),
  );
  const lineUp = observer !== null && !wholePage && reachable.length === unplaced.length;
  unplaced.forEach((part, index) => {
    part.placed = true;
    if (!lineUp) return makeDue(part);
    part.marker = reachable[index]!;
    part.element = part.marker.nextElementSibling;
    if (!part.element) return makeDue(part);
    unanswered.add(part.element);
    observer!.observe(part.element);
  });
}

/**
 * The page drawn for a visitor is no longer what this reader sees (they signed in, or moved on inside the
 * app): every part still waiting is adopted, a task each, with the parts it holds.
 */
export function adoptTheRest(): void {
  if (!shellAdopted) return;
  wholePage = true;
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

/** Page order: by marker where both are placed, else by when they first waited. */
function pageOrder(a: Part, b: Part): number {
  if (a.marker && b.marker) return a.marker.compareDocumentPosition(b.marker) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  return parts.indexOf(a) - parts.indexOf(b);
}

/**
 * The last released part has rendered (Preact re-renders its boundary in the microtasks of the task that
 * released it): the parts it met are placed, and the next part due is released.
 */
function nextTurn(): void {
  turnQueued = false;
  adopting = false;
  placeNewParts();
  due.sort(pageOrder);
  const part = due.shift();
  if (part) adopt(part);
  else if (!inViewDone && unanswered.size === 0) finishInView();
  else if (inViewDone) markProgress();
}

function adopt(part: Part): void {
  if (part.adopted) return;
  part.adopted = true;
  if (part.element) {
    observer?.unobserve(part.element);
    // Unobserved, it will never be answered for: waiting on its answer would hold the page's "in view"
    // mark forever (a signed-in reader's session could adopt every part before the observer's first call).
    unanswered.delete(part.element);
  }
  // The parts this one holds wait in turn, unless the whole page is wanted.
  adopting = true;
  part.release();
  queueTurn();
}

/** The parts in view are in: the page is live where the reader looks. */
function finishInView(): void {
  inViewDone = true;
  delete document.documentElement.dataset.hydrating;
  markProgress();
  replayWhenReached();
}

function markProgress(): void {
  const html = document.documentElement;
  const waiting = parts.filter((part) => !part.adopted).length + heldInWaitingParts();
  // Every marker is a part: those adopted with the whole page never had to wait, and count as in.
  html.dataset.hydrated = String((root?.querySelectorAll("template[data-part]").length ?? 0) - waiting);
  if (waiting > 0) {
    html.dataset.waiting = String(waiting);
    return;
  }
  delete html.dataset.waiting;
  observer?.disconnect();
  stopHolding?.();
  stopHolding = null;
}

/** The parts inside a waiting part: they have not rendered, so they have not even waited yet. */
function heldInWaitingParts(): number {
  const waitingElements = parts.filter((part) => !part.adopted && part.element).map((part) => part.element!);
  if (!root || waitingElements.length === 0) return 0;
  return Array.from(root.querySelectorAll("template[data-part]")).filter((marker) => waitingElements.some((element) => element.contains(marker))).length;
}

/** The held click goes to its target once no waiting part encloses it, the parts it meets adopted first. */
function replayWhenReached(): void {
  const waitingParts = heldClick ? waitingAround(heldClick.target) : null;
  if (waitingParts?.length) {
    waitingParts.forEach(adopt);
    setTimeout(replayWhenReached, 0);
    return;
  }
  replayHeldClick();
}

function replayHeldClick(): void {
  const click = heldClick;
  heldClick = null;
  // Same buttons and modifier keys, so a ctrl-click still opens a new tab.
  if (click?.target instanceof Element && click.target.isConnected) click.target.dispatchEvent(new MouseEvent("click", click));
}

function newPart(): Part {
  let release = () => {};
  const waiting = new Promise<void>((resolve) => (release = resolve));
  const part: Part = { release, waiting, marker: null, element: null, placed: false, adopted: false };
  parts.push(part);
  return part;
}

/** Suspends while its part waits on an adopted page; renders its child at once everywhere else. */
function Turn({ token, children }: { token: Token; children: ReactElement }): ReactElement {
  if (token.part?.adopted || !adopting || wholePage) return children;
  token.part ??= newPart();
  throw token.part.waiting;
}

/**
 * Adopts `children` in a task of its own when the page is hydrated, once the reader comes near it; renders
 * them as usual otherwise (on the server, in client navigations and client-only renders). `children` must
 * render exactly one element: Preact keeps the first node of a waiting part, so a second sibling would be
 * built again. The empty marker before it (drawn everywhere, so hydration matches) tells where the part
 * is on the page while it waits; a <template> has no box, so it changes no layout.
 */
export function HydrateInTurn({ children }: { children: ReactElement }) {
  // Kept by this component, which never suspends: its boundary's child does, and may be built afresh.
  const [token] = useState<Token>(() => ({ part: null }));
  return (
    <>
      <template data-part="" />
      <Suspense fallback={null}>
        <Turn token={token}>{children}</Turn>
      </Suspense>
    </>
  );
}
