import { projectKeys } from "@/lib/projects-api.ts";

// Query keys of the team's own submission. The project list sits under the shared projects prefix, so a
// project created anywhere (here or on the projects page) refreshes the picker.
export const submissionKeys = {
  mine: (eventId: string) => ["hackathon-submissions", "mine", eventId] as const,
  projects: [...projectKeys.all, "hackathon-submissions", "mine"] as const,
};
