import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

// Vitest runs this file again before each test file. In the `web` project the files of a worker share its jsdom
// window and the packages it loaded (isolate: false, apps/web/vitest.shared.ts, ADR 0044), so first everything a
// previous file could have left behind is put back as a new window has it: our own modules are evaluated afresh for
// this file (their state, such as the toast queue or the active locale, starts over; packages stay loaded), and the
// document, storage, cookies, address, stubbed globals and variables, and timers are reset. Of the packages' own
// state, Sonner's toasts would show again in the next file's toaster (it replays those not dismissed), so they are
// dismissed; the stylesheets packages put in the head when they load stay, as they would for a file that loaded them.
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
toast.dismiss();
for (const node of [...document.head.childNodes]) if (!(node instanceof HTMLStyleElement)) node.remove();
document.body.replaceChildren();
for (const element of [document.documentElement, document.body]) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(";")) {
  const name = cookie.split("=")[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
const shared = globalThis as typeof globalThis & { commonsFirstTestUrl?: string };
shared.commonsFirstTestUrl ??= location.href;
history.replaceState(null, "", shared.commonsFirstTestUrl);

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// jsdom lacks ResizeObserver, which Radix primitives (Switch, Popover) measure with; browsers all have it.
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
