// The hackathon gallery (issue 22): the first page of GET /api/events/{id}/submissions, signed out, for a
// hackathon with 500 submissions (teams of 3, 5 screenshots each) and one with 10, against the real server
// on PostgreSQL, in turn with a bare Hono route. Goals: at least 0.4× the bare route's requests/s, and the
// 500-submission gallery within 10 % of the 10-submission one: a page costs two indexed statements whatever
// the hackathon's size (docs/product/hackathons.md#gallery).
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { benchDatabase } from "../bench-database.ts";
import { createDatabase } from "../../apps/server/src/db/client.ts";
import { measure, serverEntry, startProcess, type Measurement, type Row, type Scenario } from "../harness.ts";
import { BROWSER_HEADERS, takeTurns, type Turn } from "./event-detail.ts";

const SMALL = 10;
const LARGE = 500;
const TEAM = 3;
const GOALS = { minRatio: 0.4, maxSpread: 0.1 };

/** Two hackathons in VOTING, their participants, submissions and teams, straight in SQL. */
async function populate(client: pg.Client): Promise<void> {
  await client.query(`insert into users (id, name, email, username) values ('bench-host', '主办方', 'host@bench.example.com', 'bench_host')`);
  const people = (LARGE + SMALL) * TEAM;
  await client.query(
    `insert into users (id, name, email, username, image)
     select 'bench-u-' || g, '选手 ' || g, 'u' || g || '@bench.example.com', 'bench_u_' || g, '/files/avatars/' || g || '.png'
     from generate_series(1, $1::int) g`,
    [people],
  );
  const config = JSON.stringify({ stage: { current: "VOTING", lastUpdatedAt: null, lastUpdatedBy: null, history: [] } });
  for (const [id, n, offset] of [["bench-small", SMALL, LARGE * TEAM], ["bench-large", LARGE, 0]] as const) {
    await client.query(
      `insert into events (id, title, type, status, start_time, end_time, organizer_id, hackathon_config)
       values ($1, '压测黑客松', 'HACKATHON', 'PUBLISHED', now() - interval '1 day', now() + interval '1 day', 'bench-host', $2::jsonb)`,
      [id, config],
    );
    await client.query(
      `insert into submissions (id, event_id, user_id, title, description, screenshots, tags, vote_count, submitted_at)
       select $1 || '-s-' || g, $1, 'bench-u-' || ($3::int + (g - 1) * ${TEAM} + 1), '作品 ' || g, repeat('一个作品的介绍。', 20),
              array(select '/files/shots/' || g || '-' || k || '.png' from generate_series(1, 5) k), '{AI,LLM,工具}',
              (g * 7919) % 97, now() - (g || ' minutes')::interval
       from generate_series(1, $2::int) g`,
      [id, n, offset],
    );
    await client.query(
      `insert into submission_members (event_id, user_id, submission_id, role, position)
       select $1, 'bench-u-' || ($3::int + (g - 1) * ${TEAM} + k + 1), $1 || '-s-' || g, case when k = 0 then 'SUBMITTER' else 'MEMBER' end, k
       from generate_series(1, $2::int) g, generate_series(0, ${TEAM - 1}) k`,
      [id, n, offset],
    );
  }
  await client.query("analyze");
}

export const gallery: Scenario = {
  name: "gallery",
  description: `GET /api/events/{id}/submissions (first page) signed out on PostgreSQL: ${SMALL} vs ${LARGE} submissions, teams of ${TEAM}`,
  standalone: true,
  async run(ctx) {
    const name = `commons_bench_gallery_${randomBytes(4).toString("hex")}`;
    const scratch = await benchDatabase(name);
    const { url } = scratch;
    try {
      const database = createDatabase({ url: url.toString(), poolSize: 2 });
      await database.migrate();
      await database.close();
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await populate(client).finally(() => client.end());
      const env = { DATABASE_URL: url.toString(), RATE_LIMIT: "off", SEED: "false", LOG_LEVEL: "warn", REDIS_URL: "", NODE_ENV: "production", WEB_DIST: path.join(tmpdir(), "no-web-dist") };
      const server = await startProcess({ entry: serverEntry, env, readyPath: "/healthz" });
      const bare = await startProcess({ entry: "bench/servers/hono-json.ts", env: {}, readyPath: "/healthz" });
      try {
        const targets = [[SMALL, "bench-small"], [LARGE, "bench-large"]] as const;
        for (const [count, id] of targets) {
          const res = await fetch(`${server.url}/api/events/${id}/submissions`);
          const body = (await res.json()) as { data?: { total?: number; submissions?: { team: unknown[] }[] } };
          if (res.status !== 200 || body.data?.total !== count) throw new Error(`gallery of ${id} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
          console.log(`  ${id}: ${count} submissions, first page ${body.data.submissions?.length} cards, teams of ${body.data.submissions?.[0]?.team.length}`);
          await measure(`${server.url}/api/events/${id}/submissions`, { ...ctx.settings, duration: Math.max(1, ctx.settings.warmup), warmup: 0, headers: BROWSER_HEADERS });
        }
        const turns: Turn[] = [
          { key: "baseline", url: `${bare.url}/json`, pid: bare.child.pid },
          ...targets.map(([count, id]) => ({ key: String(count), url: `${server.url}/api/events/${id}/submissions`, pid: server.child.pid })),
        ];
        const runs = await takeTurns(turns, ctx);
        const base = runs.get("baseline")!;
        const rows: Row[] = [{ scenario: "gallery", target: "GET /json (bare Hono, in turn)", measurement: base, ratio: 1 }];
        const results = targets.map(([count]) => [count, runs.get(String(count))!] as [number, Measurement]);
        for (const [count, m] of results) {
          rows.push({ scenario: "gallery", target: `GET /api/events/{id}/submissions, ${count} submissions`, measurement: m, ratio: m.requestsPerSec / base.requestsPerSec });
        }
        const [small, large] = [results[0]![1], results[1]![1]];
        const spread = Math.abs(large.requestsPerSec - small.requestsPerSec) / small.requestsPerSec;
        const ratios = rows.slice(1).map((r) => r.ratio ?? 0);
        const verdict = (ok: boolean) => (ok ? "holds" : "MISSED");
        console.log(
          [
            `  ${LARGE} vs ${SMALL} submissions: spread ${(spread * 100).toFixed(1)} % (goal ≤ ${GOALS.maxSpread * 100} %: ${verdict(spread <= GOALS.maxSpread)})`,
            `  vs baseline: ${ratios.map((r) => `${r.toFixed(2)}×`).join(", ")} (goal ≥ ${GOALS.minRatio}: ${verdict(ratios.every((r) => r >= GOALS.minRatio))})`,
            `  p99: ${results.map(([, m]) => `${m.p99} ms`).join(", ")}; errors, timeouts and non-2xx: ${results.reduce((n, [, m]) => n + m.errors + m.timeouts + m.non2xx, 0)}`,
          ].join("\n"),
        );
        return rows;
      } finally {
        await server.stop();
        await bare.stop();
      }
    } finally {
      await scratch.drop();
    }
  },
};
