const SHANGHAI_OFFSET_HOURS = 8; // Asia/Shanghai has had no daylight saving since 1991.

/**
 * The instant that is `hour:minute` on the Shanghai calendar day `days` after now's Shanghai date,
 * so demo events land at sensible local times whenever the seed runs.
 */
export function shanghaiAt(now: Date, days: number, hour: number, minute = 0): Date {
  const wall = new Date(now.getTime() + SHANGHAI_OFFSET_HOURS * 3_600_000);
  return new Date(
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + days, hour - SHANGHAI_OFFSET_HOURS, minute),
  );
}
