// The challenge's community feed (issue 24): the first page of GET /api/events/{id}/building-public/check-ins,
// latest and popular, signed in as a participant (who sees everything, and who liked a third of every page),
// for a challenge of 1,000 participants and 20,000 check-ins with likes and comments, against one of 100
// check-ins and a bare Hono route, in turn, on PostgreSQL. Goals: at least 0.3× the bare route, and the large
// challenge within 15 % of the small one: whatever the challenge's size, a request is the session and one
// indexed statement (the reader's role and likes), over a page read once per audience and second (ADR 0035).
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { benchDatabase } from "../bench-database.ts";
import { createDatabase } from "../../apps/server/src/db/client.ts";
import { sessionCookie } from "../../apps/server/src/system/flash-sale-kit.ts";
import { measure, serverEntry, startProcess, type Measurement, type Row, type Scenario } from "../harness.ts";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { BROWSER_HEADERS, rawGet, takeTurns, type Turn } from "./event-detail.ts";

const AUTH_SECRET = `bench-secret-${randomBytes(16).toString("hex")}`;
const LARGE = { id: "bench-large", participants: 1000, checkIns: 20_000 };
const SMALL = { id: "bench-small", participants: 10, checkIns: 100 };
const LIKES_PER_CHECK_IN = 5;
const GOALS = { minRatio: 0.3, maxSpread: 0.15 };

/** Two running challenges, their participants, check-ins, likes and comments, straight in SQL. */
async function populate(client: pg.Client): Promise<void> {
  await client.query(`insert into users (id, name, email, username) values ('bench-host', '主办方', 'host@bench.example.com', 'bench_host')`);
  const people = LARGE.participants + SMALL.participants;
  await client.query(
    `insert into users (id, name, email, username, image)
     select 'bench-u-' || g, '选手 ' || g, 'u' || g || '@bench.example.com', 'bench_u_' || g, '/files/avatars/' || g || '.png'
     from generate_series(1, $1::int) g`,
    [people],
  );
  // The reader: bench-u-1, a participant of both challenges, signed in.
  await client.query(`insert into sessions (id, expires_at, token, user_id) values ('bench-s', now() + interval '30 days', 'bench-token', 'bench-u-1')`);
  for (const c of [LARGE, SMALL]) {
    const offset = c === LARGE ? 0 : LARGE.participants;
    await client.query(
      `insert into events (id, title, type, status, start_time, end_time, organizer_id, building_config)
       values ($1, '压测挑战', 'BUILDING_PUBLIC', 'PUBLISHED', now() - interval '20 days', now() + interval '1 day', 'bench-host', '{"duration":21,"requiredCheckIns":7}'::jsonb)`,
      [c.id],
    );
    // Participant k of this challenge is bench-u-(offset + k); bench-u-1 joins the small one too.
    await client.query(
      `insert into registrations (id, event_id, user_id, status)
       select $1 || '-r-' || k, $1, 'bench-u-' || (case when k = 1 then 1 else $2::int + k end), 'APPROVED' from generate_series(1, $3::int) k`,
      [c.id, offset, c.participants],
    );
    await client.query(
      `insert into projects (id, user_id, title, subtitle, project_tags)
       select $1 || '-p-' || k, r.user_id, '作品 ' || k, '一句话介绍', '{AI,LLM,工具,效率,开源,独立开发}'
       from generate_series(1, $2::int) k join registrations r on r.id = $1 || '-r-' || k`,
      [c.id, c.participants],
    );
    await client.query(
      `insert into challenge_participants (registration_id, event_id, user_id, project_id, plan_21_days, visibility_level)
       select r.id, $1, r.user_id, $1 || '-p-' || k, repeat('每天推进一点，公开记录。', 4), case when k % 5 = 0 then 'PARTICIPANTS_ONLY' else 'PUBLIC' end::challenge_visibility
       from generate_series(1, $2::int) k join registrations r on r.id = $1 || '-r-' || k`,
      [c.id, c.participants],
    );
    const perPerson = c.checkIns / c.participants;
    await client.query(
      `insert into challenge_check_ins (id, event_id, registration_id, user_id, day, title, content, next_plan, image_urls, is_public,
                                        visible_to_public, like_count, comment_count, checked_in_at)
       select $1 || '-c-' || k || '-' || d, $1, r.id, r.user_id, d, '第' || d || '天', repeat('今天完成了接口和测试，修了两个问题。', 6), '明天继续',
              array(select '/files/shots/' || k || '-' || d || '-' || i || '.png' from generate_series(1, 6) i), d % 7 <> 0,
              d % 7 <> 0 and k % 5 <> 0, ${LIKES_PER_CHECK_IN}, 2, now() - interval '20 days' + (d || ' days')::interval + (k || ' seconds')::interval
       from generate_series(1, $2::int) k join registrations r on r.id = $1 || '-r-' || k, generate_series(1, $3::int) d`,
      [c.id, c.participants, perPerson],
    );
    // Likes by the next few participants, and by the reader on a third of the others' check-ins (participant k
    // checks in k seconds after the others' day, so a third of every page: those it liked come first in the
    // popular sort), and two comments each.
    await client.query(
      `insert into challenge_check_in_likes (check_in_id, user_id)
       select ci.id, 'bench-u-' || ($2::int + 1 + ((ci.day + j) % $3::int)) from challenge_check_ins ci, generate_series(1, ${LIKES_PER_CHECK_IN}) j
       where ci.event_id = $1 on conflict do nothing`,
      [c.id, offset, c.participants],
    );
    await client.query(
      `insert into challenge_check_in_likes (check_in_id, user_id)
       select ci.id, 'bench-u-1' from challenge_check_ins ci
       where ci.event_id = $1 and ci.user_id <> 'bench-u-1' and extract(epoch from ci.checked_in_at)::bigint % 3 = 0
       on conflict do nothing`,
      [c.id],
    );
    await client.query(
      `update challenge_check_ins ci set like_count = (select count(*) from challenge_check_in_likes l where l.check_in_id = ci.id) where ci.event_id = $1`,
      [c.id],
    );
    await client.query(
      `insert into challenge_check_in_comments (id, check_in_id, user_id, content)
       select ci.id || '-m-' || j, ci.id, 'bench-u-' || ($2::int + 1 + ((ci.day * 7 + j) % $3::int)), '加油！' from challenge_check_ins ci, generate_series(1, 2) j where ci.event_id = $1`,
      [c.id, offset, c.participants],
    );
    await client.query(
      `update challenge_participants cp set check_in_count = $2::int, is_completed = $2::int >= 7, last_check_in_at = now() where cp.event_id = $1`,
      [c.id, perPerson],
    );
  }
  await client.query("analyze");
}

export const challengeFeed: Scenario = {
  name: "challenge-feed",
  description: `GET /api/events/{id}/building-public/check-ins (first page, latest and popular) signed in as a participant on PostgreSQL: ${SMALL.checkIns} vs ${LARGE.checkIns} check-ins`,
  standalone: true,
  async run(ctx) {
    const name = `commons_bench_challenge_${randomBytes(4).toString("hex")}`;
    const scratch = await benchDatabase(name);
    const { url } = scratch;
    try {
      const database = createDatabase({ url: url.toString(), poolSize: 2 });
      await database.migrate();
      await database.close();
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await populate(client).finally(() => client.end());
      const env = { DATABASE_URL: url.toString(), AUTH_SECRET, RATE_LIMIT: "off", SEED: "false", LOG_LEVEL: "warn", REDIS_URL: "", NODE_ENV: "production", WEB_DIST: path.join(tmpdir(), "no-web-dist") };
      const server = await startProcess({ entry: serverEntry, env, readyPath: "/healthz" });
      const headers = { ...BROWSER_HEADERS, cookie: sessionCookie(AUTH_SECRET, "bench-token") };
      // Diagnostic: the large challenge's latest page, as sent, from a bare Hono route (see below).
      const dir = mkdtempSync(path.join(tmpdir(), "commons-feed-"));
      const payloadFile = path.join(dir, "payload");
      const sample = await rawGet(`${server.url}/api/events/${LARGE.id}/building-public/check-ins?sort=latest`, headers);
      writeFileSync(payloadFile, sample.bytes);
      const bare = await startProcess({
        entry: "bench/servers/hono-json.ts",
        env: { BENCH_PAYLOAD_FILE: payloadFile, ...(sample.encoding ? { BENCH_PAYLOAD_ENCODING: sample.encoding } : {}) },
        readyPath: "/healthz",
      });
      try {
        const targets: { key: string; label: string; url: string }[] = [];
        for (const c of [SMALL, LARGE]) {
          for (const sort of ["latest", "popular"] as const) {
            const target = `${server.url}/api/events/${c.id}/building-public/check-ins?sort=${sort}`;
            const res = await fetch(target, { headers });
            const body = (await res.json()) as { data?: { checkIns?: { isLiked: boolean; imageUrls: string[] }[]; meta?: { hasNextPage: boolean } } };
            const cards = body.data?.checkIns ?? [];
            if (res.status !== 200 || cards.length !== 10) throw new Error(`feed of ${c.id} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
            const wire = await rawGet(target, headers);
            console.log(
              `  ${c.id} ${sort}: ${c.checkIns} check-ins, first page ${cards.length} cards (${cards.filter((x) => x.isLiked).length} liked by the reader), ` +
                `hasNextPage ${body.data?.meta?.hasNextPage}, ${JSON.stringify(body).length.toLocaleString("en-US")} characters of JSON sent as ${wire.bytes.byteLength.toLocaleString("en-US")} bytes (${wire.encoding ?? "identity"})`,
            );
            await measure(target, { ...ctx.settings, duration: Math.max(1, ctx.settings.warmup), warmup: 0, headers });
            targets.push({ key: `${c.checkIns}-${sort}`, label: `${sort}, ${c.checkIns} check-ins`, url: target });
          }
        }
        const turns: Turn[] = [
          { key: "baseline", url: `${bare.url}/json`, pid: bare.child.pid },
          ...targets.map((x) => ({ key: x.key, url: x.url, pid: server.child.pid, headers })),
          { key: "bytes", url: `${bare.url}/payload`, pid: bare.child.pid },
        ];
        const runs = await takeTurns(turns, ctx);
        const base = runs.get("baseline")!;
        const rows: Row[] = [{ scenario: "challenge-feed", target: "GET /json (bare Hono, in turn)", measurement: base, ratio: 1 }];
        for (const x of targets) {
          const m = runs.get(x.key)!;
          rows.push({ scenario: "challenge-feed", target: `GET …/building-public/check-ins ${x.label}`, measurement: m, ratio: m.requestsPerSec / base.requestsPerSec });
        }
        // Diagnostic, not a goal: a bare route sending the page's bytes. The baseline sends 89 bytes; a page of
        // ten cards costs every server (and the load generator) more to write and read, so this row shows how much
        // of the gap is the payload and how much is the app.
        const bytes = runs.get("bytes")!;
        rows.push({ scenario: "challenge-feed", target: "(diagnostic) the large latest page's bytes, bare Hono", measurement: bytes, ratio: bytes.requestsPerSec / base.requestsPerSec });
        const verdict = (ok: boolean) => (ok ? "holds" : "MISSED");
        const lines: string[] = [];
        for (const sort of ["latest", "popular"]) {
          const small = runs.get(`${SMALL.checkIns}-${sort}`) as Measurement;
          const large = runs.get(`${LARGE.checkIns}-${sort}`) as Measurement;
          const spread = (small.requestsPerSec - large.requestsPerSec) / small.requestsPerSec;
          lines.push(`  ${sort}: ${LARGE.checkIns} vs ${SMALL.checkIns} check-ins ${(spread * 100).toFixed(1)} % slower (goal ≤ ${GOALS.maxSpread * 100} %: ${verdict(spread <= GOALS.maxSpread)})`);
        }
        const ratios = rows.slice(1, 1 + targets.length).map((r) => r.ratio ?? 0);
        lines.push(`  vs baseline: ${ratios.map((r) => `${r.toFixed(2)}×`).join(", ")} (goal ≥ ${GOALS.minRatio}: ${verdict(ratios.every((r) => r >= GOALS.minRatio))})`);
        const measured = targets.map((x) => runs.get(x.key)!);
        lines.push(`  p99: ${measured.map((m) => `${m.p99} ms`).join(", ")}; errors, timeouts and non-2xx: ${measured.reduce((n, m) => n + m.errors + m.timeouts + m.non2xx, 0)}`);
        console.log(lines.join("\n"));
        return rows;
      } finally {
        await server.stop();
        await bare.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    } finally {
      await scratch.drop();
    }
  },
};
