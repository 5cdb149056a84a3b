import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import { isAdoptingDrawnPage } from "./hydrate-in-turn.tsx";

// Outside the first page load (client navigations, unit tests) there is no first paint to protect:
// everything renders and starts at once. main.tsx opens the window with holdUntilFirstPaint().
let painted = true;
const listeners = new Set<() => void>();

/**
 * Called by main.tsx as it renders the app: until the browser has painted that render, work that
 * does not show on the first screen waits (ADR 0012). The window closes in a new task queued from the
 * next animation frame, i.e. after the paint.
 */
export function holdUntilFirstPaint(): void {
  painted = false;
  requestAnimationFrame(() =>
    setTimeout(() => {
      painted = true;
      releaseInTurn([...listeners]);
    }, 0),
  );
}

/**
 * The server renders a landing page as the browser's first render will (ADR 0018): what waits for the
 * first paint is left out, so hydration finds the same tree. Nothing on the server is ever released.
 */
export function holdForServerRender(): void {
  painted = false;
}

/**
 * Wakes the waiting parts one task each: released together, a page's lower sections, its session
 * request and its view count rendered and started in one long task right after the paint, which
 * delays the reader's first tap as much as it did the paint.
 */
function releaseInTurn(waiting: Array<() => void>): void {
  const next = waiting.shift();
  if (!next) return;
  next();
  if (waiting.length) setTimeout(() => releaseInTurn(waiting), 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the first screen has been painted (always true after the first page load). */
export function useFirstPaintDone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => painted,
    () => painted,
  );
}

/** Runs `run` once the first screen has been painted: at once, outside the first page load. */
export function afterFirstPaint(run: () => void): void {
  if (painted) return run();
  const listener = () => {
    listeners.delete(listener);
    run();
  };
  listeners.add(listener);
}

/**
 * Renders `children` only once the first screen has been painted. The landing pages' first render is
 * one long task that the first paint and Lighthouse's blocking time both wait on; what sits below the
 * fold renders in a task of its own right after.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const painted = useFirstPaintDone();
  // A part of a drawn page may be adopted after the paint (ADR 0021), and the server drew nothing here:
  // the render that adopts it draws nothing either, so hydration lines up, and the next task fills it in.
  const [adopted, setAdopted] = useState(() => !isAdoptingDrawnPage());
  useEffect(() => {
    if (adopted) return;
    const timer = setTimeout(() => setAdopted(true), 0);
    return () => clearTimeout(timer);
  }, [adopted]);
  return painted && adopted ? children : null;
}
