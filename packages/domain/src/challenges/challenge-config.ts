import { z } from "zod";
import {
  CHALLENGE_DEFAULT_DURATION_DAYS,
  CHALLENGE_DEFAULT_REQUIRED_CHECK_INS,
  CHALLENGE_DEPOSIT_MAX,
  CHALLENGE_DURATION_MAX,
  CHALLENGE_DURATION_MIN,
  CHALLENGE_PAYMENT_NOTE_MAX,
  CHALLENGE_PAYMENT_TYPES,
  CHECK_IN_URL_MAX,
} from "./challenge-constants.ts";

// docs/product/challenges.md#configuration: the challenge's own settings, stored as one JSON document on the
// event (`building_config`). Every field has its default, so a stored document from an older build, or none,
// reads whole. The deposit fields are information for the participants: no money moves through the product.

const wholeNumber = (key: string, min: number, max: number) => z.number(key).int(key).min(min, key).max(max, key);

export const buildingConfigSchema = z
  .strictObject({
    duration: wholeNumber("challenges.durationRange", CHALLENGE_DURATION_MIN, CHALLENGE_DURATION_MAX).default(CHALLENGE_DEFAULT_DURATION_DAYS),
    requiredCheckIns: wholeNumber("challenges.requiredCheckInsRange", 1, CHALLENGE_DURATION_MAX).default(CHALLENGE_DEFAULT_REQUIRED_CHECK_INS),
    /** Ours: the organiser opens the setup form when ready; until then the page says they will. */
    setupOpen: z.boolean().default(true),
    isPublic: z.boolean().default(true),
    allowAnonymous: z.boolean().default(false),
    enableVoting: z.boolean().default(true),
    depositAmount: z.number("challenges.depositRange").min(0, "challenges.depositRange").max(CHALLENGE_DEPOSIT_MAX, "challenges.depositRange").default(0),
    /** A fraction 0–1 of the deposit returned on completion. */
    refundRate: z.number("challenges.refundRateRange").min(0, "challenges.refundRateRange").max(1, "challenges.refundRateRange").default(0),
    paymentType: z.enum(CHALLENGE_PAYMENT_TYPES, "validation.invalid").default("CUSTOM"),
    paymentNote: z.string().trim().max(CHALLENGE_PAYMENT_NOTE_MAX, "challenges.paymentNoteTooLong").default(""),
    /** An image the server placed (an upload URL of the organiser's own), or null. */
    paymentQRCode: z.string().trim().max(CHECK_IN_URL_MAX).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.requiredCheckIns > value.duration)
      ctx.addIssue({ code: "custom", path: ["requiredCheckIns"], message: "challenges.requiredCheckInsOverDuration" });
  })
  .meta({ id: "BuildingConfig" });
export type BuildingConfig = z.infer<typeof buildingConfigSchema>;

/** What the editor sends (PUT /api/events/{id}/building-config): the whole document, defaults for what is left out. */
export const buildingConfigInputSchema = buildingConfigSchema.meta({ id: "BuildingConfigInput" });
export type BuildingConfigInput = z.input<typeof buildingConfigInputSchema>;

/**
 * Reads a stored document (possibly null, partial or from an older build) into a whole one. Never throws: a
 * field that no longer parses falls back to its default, and a required count over the length is capped.
 */
export function normalizeBuildingConfig(stored: unknown): BuildingConfig {
  const raw = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  const defaults = buildingConfigSchema.parse({});
  const out: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof BuildingConfig)[]) {
    const field = buildingConfigSchema.shape[key].safeParse(raw[key]);
    if (field.success) out[key] = field.data;
  }
  const config = out as BuildingConfig;
  return { ...config, requiredCheckIns: Math.min(config.requiredCheckIns, config.duration) };
}

/** The editor's answer (GET/PUT building-config). */
export const buildingConfigViewSchema = z.strictObject({ config: buildingConfigSchema }).meta({ id: "BuildingConfigView" });
export type BuildingConfigView = z.infer<typeof buildingConfigViewSchema>;
