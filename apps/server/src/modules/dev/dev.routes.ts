import { Hono } from "hono";
import { html } from "hono/html";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";

/** Development-only outbox: the SMS codes and mails the dev senders "sent". Never mounted in production. */
export function devRoutes({ outbox }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/api/dev/outbox", (c) => c.json({ success: true, data: { messages: outbox.list() } }))
    .get("/dev/outbox", (c) =>
      c.html(html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Commons · dev outbox</title>
            <style>
              body { font: 14px/1.5 system-ui, "PingFang SC", "Noto Sans CJK SC", sans-serif; margin: 2rem auto; max-width: 820px; padding: 0 1rem; color: #1f2937; }
              li { list-style: none; border: 1px solid #e5e7eb; border-radius: 12px; padding: 12px 16px; margin: 10px 0; }
              .meta { color: #6b7280; font-size: 12px; } pre { white-space: pre-wrap; margin: 6px 0 0; }
            </style>
          </head>
          <body>
            <h1>Development outbox</h1>
            <p class="meta">SMS codes and e-mails written by the development senders (newest first). Not available in production.</p>
            <ul>
              ${outbox.list().map(
                (m) => html`<li>
                  <div class="meta">${m.channel.toUpperCase()} · ${m.at} · to ${m.to}</div>
                  ${m.subject ? html`<strong>${m.subject}</strong>` : ""}
                  <pre>${m.text}</pre>
                </li>`,
              )}
            </ul>
          </body>
        </html>`),
    );
}
