import { Redis } from "ioredis";
import type { AppDeps } from "./app-deps.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./lib/logger.ts";
import { disabledRateLimiter, memoryRateLimiter, redisRateLimiter } from "./lib/rate-limit.ts";
import { SessionCache } from "./lib/session-cache.ts";
import { createAuth, type PasswordHashing } from "./modules/auth/auth.ts";
import { createCertificateFiles } from "./modules/certificates/certificate-files.ts";
import { certificateRenderJob } from "./modules/certificates/certificate-render-job.ts";
import { createCertificateRenderer } from "./modules/certificates/render/certificate-renderer.ts";
import { challengeReminderTask } from "./modules/challenges/challenge-reminders.ts";
import { orphanFileTask } from "./modules/uploads/orphan-files.ts";
import { storageFor } from "./modules/uploads/storage.ts";
import { viewMarksPruneTask } from "./modules/engagement/views.service.ts";
import { MessageQueue, type MessageQueueOptions } from "./modules/messaging/message-queue.ts";
import { Outbox } from "./modules/messaging/outbox.ts";
import { createMailSender, createSmsSender, type MailSender, type SmsSender } from "./modules/messaging/senders.ts";

/**
 * Tests replace the delivery drivers (what is outside the system), tune the queue's clock and timeout, and hash
 * passwords cheaply (ADR 0047). `main.ts` passes none: production hashes with better-auth's scrypt.
 */
export interface DepsOverrides {
  mail?: MailSender;
  sms?: SmsSender;
  queue?: Partial<Pick<MessageQueueOptions, "now" | "sendTimeoutMs" | "log">>;
  passwordHashing?: PasswordHashing;
}

/** Vite's development server, which proxies /api to this server (apps/web/vite.config.ts). */
const DEV_SERVER_ORIGIN = "http://localhost:5173";

/**
 * Origins allowed to make signed-in writes. In production only PUBLIC_URL: a page served from
 * localhost on a visitor's own machine is not ours (docs/decisions/0032-abuse-hardening.md).
 */
export function trustedOriginsFor(env: Pick<Env, "NODE_ENV" | "PORT" | "publicUrl">): string[] {
  if (env.NODE_ENV === "production") return [env.publicUrl];
  return [env.publicUrl, DEV_SERVER_ORIGIN, `http://127.0.0.1:${env.PORT}`, `http://localhost:${env.PORT}`];
}

export function buildDeps(env: Env, database: Database, log: Logger, overrides: DepsOverrides = {}): AppDeps & { close(): Promise<void> } {
  const outbox = new Outbox();
  const mail = overrides.mail ?? createMailSender(env, log, outbox);
  const sms = overrides.sms ?? createSmsSender(env, log, outbox);
  // The sweeps that ride on the queue's worker, on its clock: challenge reminders (docs/product/challenges.md#reminders),
  // yesterday's page-view marks (engagement.md#page-views) and day-old orphan uploads (accounts-and-profile.md#upload-limits).
  const periodic = [challengeReminderTask(database.db), viewMarksPruneTask(database.db), orphanFileTask(database.db, () => storageFor(env), log)];
  // No thread starts until the first render: the test suite builds many of these.
  const certificateRenderer = createCertificateRenderer({ log, size: env.CERTIFICATE_RENDER_WORKERS });
  const certificateFiles = createCertificateFiles({ db: database.db, storage: () => storageFor(env), renderer: certificateRenderer, log, publicUrl: env.publicUrl });
  // Certificates are drawn on the queue's render lane when issued (ADR 0043).
  const renderCertificate = certificateRenderJob(database.db, () => certificateFiles);
  const messages = new MessageQueue({ db: database.db, senders: { mail, sms }, log, publicUrl: env.publicUrl, periodic, renderCertificate, ...overrides.queue });
  const trustedOrigins = trustedOriginsFor(env);
  const sessionCache = new SessionCache(env.SESSION_CACHE_SECONDS * 1000);
  const auth = createAuth({ db: database.db, env, messages, trustedOrigins, sessionCache, passwordHashing: overrides.passwordHashing });
  let redis: Redis | null = null;
  let subscriber: Redis | null = null;
  let limiter = memoryRateLimiter();
  if (env.REDIS_URL) {
    redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    redis.on("error", (err) => log.warn({ err: err.message }, "redis error"));
    limiter = redisRateLimiter(redis);
    // Subscribing takes a connection of its own. Until it is ready, a forget elsewhere reaches this process
    // only through the TTL, as without Redis.
    subscriber = redis.duplicate();
    subscriber.on("error", (err) => log.warn({ err: err.message }, "redis subscriber error"));
    void sessionCache.shareThrough(redis, subscriber, log);
  }
  if (env.RATE_LIMIT === "off") {
    log.warn("RATE_LIMIT=off: rate limits are disabled (load benchmarks only)");
    limiter = disabledRateLimiter();
  }
  return {
    env,
    database,
    log,
    auth,
    sessionCache,
    limiter,
    outbox,
    mail,
    sms,
    messages,
    certificateRenderer,
    certificateFiles,
    trustedOrigins,
    async close() {
      await messages.stop();
      await certificateRenderer.close();
      if (subscriber) await subscriber.quit().catch(() => undefined);
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
}
