import { type ComponentProps, useEffect, useState } from "react";
import type * as Sonner from "sonner";

// Sonner weighs about 9 KB gzip and no page needs it for its first paint, so it stays out of the
// initial JavaScript (issue 3 budget): `toast.*` calls made before it has loaded wait in a queue, the
// <Toaster> host fetches it once the page is idle (so a toast still shows if the network drops later)
// or at the first toast, whichever comes first, and then replays the queue in order.

type SonnerModule = typeof Sonner;
type Message = Parameters<SonnerModule["toast"]["success"]>[0];
type ToastOptions = NonNullable<Parameters<SonnerModule["toast"]["success"]>[1]>;
type Call = (module: SonnerModule) => void;

let sonner: SonnerModule | undefined;
let loading: Promise<void> | undefined;
const queue: Call[] = [];
/** Mounted hosts that have not rendered Sonner's toaster yet; calls wait for them (it drops toasts sent before it subscribes). */
const waitingHosts = new Set<() => void>();
let nextId = 0;

function flush(): void {
  if (!sonner) return;
  for (const call of queue.splice(0)) call(sonner);
}

/** Loads Sonner (once; a failed load is retried by the next call). */
export function loadToaster(): Promise<void> {
  loading ??= import("sonner").then(
    (module) => {
      sonner = module;
      if (waitingHosts.size === 0) flush();
      else for (const wake of waitingHosts) wake();
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

function run(call: Call): void {
  if (sonner && waitingHosts.size === 0) {
    call(sonner);
    return;
  }
  queue.push(call);
  void loadToaster();
}

function show(kind: "success" | "error" | "info" | "warning") {
  return (message: Message, options: ToastOptions = {}): string | number => {
    // Sonner hands out the id only once it has loaded; choosing it here lets callers dismiss or
    // replace the toast straight away.
    const id = options.id ?? `toast-${++nextId}`;
    run((module) => module.toast[kind](message, { ...options, id }));
    return id;
  };
}

/** Sonner's `toast` API (the parts the app uses), callable before Sonner has loaded. */
export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  dismiss: (id?: string | number): void => run((module) => void module.toast.dismiss(id)),
};

/** Where toasts appear: renders Sonner's <Toaster> once Sonner has loaded. */
export function Toaster(props: ComponentProps<SonnerModule["Toaster"]>) {
  const [ready, setReady] = useState(() => sonner !== undefined);
  useEffect(() => {
    if (ready) {
      // Sonner's toaster has subscribed (child effects run first): replay what waited.
      flush();
      return;
    }
    const wake = () => setReady(true);
    waitingHosts.add(wake);
    if (sonner) wake();
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadToaster());
    return () => {
      waitingHosts.delete(wake);
      cancelIdle(handle);
    };
  }, [ready]);
  if (!ready || !sonner) return null;
  const SonnerToaster = sonner.Toaster;
  return <SonnerToaster {...props} />;
}
