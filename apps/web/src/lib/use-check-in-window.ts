import { checkInOpensAt, checkInWindow } from "@commons/domain";
import { useEffect, useState } from "react";

type CheckInState = ReturnType<typeof checkInWindow>;

/** setTimeout fires at once past 2^31 − 1 ms (about 24.8 days); a longer wait is taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Where an event's check-in window stands now, moving on by itself when the window opens or closes, so a
 * door page left open before the start turns into the check-in page at the minute it opens
 * (docs/product/organiser-console.md#check-in). Undefined until the event is known.
 */
export function useCheckInWindow(event: { startTime: string; endTime: string } | undefined): CheckInState | undefined {
  const [now, setNow] = useState(() => Date.now());
  const state = event ? checkInWindow(event, new Date(now)) : undefined;
  const next = !event || state === "closed" ? null : state === "notOpen" ? checkInOpensAt(event).getTime() : new Date(event.endTime).getTime();

  useEffect(() => {
    if (next === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(Math.max(next - Date.now(), 0), MAX_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [next, now]);

  return state;
}
