import { defaultHackathonConfig, type HackathonConfig, normalizeHackathonConfig } from "@commons/domain";
import type { events } from "../../db/schema/index.ts";

// docs/product/hackathons.md#configuration: a hackathon is never stored without its configuration, and
// settings.requireProject and events.require_project_submission (which the registration form reads) say
// the same thing whichever side was edited.

type EventRow = typeof events.$inferSelect;

interface Merged {
  type: EventRow["type"];
  startTime: Date;
  endTime: Date;
  status: EventRow["status"];
  requireProjectSubmission: boolean;
}

/** A new event's configuration column: the defaults for a HACKATHON (requireProject as the form said), nothing otherwise. */
export function configForNewEvent(event: Merged, now: Date): HackathonConfig | null {
  if (event.type !== "HACKATHON") return null;
  const config = defaultHackathonConfig(event, now);
  return { ...config, settings: { ...config.settings, requireProject: event.requireProjectSubmission } };
}

/**
 * The hackathon columns to store after an event edit (none for other types). While an event stays a
 * hackathon its configuration decides "project required" (the editor's hackathon section edits it through
 * PUT hackathon-config), so the event form's stale value never overrides it. An event that becomes a
 * HACKATHON gets the defaults (requireProject as the form said); one that comes back keeps its stored
 * configuration, which the column follows again.
 */
export function hackathonColumnsAfterEdit(
  current: Pick<EventRow, "type" | "hackathonConfig">,
  merged: Merged,
  now: Date,
): { hackathonConfig?: HackathonConfig; requireProjectSubmission?: boolean } {
  if (merged.type !== "HACKATHON") return {};
  if (current.hackathonConfig == null) return { hackathonConfig: configForNewEvent(merged, now)! };
  const config = normalizeHackathonConfig(current.hackathonConfig, merged, now);
  return current.type === "HACKATHON"
    ? { requireProjectSubmission: config.settings.requireProject }
    : { hackathonConfig: config, requireProjectSubmission: config.settings.requireProject };
}
