/** Query keys this feature reads and invalidates. `["events"]` also refreshes the event page and lists. */
export const registrationKeys = {
  events: ["events"] as const,
  mine: ["registrations"] as const,
  ticket: (eventId: string) => ["registrations", "ticket", eventId] as const,
  // Under `mine`, so registering or cancelling (which invalidate it) refetches it.
  myRegistration: (eventId: string) => ["registrations", "event", eventId] as const,
  profile: ["profile"] as const,
  projects: ["projects", "mine"] as const,
};
