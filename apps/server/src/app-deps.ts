import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./lib/logger.ts";
import type { RateLimiter } from "./lib/rate-limit.ts";
import type { Auth } from "./modules/auth/auth.ts";
import type { Outbox } from "./modules/messaging/outbox.ts";
import type { MailSender, SmsSender } from "./modules/messaging/senders.ts";

/** Everything a module may use; built once in main.ts (or per test file) and passed down explicitly. */
export interface AppDeps {
  env: Env;
  database: Database;
  log: Logger;
  auth: Auth;
  limiter: RateLimiter;
  outbox: Outbox;
  mail: MailSender;
  sms: SmsSender;
}
