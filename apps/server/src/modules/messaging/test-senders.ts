// Test-only stand-ins for mail and SMS delivery, which is outside the system (never imported by the app).
import type { Mail, MailSender, SmsSender } from "./senders.ts";

export interface Delivery {
  to: string;
  text: string;
  subject?: string;
}

/** A provider that accepts the message and never answers. `called` resolves on the first attempt. */
export function hangingSender(): MailSender & SmsSender & { attempts: Delivery[]; called: Promise<void> } {
  let called!: () => void;
  const attempts: Delivery[] = [];
  return {
    attempts,
    called: new Promise<void>((resolve) => (called = resolve)),
    send(first: Mail | string, text?: string) {
      attempts.push(typeof first === "string" ? { to: first, text: text ?? "" } : { ...first });
      called();
      return new Promise<void>(() => undefined);
    },
  };
}

/** A provider that fails the first `failures` attempts, then delivers. */
export function flakySender(failures: number): MailSender & SmsSender & { attempts: number; delivered: Delivery[] } {
  const state = { attempts: 0, delivered: [] as Delivery[] };
  return Object.assign(state, {
    async send(first: Mail | string, text?: string) {
      state.attempts++;
      // A turn of the event loop, as a network call takes: other workers' claims interleave with this send.
      await new Promise((resolve) => setImmediate(resolve));
      if (state.attempts <= failures) throw new Error(`provider refused attempt ${state.attempts}`);
      state.delivered.push(typeof first === "string" ? { to: first, text: text ?? "" } : { ...first });
    },
  });
}
