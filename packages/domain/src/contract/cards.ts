import { z } from "zod";

// The answers of /api/events/{id}/cards and of the card-consent change (docs/product/people.md#digital-cards).

export const digitalCardSchema = z
  .strictObject({
    userId: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    image: z.string().nullable(),
    userRoleString: z.string().nullable(),
    currentWorkOn: z.string().nullable(),
    bio: z.string().nullable(),
    skills: z.array(z.string()),
    profilePath: z.string().meta({ description: "/u/{username or id}: the card's QR code points to it" }),
    wechatId: z.string().nullable().meta({
      description: "Only when the person chose showWechat, and only for approved registrants and managers of the event",
    }),
    email: z.string().nullable().meta({
      description: "Only when the person chose showEmail (never a placeholder address), and only for approved registrants and managers",
    }),
    isMine: z.boolean().meta({ description: "The caller's own card" }),
  })
  .meta({ id: "DigitalCard", description: "A consenting approved participant's card; the phone number is never included" });
export type DigitalCard = z.infer<typeof digitalCardSchema>;

export const digitalCardsSchema = z
  .strictObject({
    cards: z.array(digitalCardSchema).meta({ description: "By registration time, then id; at most CARDS_LIST_LIMIT (300)" }),
    total: z.number().int().meta({ description: "Every card of the event, also those beyond the list's limit" }),
    contactsShown: z.boolean().meta({ description: "Whether contact methods are given to this caller at all" }),
  })
  .meta({ id: "DigitalCards" });
export type DigitalCards = z.infer<typeof digitalCardsSchema>;

/** `PATCH /api/events/{id}/my-registration/card-consent`. */
export const cardConsentResultSchema = z
  .strictObject({ registrationId: z.string(), allowDigitalCardDisplay: z.boolean() })
  .meta({ id: "CardConsent" });
export type CardConsentResult = z.infer<typeof cardConsentResultSchema>;
