// A server-drawn landing page is on screen before React is (ADR 0018). React replays a click on a part it
// has not hydrated yet, but only once `hydrateRoot` has attached its listeners, and the entry calls that
// once the route's code has loaded (ADR 0025). A click in that gap would do nothing on a button and load
// a new document on a link. This holds it, and nothing else: ordering the hydration is React's job.

/**
 * Holds clicks inside `page` from now until the returned function is called, which dispatches the last
 * held click again on its target, with the same buttons and keys. Once React listens, it hydrates the part
 * around the target first; if the app did not start, a link still navigates as a plain link.
 */
export function holdClicksUntilReact(page: Element): () => void {
  let held: MouseEvent | null = null;
  let holding = true;
  const hold = (event: MouseEvent) => {
    if (!holding || !(event.target instanceof Node) || !page.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = event;
  };
  document.addEventListener("click", hold, true);
  // Says when clicks are held: end-to-end tests click in exactly that window.
  document.documentElement.dataset.hydrating = "";
  return () => {
    holding = false;
    delete document.documentElement.dataset.hydrating;
    document.removeEventListener("click", hold, true);
    const click = held;
    held = null;
    // Either way the click goes back to its target: React's listeners catch it when they are there, and
    // the browser's default action (following a link) runs when they are not.
    if (click?.target instanceof Element && click.target.isConnected) click.target.dispatchEvent(new MouseEvent("click", click));
  };
}
