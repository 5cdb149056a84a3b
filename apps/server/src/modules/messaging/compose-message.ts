import { translate } from "@commons/domain";
import type { MessageToSend } from "./message-jobs.ts";
import type { Mail } from "./senders.ts";

export type Outgoing = { channel: "mail"; mail: Mail } | { channel: "sms"; to: string; text: string };

/**
 * The final text of a queued message. A notification's mail carries both languages (Chinese first):
 * people have no stored language yet. Its link is the notice's in-app path under each locale.
 */
export function composeMessage(payload: MessageToSend, publicUrl: string): Outgoing {
  switch (payload.kind) {
    case "mail":
      return { channel: "mail", mail: { to: payload.to, subject: payload.subject, text: payload.text } };
    case "sms":
      return { channel: "sms", to: payload.to, text: payload.text };
    case "notificationMail": {
      const { type, params, link } = payload;
      const text = (["zh", "en"] as const).map((l) => `${translate(l, `notification.${type}.body`, params)}\n${publicUrl}/${l}${link}`).join("\n\n");
      return { channel: "mail", mail: { to: payload.to, subject: translate("zh", `notification.${type}.title`, params), text } };
    }
  }
}
