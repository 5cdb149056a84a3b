import type { Locale } from "@commons/domain";
import type { Logger } from "./logger.ts";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

/** Variables every handler can read from `c.var`. */
export interface AppVariables {
  requestId: string;
  locale: Locale;
  log: Logger;
  user: SessionUser | null;
  sessionId: string | null;
  clientIp: string;
}

export interface AppEnv {
  Variables: AppVariables;
}
