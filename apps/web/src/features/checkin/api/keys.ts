/** Query keys this feature reads and invalidates. */
export const checkInKeys = {
  list: (eventId: string) => ["checkins", eventId] as const,
};
