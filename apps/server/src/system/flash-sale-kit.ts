// A flash sale set up straight in SQL and driven over HTTP, with the invariant's figures read back in
// SQL. Shared by the flash-sale benchmark (bench/scenarios/flash-sale.ts) and the system tests, which
// crash and multiply the server in the middle of one.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { Database } from "../db/client.ts";

export type Exec = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Plain SQL on either driver (both clients answer `query(text, params)` with `{ rows }`). */
export const execOf =
  (database: Database): Exec =>
  async (text, params = []) => {
    const client = (database.db as unknown as { $client: { query: Exec } }).$client;
    return client.query(text, params);
  };

/** A profile complete enough to register (docs/product/registration.md#profile-requirements). */
const PROFILE = ["一个够长的个人简介，用于通过报名资料检查。", "开发者", "压测", "全职"];

/** better-auth's signed session cookie: `token.base64(HMAC-SHA256(secret, token))`, URI-encoded. */
export function sessionCookie(secret: string, token: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `commons.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

export interface FlashSale {
  organizerId: string;
  /** People in registration order: `userIds[i]` signs in with `cookies[i]`. */
  userIds: string[];
  cookies: string[];
}

/**
 * An organiser, published events with the given capacities, and `people` signed-in people with
 * complete profiles, straight in SQL: signing thousands up through scrypt would take minutes.
 * Sessions look freshly signed in (30 days left, as better-auth creates them): a session with less left
 * looks a day old or more, and every request would also rewrite its row — not what a flash sale sees.
 * Ids carry `run`, so shared stores keyed by user (Redis rate limits) never mix two runs.
 */
export async function populateFlashSale(
  exec: Exec,
  opts: { run: string; secret: string; people: number; events: { id: string; capacity: number }[] },
): Promise<FlashSale> {
  const { run } = opts;
  const organizerId = `org-${run}`;
  await exec(`insert into users (id, name, email, email_verified) values ($1, 'Flash-sale organiser', $2, true)`, [organizerId, `org-${run}@flash.example.com`]);
  for (const { id, capacity } of opts.events) {
    await exec(
      `insert into events (id, title, status, start_time, end_time, organizer_id, max_attendees)
       values ($1, 'Flash sale', 'PUBLISHED', now() + interval '7 days', now() + interval '7 days 3 hours', $2, $3)`,
      [id, organizerId, capacity],
    );
  }
  await exec(
    `insert into users (id, name, email, email_verified, phone_number, bio, user_role_string, current_work_on, life_status)
     select 'u-' || $2 || '-' || g, 'Person ' || g, 'p' || g || '-' || $2 || '@flash.example.com', true,
            '+86137' || lpad(g::text, 8, '0'), $3, $4, $5, $6
     from generate_series(1, $1::int) g`,
    [opts.people, run, ...PROFILE],
  );
  await exec(
    `insert into sessions (id, expires_at, token, user_id)
     select 's-' || $2 || '-' || g, now() + interval '30 days', 't-' || $2 || '-' || g, 'u-' || $2 || '-' || g
     from generate_series(1, $1::int) g`,
    [opts.people, run],
  );
  const people = Array.from({ length: opts.people }, (_, i) => i + 1);
  return {
    organizerId,
    userIds: people.map((g) => `u-${run}-${g}`),
    cookies: people.map((g) => sessionCookie(opts.secret, `t-${run}-${g}`)),
  };
}

export interface Answer {
  status: number;
  /** The response body, when asked for (`keepBody`); reading it costs the load generator CPU. */
  body: string;
}

/**
 * One request on a kept-alive connection of `agent`. Plain node:http: the load generator shares the
 * machine with the server and PostgreSQL, and fetch costs it about twice the CPU per request.
 */
export function send(
  agent: http.Agent,
  url: URL,
  opts: { method?: string; cookie?: string; headers?: Record<string, string>; body?: string; keepBody?: boolean } = {},
): Promise<Answer> {
  const body = opts.body ?? (opts.method === "GET" || opts.method === "DELETE" ? undefined : "{}");
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (body !== undefined) Object.assign(headers, { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) });
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: opts.method ?? "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        if (opts.keepBody) chunks.push(chunk);
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

export interface SaleFigures {
  /** Registration rows per status. */
  byStatus: Record<string, number>;
  /** People with more than one row for the event (must be 0). */
  duplicates: number;
  seatsTaken: number;
  approvedCount: number;
  /** Distinct ticket codes among APPROVED rows (one each). */
  ticketCodes: number;
}

/** What the rows and the event's counters say (ADR 0008: the counters must equal the rows). */
export async function saleFigures(exec: Exec, eventId: string): Promise<SaleFigures> {
  const byStatus = Object.fromEntries(
    (await exec(`select status::text as s, count(*)::int as n from registrations where event_id = $1 group by status`, [eventId])).rows.map((r) => [String(r.s), Number(r.n)]),
  );
  const [dups] = (await exec(`select count(*)::int as n from (select user_id from registrations where event_id = $1 group by user_id having count(*) > 1) d`, [eventId])).rows;
  const [ev] = (await exec(`select seats_taken, approved_count from events where id = $1`, [eventId])).rows;
  const [codes] = (await exec(`select count(distinct ticket_code)::int as n from registrations where event_id = $1 and status = 'APPROVED'`, [eventId])).rows;
  return {
    byStatus,
    duplicates: Number(dups?.n),
    seatsTaken: Number(ev?.seats_taken),
    approvedCount: Number(ev?.approved_count),
    ticketCodes: Number(codes?.n),
  };
}
