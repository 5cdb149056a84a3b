// Public voting (issue 23): 2,000 signed-in people each vote for 5 of a hackathon's 50 submissions, 200
// connections at once, against the real server on PostgreSQL (docs/product/hackathons.md#voting). It prints
// votes/s, p50 and p99, then checks in SQL that the vote rows and every submission's vote_count equal the
// accepted votes exactly, that nobody passed the quota, and that nothing answered 5xx.
// Goals: ≥ 1,500 votes/s and p99 ≤ 300 ms.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { benchDatabase } from "../bench-database.ts";
import { createDatabase } from "../../apps/server/src/db/client.ts";
import { execOf, populateFlashSale, send, type Exec } from "../../apps/server/src/system/flash-sale-kit.ts";
import { cpuSeconds, postgresCpuSeconds, serverEntry, startProcess, vsBaseline, type Measurement, type Scenario } from "../harness.ts";

const AUTH_SECRET = `bench-secret-${randomBytes(16).toString("hex")}`;
const GOALS = { minRate: 1500, maxP99Ms: 300 };
const VOTERS = Number(process.env.VOTE_PEOPLE ?? 2000);
const SUBMISSIONS = 50;
const VOTES_EACH = 5;
const CONNECTIONS = 200;
/** The organiser's quota (VOTE_QUOTA=off: none, so the vote skips the per-voter lock): each voter's 5 votes fit it exactly. */
const QUOTA = process.env.VOTE_QUOTA === "off" ? null : VOTES_EACH;
/** The server's PostgreSQL connections (VOTE_POOL overrides): votes queue on 50 submission rows, not one. */
const POOL = Number(process.env.VOTE_POOL ?? 20);

/** A hackathon in VOTING with a quota of VOTES_EACH and SUBMISSIONS submissions by their own submitters. */
async function populateHackathon(exec: Exec, eventId: string, organizerId: string): Promise<string[]> {
  const config = JSON.stringify({
    stage: {
      current: "VOTING",
      lastUpdatedAt: null,
      lastUpdatedBy: null,
      history: [],
    },
    voting: { votesPerPerson: QUOTA },
  });
  await exec(
    `insert into events (id, title, type, status, start_time, end_time, organizer_id, hackathon_config)
     values ($1, '投票压测', 'HACKATHON', 'PUBLISHED', now() - interval '1 day', now() + interval '1 day', $2, $3::jsonb)`,
    [eventId, organizerId, config],
  );
  await exec(
    `insert into users (id, name, email) select $1 || '-t-' || g, '队长 ' || g, $1 || '-t-' || g || '@vote.example.com' from generate_series(1, $2::int) g`,
    [eventId, SUBMISSIONS],
  );
  await exec(
    `insert into submissions (id, event_id, user_id, title, description)
     select gen_random_uuid()::text, $1, $1 || '-t-' || g, '作品 ' || g, '一个作品' from generate_series(1, $2::int) g`,
    [eventId, SUBMISSIONS],
  );
  await exec(
    `insert into submission_members (event_id, user_id, submission_id, role, position)
     select $1, user_id, id, 'SUBMITTER', 0 from submissions where event_id = $1`,
    [eventId],
  );
  const { rows } = await exec(`select id from submissions where event_id = $1 order by title`, [eventId]);
  return rows.map((r) => String(r.id));
}

/** Voter i's k-th vote: five distinct submissions, spread so every submission gets about the same. */
const pick = (i: number, k: number) => (i * 7 + k * 11) % SUBMISSIONS;

async function stampede(base: string, eventId: string, submissionIds: string[], cookies: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  // Round by round: every voter's first vote, then every second one, so one person's votes overlap others'.
  const jobs = Array.from({ length: VOTES_EACH }, (_, k) =>
    cookies.map((cookie, i) => ({
      cookie,
      url: new URL(`${base}/api/events/${eventId}/submissions/${submissionIds[pick(i, k)]}/vote`),
    })),
  ).flat();
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let next = 0;
  const body = JSON.stringify({ voteType: "AUDIENCE" });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const t0 = performance.now();
        try {
          const { status } = await send(agent, job.url, {
            cookie: job.cookie,
            body,
          });
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0) * 10) / 10;
  return {
    seconds,
    p50: pct(0.5),
    p99: pct(0.99),
    statuses,
    errors,
    requests: jobs.length,
  };
}

async function checkCounts(exec: Exec, eventId: string, accepted: number): Promise<string[]> {
  const problems: string[] = [];
  const [totals] = (
    await exec(
      `select (select count(*)::int from submission_votes where event_id = $1) as rows,
              (select coalesce(sum(vote_count), 0)::int from submissions where event_id = $1) as counted,
              (select count(*)::int from submissions s where s.event_id = $1
                 and s.vote_count <> (select count(*) from submission_votes v where v.submission_id = s.id)) as drifted,
              (select count(*)::int from submissions where event_id = $1 and audience_score is distinct from least(10, round(vote_count * 0.1::numeric, 1))::real) as misscored,
              (select count(*)::int from (select voter_id from submission_votes where event_id = $1 group by voter_id having count(*) > $2) q) as over_quota`,
      [eventId, VOTES_EACH],
    )
  ).rows as {
    rows: number;
    counted: number;
    drifted: number;
    misscored: number;
    over_quota: number;
  }[];
  const t = totals!;
  if (t.rows !== accepted) problems.push(`submission_votes rows ${t.rows} ≠ accepted votes ${accepted}`);
  if (t.counted !== accepted) problems.push(`sum(vote_count) ${t.counted} ≠ accepted votes ${accepted}`);
  if (t.drifted) problems.push(`${t.drifted} submissions' vote_count differ from their rows`);
  if (t.misscored) problems.push(`${t.misscored} submissions' audience_score differ from 0.1 a vote`);
  if (t.over_quota) problems.push(`${t.over_quota} voters passed the quota of ${VOTES_EACH}`);
  console.log(`  SQL: ${t.rows} vote rows, sum(vote_count) ${t.counted}, ${t.drifted} drifted, ${t.misscored} mis-scored, ${t.over_quota} over quota`);
  return problems;
}

export const voting: Scenario = {
  name: "voting",
  description: `${VOTERS} signed-in voters × ${VOTES_EACH} votes over ${SUBMISSIONS} submissions, ${CONNECTIONS} connections, PostgreSQL; counts checked in SQL`,
  standalone: true,
  async run(ctx) {
    const run = randomBytes(4).toString("hex");
    const name = `commons_bench_vote_${run}`;
    const scratch = await benchDatabase(name);
    const { url } = scratch;
    const database = createDatabase({ url: url.toString(), poolSize: 4 });
    try {
      await database.migrate();
      const exec = execOf(database);
      const { organizerId, cookies } = await populateFlashSale(exec, {
        run,
        secret: AUTH_SECRET,
        people: VOTERS,
        events: [],
      });
      const eventId = `vote-${run}`;
      const warmId = `vote-warm-${run}`;
      const submissionIds = await populateHackathon(exec, eventId, organizerId);
      const warmIds = await populateHackathon(exec, warmId, organizerId);
      await exec("analyze");
      const server = await startProcess({
        entry: serverEntry,
        env: {
          DATABASE_URL: url.toString(),
          DATABASE_POOL_SIZE: String(POOL),
          RATE_LIMIT: "off",
          SEED: "false",
          LOG_LEVEL: "warn",
          AUTH_SECRET,
          REDIS_URL: "",
          NODE_ENV: "production",
          WEB_DIST: path.join(tmpdir(), "no-web-dist"),
        },
        readyPath: "/healthz",
      });
      let result;
      // The load generator (this process) shares the machine's cores with the server and PostgreSQL: its share is shown.
      const cpu = { server: 0, postgres: null as number | null, client: 0 };
      try {
        // A live server is warm when voting opens: one vote each by a fifth of the voters on another hackathon.
        const warm = await stampede(server.url, warmId, warmIds, cookies.slice(0, Math.ceil(VOTERS / 10)));
        if (warm.errors || [...warm.statuses.keys()].some((s) => s >= 300)) throw new Error(`warm-up failed: ${JSON.stringify([...warm.statuses])}`);
        const before = {
          server: cpuSeconds(server.child.pid),
          postgres: postgresCpuSeconds(name),
          client: process.cpuUsage(),
        };
        result = await stampede(server.url, eventId, submissionIds, cookies);
        const after = {
          server: cpuSeconds(server.child.pid),
          postgres: postgresCpuSeconds(name),
        };
        const client = process.cpuUsage(before.client);
        cpu.client = (client.user + client.system) / 1e6;
        cpu.server = (after.server ?? 0) - (before.server ?? 0);
        cpu.postgres = after.postgres !== null && before.postgres !== null ? after.postgres - before.postgres : null;
      } finally {
        await server.stop();
      }
      const accepted = result.statuses.get(200) ?? 0;
      const problems = await checkCounts(exec, eventId, accepted);
      const fiveXx = [...result.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
      const non2xx = [...result.statuses].filter(([s]) => s < 200 || s >= 300).reduce((n, [, c]) => n + c, 0);
      if (fiveXx) problems.push(`${fiveXx} answers were 5xx`);
      if (non2xx || result.errors) problems.push(`${non2xx} non-2xx answers, ${result.errors} network errors: ${JSON.stringify([...result.statuses])}`);
      if (accepted !== result.requests) problems.push(`${accepted} of ${result.requests} votes accepted`);
      const rate = result.requests / result.seconds;
      const per = (seconds: number | null) => (seconds === null ? "n/a" : `${((seconds * 1000) / result.requests).toFixed(2)} ms`);
      const verdict = (ok: boolean) => (ok ? "holds" : "MISSED");
      console.log(
        [
          `  ${VOTERS} voters × ${VOTES_EACH} votes, ${SUBMISSIONS} submissions, ${CONNECTIONS} connections, pool ${POOL} → ${Math.round(rate)} votes/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
          `  CPU per vote: server ${per(cpu.server)}, PostgreSQL ${per(cpu.postgres)}, load generator ${per(cpu.client)}`,
          `  counts (rows = vote_count sums = accepted, quota kept, no 5xx): ${problems.length ? "FAILED" : "hold"}`,
          `  ≥ ${GOALS.minRate.toLocaleString("en-US")} votes/s: ${verdict(rate >= GOALS.minRate)}; p99 ≤ ${GOALS.maxP99Ms} ms: ${verdict(result.p99 <= GOALS.maxP99Ms)}`,
        ].join("\n"),
      );
      if (problems.length) throw new Error(`voting counts broken:\n  ${problems.join("\n  ")}`);
      const measurement: Measurement = {
        url: "/api/events/{id}/submissions/{submissionId}/vote",
        requestsPerSec: rate,
        p50: result.p50,
        p99: result.p99,
        requests: result.requests,
        errors: result.errors,
        timeouts: 0,
        non2xx,
      };
      return [
        {
          scenario: "voting",
          target: `POST vote, ${VOTERS} voters × ${VOTES_EACH} (PostgreSQL)`,
          measurement,
          ratio: vsBaseline(ctx, measurement),
        },
      ];
    } finally {
      await database.close().catch(() => {});
      await scratch.drop();
    }
  },
};
