import { createHash } from "node:crypto";
import { EVENT_DEFAULT_TIMEZONE } from "@commons/domain";

/**
 * What the warm-up worker runs: the kinds of Intl formatter a landing page's first render builds (a
 * date with weekday, time and zone name in the events' default zone; a CNY price; a relative time), in
 * the page's language `l`. It then closes itself. A failure is swallowed: the app builds its own
 * formatters anyway.
 */
const WARM_UP_WORKER =
  `try{new Intl.DateTimeFormat(l,{timeZone:${JSON.stringify(EVENT_DEFAULT_TIMEZONE)},year:"numeric",month:"long",day:"numeric",weekday:"short",hour:"2-digit",minute:"2-digit",hourCycle:"h23",timeZoneName:"short"}).formatToParts(0);` +
  'new Intl.NumberFormat(l,{style:"currency",currency:"CNY"}).format(1);' +
  'new Intl.RelativeTimeFormat(l,{numeric:"auto"}).format(1,"day")}catch(e){}close()';

/**
 * The one script a page carries inline, allowed by the page policy through its hash (never by
 * 'unsafe-inline'). The first Intl formatter of a browser process loads ICU's data for the locale,
 * time zones and currencies: 40–100 ms on the main thread of this project's test host, four times
 * that on Lighthouse's simulated phone, and the first render of every page that shows a date paid it.
 * ICU keeps that data process-wide, so a throwaway worker (a blob, which the page policy's
 * `worker-src blob:` allows; no request) builds the formatters on its own thread while the page's
 * scripts download; the first render's formatters then cost 1–3 ms (ADR 0016). It sits first in the
 * head: a script after the stylesheet would wait for the stylesheet. It has no effect on the page.
 */
export const PAGE_INLINE_SCRIPT = `try{new Worker(URL.createObjectURL(new Blob(["var l="+JSON.stringify(document.documentElement.lang)+";"+${JSON.stringify(WARM_UP_WORKER)}])))}catch(e){}`;

/** Its CSP source expression. */
export const PAGE_INLINE_SCRIPT_HASH = `'sha256-${createHash("sha256").update(PAGE_INLINE_SCRIPT).digest("base64")}'`;

/** The element, placed first in a page's head, before the stylesheet and the app's module script. */
export const PAGE_INLINE_SCRIPT_TAG = `<script>${PAGE_INLINE_SCRIPT}</script>`;
