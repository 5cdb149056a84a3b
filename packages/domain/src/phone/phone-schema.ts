import { z } from "zod";
import { validateFullPhone } from "./validate-phone.ts";

/**
 * A complete phone number ("+8613812345678", spaces allowed), handed over as E.164. A refusal names the
 * phone rule's key (`phone.tooShort`…) with its params; the country name is localised later, in the
 * reader's language, from `countryIso` (see zod-issues).
 */
export const phoneNumberSchema = z.string().transform((value, ctx) => {
  const result = validateFullPhone(value);
  if (result.valid) return result.e164;
  const { country: _localisedName, ...params } = result.error.params;
  ctx.addIssue({ code: "custom", message: result.error.key, params });
  return z.NEVER;
});
