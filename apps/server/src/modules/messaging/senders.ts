import nodemailer from "nodemailer";
import type { Env } from "../../env.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Outbox } from "./outbox.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(mail: Mail): Promise<void>;
}

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export function createMailSender(env: Env, log: Logger, outbox: Outbox): MailSender {
  if (env.MAIL_DRIVER === "smtp") {
    if (!env.SMTP_URL) throw new Error("MAIL_DRIVER=smtp needs SMTP_URL");
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    async send(mail) {
      outbox.add({ channel: "mail", to: mail.to, subject: mail.subject, text: mail.text });
      log.info({ to: mail.to, subject: mail.subject }, "mail written to the development outbox");
    },
  };
}

export function createSmsSender(env: Env, log: Logger, outbox: Outbox): SmsSender {
  if (env.SMS_DRIVER === "http") {
    const url = env.SMS_HTTP_URL;
    if (!url) throw new Error("SMS_DRIVER=http needs SMS_HTTP_URL");
    return {
      async send(to, text) {
        // The provider URL is operator configuration, never user input, so this is not an SSRF path.
        const res = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(env.SMS_HTTP_TOKEN ? { authorization: `Bearer ${env.SMS_HTTP_TOKEN}` } : {}),
          },
          body: JSON.stringify({ to, text }),
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
      },
    };
  }
  return {
    async send(to, text) {
      outbox.add({ channel: "sms", to, text });
      // Development only: the code is logged so a developer can sign in without a phone.
      log.info({ to, text }, "sms written to the development outbox");
    },
  };
}
