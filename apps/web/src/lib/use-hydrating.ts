import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * Whether this render is hydrating the server's HTML (or is on the server). React reads an external
 * store's server snapshot while it hydrates and re-renders with the browser's right after, so this is true
 * exactly in the renders that must match the server's, and false in every other render (ADR 0025).
 *
 * Why it is needed: React hydrates a page's Suspense boundaries one after another, the last well after the
 * first has committed and started requests. A part whose data arrived in between (the session) would
 * render differently from the HTML it adopts: a hydration mismatch, and the part drawn again.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
