// Query keys of the judging feature (docs/product/hackathons.md#judging).
export const judgingKeys = {
  judges: (eventId: string) => ["events", "judges", eventId] as const,
  progress: (eventId: string) =>
    ["events", "judging-progress", eventId] as const,
  sheet: (eventId: string) => ["events", "judging", eventId] as const,
  config: (eventId: string) => ["events", "hackathon-config", eventId] as const,
};
