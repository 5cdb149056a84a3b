import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./lib/logger.ts";
import type { RateLimiter } from "./lib/rate-limit.ts";
import type { SessionCache } from "./lib/session-cache.ts";
import type { Auth } from "./modules/auth/auth.ts";
import type { CertificateFiles } from "./modules/certificates/certificate-files.ts";
import type { CertificateRenderer } from "./modules/certificates/render/certificate-renderer.ts";
import type { MessageQueue } from "./modules/messaging/message-queue.ts";
import type { Outbox } from "./modules/messaging/outbox.ts";
import type { MailSender, SmsSender } from "./modules/messaging/senders.ts";

/** Everything a module may use; built once in main.ts (or per test file) and passed down explicitly. */
export interface AppDeps {
  env: Env;
  database: Database;
  log: Logger;
  auth: Auth;
  /** Sessions resolved lately, answered from memory; `forgetUser` after anything that ends or changes one (ADR 0045). */
  sessionCache: SessionCache;
  limiter: RateLimiter;
  outbox: Outbox;
  /** The delivery drivers. Only the message queue calls them; everything else queues (ADR 0011). */
  mail: MailSender;
  sms: SmsSender;
  messages: MessageQueue;
  /** Draws certificates' PNGs on worker threads, started on the first render (ADR 0039). */
  certificateRenderer: CertificateRenderer;
  /** Certificates' pictures, drawn once per content and kept in storage (ADR 0043). */
  certificateFiles: CertificateFiles;
  /** Origins whose pages may make cookie-authenticated writes (the site itself, the dev server). */
  trustedOrigins: string[];
}
