import type { BuildingConfig, BuildingConfigInput, ChallengePaymentType } from "@commons/domain";

// The editor's form values: the configuration's shape (so a server path such as "requiredCheckIns" is the
// form's own), numbers kept as the text typed, and the refund rate as a percentage (the document keeps 0–1).

export interface BuildingFormValues {
  duration: string;
  requiredCheckIns: string;
  setupOpen: boolean;
  isPublic: boolean;
  allowAnonymous: boolean;
  enableVoting: boolean;
  depositAmount: string;
  refundRate: string;
  paymentType: ChallengePaymentType;
  paymentNote: string;
  paymentQRCode: string | null;
}

/** 0.8 → "80", without float noise (0.07 * 100 is 7.000000000000001). */
const percent = (rate: number) => String(Math.round(rate * 10_000) / 100);

export function fromBuildingConfig(config: BuildingConfig): BuildingFormValues {
  return {
    ...config,
    duration: String(config.duration),
    requiredCheckIns: String(config.requiredCheckIns),
    depositAmount: String(config.depositAmount),
    refundRate: percent(config.refundRate),
  };
}

/** A blank box is not a number: it reaches the schema as NaN, which names the field. */
const num = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** The form's values → the PUT body. */
export function toBuildingInput(values: BuildingFormValues): BuildingConfigInput {
  const rate = num(values.refundRate);
  return {
    ...values,
    duration: num(values.duration),
    requiredCheckIns: num(values.requiredCheckIns),
    depositAmount: num(values.depositAmount),
    refundRate: Number.isNaN(rate) ? rate : Math.round(rate * 100) / 10_000,
  };
}
