import { type BuildingConfig, normalizeBuildingConfig } from "@commons/domain";
import type { events } from "../../db/schema/index.ts";

// docs/product/challenges.md#configuration: a BUILDING_PUBLIC event is never stored without its configuration,
// so the event payload and every challenge route read the same whole document from the start.

type EventType = (typeof events.$inferSelect)["type"];

/** A new event's `building_config`: the defaults for a challenge, nothing for other types. */
export function buildingConfigForNewEvent(type: EventType): BuildingConfig | null {
  return type === "BUILDING_PUBLIC" ? normalizeBuildingConfig(null) : null;
}

/**
 * The column to store after an event edit: an event that becomes a challenge without a stored configuration
 * gets the defaults; one that has one (it was a challenge before) keeps it; other edits leave it alone.
 */
export function buildingColumnsAfterEdit(current: { buildingConfig: unknown }, mergedType: EventType): { buildingConfig?: BuildingConfig } {
  if (mergedType !== "BUILDING_PUBLIC" || current.buildingConfig != null) return {};
  return { buildingConfig: normalizeBuildingConfig(null) };
}
