// What the certificate-render scenario uses besides its phases: the people and events it needs, a small load
// driver (each request its own URL and cookie), percentiles, and the server's memory.
import { fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { AWARD_LEVELS, certificateNumber } from "@commons/domain";
import type { Db } from "../../apps/server/src/db/client.ts";
import { type CertificateDraft, issueCertificates } from "../../apps/server/src/modules/certificates/certificates.service.ts";
import { send, sessionCookie } from "../../apps/server/src/system/flash-sale-kit.ts";
import type { Measurement } from "../harness.ts";

export interface Holder {
  userId: string;
  cookie: string;
}

/** `count` distinct names: 40 family names × 50 given characters, twice over, some of them uncommon characters. */
function names(count: number): string[] {
  const family = [..."王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘蒋蔡余"];
  const given = [..."伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂喆堃昇翀婷雪琳晨宇浩然欣怡子涵梓萱一诺思远嘉"];
  const out: string[] = [];
  for (let i = 0; out.length < count; i += 1) {
    out.push(`${family[i % family.length]}${given[Math.floor(i / family.length) % given.length]}${given[(i * 7 + 3) % given.length]}`);
  }
  return out;
}

const AWARD_NAMES = { FIRST: "一等奖", SECOND: "二等奖", THIRD: "三等奖", EXCELLENCE: "优秀奖", PARTICIPATION: "参与奖", SPECIAL: "最佳创意奖" } as const;

/** The organiser, a published meetup (the read beside the load), a hackathon, and `count` holders each signed in. */
export async function populate(client: pg.Client, run: string, secret: string, count: number): Promise<Holder[]> {
  await client.query(`insert into users (id, name, email, email_verified) values ('bench-host', '主办方', 'host@bench.example.com', true)`);
  await client.query(`insert into organizations (id, slug, name, description) values ('bench-org', 'bench-org', '开源创客社区', '一个社区')`);
  await client.query(
    `insert into events (id, title, short_description, status, start_time, end_time, organizer_id, organization_id, max_attendees, city)
     values ('bench-meetup', '开发者分享会', '一场用于压测的活动', 'PUBLISHED', now() + interval '7 days', now() + interval '7 days 3 hours', 'bench-host', 'bench-org', 200, '上海'),
            ('bench-hack', '城市黑客松', '', 'PUBLISHED', now() - interval '3 days', now() - interval '1 day', 'bench-host', 'bench-org', 5000, '上海')`,
  );
  const userIds = Array.from({ length: count }, (_, i) => `bench-u-${i + 1}`);
  const tokens = userIds.map((_, i) => `t-${run}-${i + 1}`);
  await client.query(`insert into users (id, name, email) select id, name, id || '@bench.example.com' from unnest($1::text[], $2::text[]) as t(id, name)`, [userIds, names(count)]);
  await client.query(
    `insert into sessions (id, expires_at, token, user_id) select 's-' || user_id, now() + interval '30 days', token, user_id from unnest($1::text[], $2::text[]) as t(user_id, token)`,
    [userIds, tokens],
  );
  return userIds.map((userId, i) => ({ userId, cookie: sessionCookie(secret, tokens[i]!) }));
}

/** A project's award for the i-th holder: every level, a score, a title of its own. */
function award(i: number): Pick<CertificateDraft, "awardLevel" | "awardName" | "projectTitle" | "score" | "description"> {
  const level = AWARD_LEVELS[i % AWARD_LEVELS.length]!;
  return { awardLevel: level, awardName: AWARD_NAMES[level], projectTitle: `作品 ${i + 1} 号：智能社区助手`, score: ((i * 37) % 101) / 10, description: "在四十八小时内完成了一个可用的原型。" };
}

/** Certificates issued the way results publishing issues them (issueCertificates: rows, notices and the render jobs), in one transaction. */
export async function issueThroughTheService(db: Db, holders: readonly Holder[], offset: number): Promise<string[]> {
  const drafts: CertificateDraft[] = holders.map((h, i) => ({
    source: "AWARD",
    sourceRef: `bench-award-${offset + i}`,
    eventId: "bench-hack",
    userId: h.userId,
    awardCategory: "GENERAL",
    ...award(offset + i),
  }));
  const issued = await db.transaction((tx) => issueCertificates(tx as unknown as Db, drafts));
  const byUser = new Map(issued.map((c) => [c.userId, c.id]));
  return holders.map((h) => byUser.get(h.userId)!);
}

/** Certificates as they were before pictures were drawn at issue (the rows alone, no render job): the cold path's. */
export async function insertWithoutRendering(client: pg.Client, holders: readonly Holder[], offset: number): Promise<string[]> {
  const ids = holders.map(() => randomUUID());
  const awards = holders.map((_, i) => award(offset + i));
  await client.query(
    `insert into certificates (id, number, source, source_ref, event_id, user_id, recipient_name, award_level, award_category, award_name,
                               project_title, score, organization_name, description, issued_at)
     select t.id, t.number, 'AWARD', 'bench-old-' || t.ord, 'bench-hack', t.user_id, u.name, t.level, 'GENERAL', t.award_name,
            t.title, t.score, '开源创客社区', t.description, now() - (t.ord || ' minutes')::interval
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::real[], $8::text[]) with ordinality
          as t(id, number, user_id, level, award_name, title, score, description, ord)
     join users u on u.id = t.user_id`,
    [
      ids,
      ids.map(certificateNumber),
      holders.map((h) => h.userId),
      awards.map((a) => a.awardLevel),
      awards.map((a) => a.awardName),
      awards.map((a) => a.projectTitle),
      awards.map((a) => a.score),
      awards.map((a) => a.description),
    ],
  );
  return ids;
}

export interface Run {
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
  seconds: number;
}

/** `connections` loops, each sending `next()`'s request until `until` passes or `next` has no more. */
export async function drive(connections: number, until: () => boolean, next: () => { url: URL; cookie?: string } | null, pauseMs = 0): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const run: Run = { latencies: [], statuses: new Map(), errors: 0, seconds: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let job = until() ? null : next(); job; job = until() ? null : next()) {
        const t0 = performance.now();
        try {
          const { status } = await send(agent, job.url, { method: "GET", ...(job.cookie ? { cookie: job.cookie } : {}) });
          run.statuses.set(status, (run.statuses.get(status) ?? 0) + 1);
          run.latencies.push(performance.now() - t0);
        } catch {
          run.errors += 1;
        }
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }),
  );
  run.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return run;
}

export function summary(url: string, run: Run): Measurement {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const pct = (p: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0) * 10) / 10;
  const non2xx = [...run.statuses].filter(([s]) => s < 200 || s >= 300).reduce((n, [, c]) => n + c, 0);
  return { url, requestsPerSec: sorted.length / run.seconds, p50: pct(0.5), p99: pct(0.99), requests: sorted.length, errors: run.errors, timeouts: 0, non2xx };
}

export const failures = (m: Measurement) => m.errors + m.timeouts + m.non2xx;

/** A kibibyte figure of /proc/<pid>/status (VmRSS, VmHWM), in MiB; null off Linux or once the process is gone. */
export function procMiB(pid: number | undefined, field: "VmRSS" | "VmHWM"): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Reads of one URL from a process of their own (event-reader.ts); `cut()` answers the reads since the last cut. */
export async function readerProcess(url: URL, connections: number, pauseMs: number) {
  const child = fork(fileURLToPath(new URL("./event-reader.ts", import.meta.url)), [url.toString(), String(connections), String(pauseMs)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const cut = () =>
    new Promise<Run>((resolve) => {
      child.once("message", (run: Omit<Run, "statuses"> & { statuses: [number, number][] }) => resolve({ ...run, statuses: new Map(run.statuses) }));
      child.send("cut");
    });
  await new Promise((resolve) => child.once("spawn", resolve));
  return {
    cut,
    /** The reads over `ms` from now. */
    async over(ms: number): Promise<Run> {
      await cut();
      await new Promise((resolve) => setTimeout(resolve, ms));
      return cut();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.send("stop");
      }),
  };
}
