// How hard the message worker tries. These are operational settings, not rules from the specification,
// so they live here with the worker rather than in packages/domain (ADR 0011). The same worker draws certificates
// in the background (channel "render", ADR 0043).

export type Channel = "mail" | "sms" | "render";

export interface DeliveryPolicy {
  /** Attempts in all, the first included; after the last failure the message is marked failed. */
  maxAttempts: number;
  /** Wait before the first retry; each later retry waits twice as long, up to maxRetryS. */
  firstRetryS: number;
  maxRetryS: number;
}

export const DELIVERY_POLICY: Record<Channel, DeliveryPolicy> = {
  // Mail can arrive late and still be useful: retries spread over about an hour (waits of 30 s,
  // 1, 2, 4, 8, 16 and 32 min) ride out an SMTP relay's restart or a short provider outage.
  mail: { maxAttempts: 8, firstRetryS: 30, maxRetryS: 3600 },
  // An SMS is a sign-in code that expires in minutes: retry quickly (5, 10, 20 s), then give up.
  sms: { maxAttempts: 4, firstRetryS: 5, maxRetryS: 60 },
  // A certificate drawn ahead of its download: failing costs only speed (the download draws it), so a few
  // retries spread over a quarter of an hour ride out a storage hiccup or a restart, then it is left to downloads.
  render: { maxAttempts: 5, firstRetryS: 10, maxRetryS: 600 },
};

/** One send may take this long (SMTP handshake, provider API) before it counts as failed. */
export const SEND_TIMEOUT_MS = 10_000;
/**
 * One background render may take this long: it waits behind every download (render-pool.ts), so under a download
 * rush it may wait long. Well inside the lease; the render itself goes on and is stored, and the retry finds it.
 */
export const RENDER_TIMEOUT_MS = 30_000;
/** A worker owns a claimed message this long; longer than any send, so only a dead worker's claim lapses. */
export const CLAIM_LEASE_MS = 60_000;
/** How often an idle worker looks for due messages (a request with nothing to commit wakes it at once). */
export const POLL_INTERVAL_MS = 1000;
/** Messages one worker claims and sends at once: a large event's mail does not open hundreds of connections. */
export const CLAIM_BATCH = 10;

/**
 * The worker's lanes, each claiming its own channels and running on its own: two thousand certificates waiting to
 * be drawn after a results publish never hold up a sign-in code's SMS. A lane claims `batch` rows at a time; a
 * render lane's batch keeps the render pool's background queue short (it yields to downloads anyway).
 */
export const LANES = [
  { name: "messages", channels: ["mail", "sms"], batch: CLAIM_BATCH, timeoutMs: SEND_TIMEOUT_MS },
  { name: "renders", channels: ["render"], batch: 8, timeoutMs: RENDER_TIMEOUT_MS },
] as const satisfies readonly { name: string; channels: readonly Channel[]; batch: number; timeoutMs: number }[];
export type Lane = (typeof LANES)[number];

/** Milliseconds to wait after failed attempt number `attempts` (1-based). */
export function retryDelayMs(policy: DeliveryPolicy, attempts: number): number {
  return Math.min(policy.firstRetryS * 2 ** (attempts - 1), policy.maxRetryS) * 1000;
}

/**
 * How long finished messages are kept. A sent one only answers "did my mail go out?" for a few days;
 * a failed one is kept longer, for whoever looks into why. Without a limit the table only grows.
 */
export const RETENTION_DAYS = { sent: 7, failed: 30 } as const;
/** A worker prunes at most this often, and at most this many rows at a time (short statements, short locks). */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
export const PRUNE_BATCH = 1000;
