import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../../lib/context.ts";
import { rateLimited, type RateLimiter, type RateLimitRule } from "../../lib/rate-limit.ts";

/**
 * Sign-in limits (docs/decisions/0032-abuse-hardening.md). A wrong password is refused per address and
 * per device, never per account alone: an account-wide refusal let anyone lock the owner out with five
 * wrong guesses a minute. Failures for one account from anywhere slow its wrong answers down instead.
 */
export const SIGN_IN_LIMITS = {
  /** Attempts on one account from one address (the per-account limit an owner never notices). */
  addressAndAccount: { limit: 5, windowSeconds: 60 },
  /** Attempts from one address on any account: spraying many accounts; a venue's wifi stays under it. */
  address: { limit: 20, windowSeconds: 60 },
  /** Attempts on one account from a device that signed in to it before, whatever its address. */
  deviceAndAccount: { limit: 5, windowSeconds: 60 },
  /** Wrong passwords for one account from everywhere before each further one answers slower. */
  accountFailures: { limit: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;
export const FAILURE_DELAY_STEP_MS = 250;
const FAILURE_DELAY_MAX_MS = 3000;

const DEVICE_COOKIE = "commons.device";
const DEVICE_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;

/** The device cookie's id when it was issued for this account by this server, else null. */
function trustedDevice(c: Context<AppEnv>, secret: string, account: string): string | null {
  const value = getCookie(c, DEVICE_COOKIE);
  const [id, mac] = value?.split(".") ?? [];
  if (!id || !mac) return null;
  const expected = Buffer.from(deviceMac(secret, id, account));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

function deviceMac(secret: string, id: string, account: string): string {
  return createHmac("sha256", secret).update(`commons/device/v1:${id}:${account}`).digest("base64url");
}

/** Counts a sign-in attempt; answers the 429 when the address (or the known device) is over its limits. */
export async function signInRefusal(c: Context<AppEnv>, limiter: RateLimiter, secret: string, account: string): Promise<Response | null> {
  const ip = c.get("clientIp");
  const device = account ? trustedDevice(c, secret, account) : null;
  // A device that signed in to this account before gets in past a busy or hostile address (a shared NAT).
  if (device) return rateLimited(c, limiter, [`auth:sign-in:device:${device}:acct:${account}`], SIGN_IN_LIMITS.deviceAndAccount);
  const byAddress = await rateLimited(c, limiter, [`auth:sign-in:ip:${ip}`], SIGN_IN_LIMITS.address);
  if (byAddress || !account) return byAddress;
  return rateLimited(c, limiter, [`auth:sign-in:ip:${ip}:acct:${account}`], SIGN_IN_LIMITS.addressAndAccount);
}

/** After a wrong password: past the account's failure budget each wrong answer waits longer (up to 3 s). */
export async function slowDownFailure(limiter: RateLimiter, account: string): Promise<void> {
  if (!account) return;
  const rule = SIGN_IN_LIMITS.accountFailures;
  const { count } = await limiter.hit(`auth:sign-in:fail:acct:${account}`, rule);
  if (count <= rule.limit) return;
  const delay = Math.min(FAILURE_DELAY_MAX_MS, (count - rule.limit) * FAILURE_DELAY_STEP_MS);
  await new Promise((resolve) => setTimeout(resolve, delay));
}

/** After a successful sign-in or sign-up: the device cookie that lets this browser past address limits. */
export function deviceCookie(secret: string, account: string, https: boolean): string {
  const id = randomUUID();
  return `${DEVICE_COOKIE}=${id}.${deviceMac(secret, id, account)}; Path=/api/auth; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
}
