import { z } from "zod";
import { eventCardSchema } from "./event-cards.ts";
import { userSummarySchema } from "./users.ts";

/** `GET /api/users/{idOrUsername}`: a person's public page. */
export const publicUserSchema = userSummarySchema
  .extend({
    bio: z.string().nullable(),
    currentWorkOn: z.string().nullable(),
    city: z.string().nullable(),
    region: z.string().nullable(),
    skills: z.array(z.string()),
    email: z.string().optional().meta({ description: "Present only when the person chose showEmail" }),
    wechatId: z.string().optional().meta({ description: "Present only when the person chose showWechat" }),
    organizedEvents: z.array(eventCardSchema).meta({ description: "Public events they organise, upcoming first" }),
  })
  .meta({ id: "PublicUser" });
export type PublicUser = z.infer<typeof publicUserSchema>;
