// MAIL_DRIVER=smtp, end to end: an organiser's change queues a mail, the worker hands it to nodemailer,
// and a real SMTP server (smtp-server, in this process, on a free port) receives it. Nothing of ours is
// replaced; the test is what tells a nodemailer upgrade that changes delivery from one that does not.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageJobs } from "../../db/schema/index.ts";
import { insertEvent, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp } from "../../test/test-app.ts";

interface Received {
  from: string | undefined;
  to: string[];
  data: string;
}

const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A MIME header's value, with its encoded words (RFC 2047, UTF-8 base64 or Q) decoded. */
function header(message: string, name: string): string | undefined {
  const raw = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(message)?.[1];
  return raw
    ?.replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_all, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
    )
    .trim();
}

/** The text body, decoded from the transfer encoding nodemailer chose (quoted-printable or base64). */
function textBody(message: string): string {
  const [head, ...rest] = message.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const encoding = /content-transfer-encoding: (\S+)/i.exec(head ?? "")?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

describe("mail over SMTP", () => {
  it("delivers a queued invitation mail, Chinese subject and link intact, and marks the job sent", async () => {
    const t = await createTestApp({
      RATE_LIMIT: "off",
      MAIL_DRIVER: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
      MAIL_FROM: "Commons <no-reply@commons.test>",
    });
    try {
      const organizer = await signedIn(t);
      const eventId = await insertEvent(t.db, organizer.userId, { title: "邮件送达活动", maxAttendees: 10 });
      const person = await insertUser(t.db, { email: "smtp-reader@example.com" });
      expect((await organizer.client.post(`/api/events/${eventId}/invitations`, { userId: person.id })).status).toBe(201);

      await t.deps.messages.runDue();

      const mail = received.find((m) => m.to.includes("smtp-reader@example.com"));
      expect(mail).toBeDefined();
      expect(mail!.from).toBe("no-reply@commons.test");
      expect(header(mail!.data, "Subject")).toContain("邀请你参加“邮件送达活动”");
      expect(header(mail!.data, "From")).toContain("no-reply@commons.test");
      const text = textBody(mail!.data);
      expect(text).toContain("邮件送达活动");
      expect(text).toContain(`${t.deps.env.publicUrl}/zh/notifications`);
      const [job] = await t.db.select().from(messageJobs);
      expect(job).toMatchObject({ channel: "mail", status: "sent", attempts: 1 });
    } finally {
      await t.close();
    }
  });
});
