// Issue 6: the server is killed with SIGKILL in the middle of a flash sale and started again on the same
// database. Nothing it acknowledged may be lost, and the capacity invariant (ADR 0008) must hold: exactly
// min(capacity, people) APPROVED, one row per person, counters equal to the rows. The restarted server
// must then take everyone else's registration. On PostgreSQL (the production path) and on PGlite
// (its own files, recovered by PGlite's own start-up).
import { randomBytes } from "node:crypto";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../db/client.ts";
import { execOf, populateFlashSale, saleFigures, send, type FlashSale } from "./flash-sale-kit.ts";
import { startProcess, type RunningProcess } from "./server-process.ts";
import { freshDataDir, freshPostgres, productionEnv, SERVER_ENTRY } from "./system-kit.ts";

const SECRET = `system-secret-${randomBytes(16).toString("hex")}`;

interface Scale {
  people: number;
  capacity: number;
  connections: number;
}
// PGlite runs one connection and serialises everything: fewer people keep its run short.
const SCALES: Record<Database["kind"], Scale> = {
  postgres: { people: 400, capacity: 50, connections: 20 },
  pglite: { people: 120, capacity: 30, connections: 8 },
};

type Status = "APPROVED" | "PENDING" | "WAITLISTED" | "REJECTED" | "CANCELLED";
interface Acked {
  id: string;
  status: Status;
}
// What an acknowledged status may legitimately have become since (a waitlisted person can be promoted).
const LATER: Record<Status, Status[]> = {
  APPROVED: ["APPROVED"],
  PENDING: ["PENDING", "APPROVED"],
  WAITLISTED: ["WAITLISTED", "APPROVED"],
  REJECTED: ["REJECTED"],
  CANCELLED: ["CANCELLED"],
};

interface Wave {
  acked: Map<number, Acked>;
  /** Answers that were neither 2xx nor a dropped connection (there must be none). */
  refused: string[];
  /** Requests whose connection died with the server: their outcome is unknown to the client. */
  lost: Set<number>;
  /** Requests in flight when the kill was sent. */
  inFlightAtKill: number;
  /** Answers per status code. */
  codes: Map<number, number>;
}

/**
 * Registers the people in `order`, `connections` at a time, recording every 2xx. With `killAfter`, the
 * server is SIGKILLed as soon as that many have been acknowledged, and nobody new is sent after it.
 */
async function registerWave(server: RunningProcess, sale: FlashSale, eventId: string, order: number[], connections: number, killAfter?: number): Promise<Wave> {
  const url = new URL(`${server.url}/api/events/${eventId}/register`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const wave: Wave = { acked: new Map(), refused: [], lost: new Set(), inFlightAtKill: 0, codes: new Map() };
  let next = 0;
  let inFlight = 0;
  let killed: Promise<void> | null = null;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < order.length && !killed) {
        const person = order[next++]!;
        inFlight += 1;
        try {
          const answer = await send(agent, url, { cookie: sale.cookies[person], keepBody: true });
          wave.codes.set(answer.status, (wave.codes.get(answer.status) ?? 0) + 1);
          if (answer.status >= 200 && answer.status < 300) {
            const { registration } = (JSON.parse(answer.body) as { data: { registration: Acked } }).data;
            wave.acked.set(person, { id: registration.id, status: registration.status });
          } else wave.refused.push(`${answer.status} ${answer.body.slice(0, 200)}`);
        } catch (err) {
          if (killed) wave.lost.add(person);
          else wave.refused.push(`network error: ${String(err)}`);
        } finally {
          inFlight -= 1;
        }
        if (killAfter !== undefined && !killed && wave.acked.size >= killAfter) {
          wave.inFlightAtKill = inFlight;
          killed = server.kill();
        }
      }
    }),
  );
  await killed;
  agent.destroy();
  return wave;
}

/** What the server now says each acknowledged person's registration is (GET my-registration). */
async function statusesSeenBy(server: RunningProcess, sale: FlashSale, eventId: string, people: number[]): Promise<Map<number, Acked | null>> {
  const url = new URL(`${server.url}/api/events/${eventId}/my-registration`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const seen = new Map<number, Acked | null>();
  for (let i = 0; i < people.length; i += 8) {
    await Promise.all(
      people.slice(i, i + 8).map(async (person) => {
        const answer = await send(agent, url, { method: "GET", cookie: sale.cookies[person], keepBody: true });
        expect(answer.status).toBe(200);
        seen.set(person, (JSON.parse(answer.body) as { data: { registration: Acked | null } }).data.registration);
      }),
    );
  }
  agent.destroy();
  return seen;
}

const tally = (acks: Iterable<Acked>) => [...acks].reduce<Record<string, number>>((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {});

async function crashDuringFlashSale(kind: Database["kind"]) {
  const scale = SCALES[kind];
  const run = randomBytes(4).toString("hex");
  const eventId = `crash-${run}`;
  const store = kind === "postgres" ? await freshPostgres("crash") : freshDataDir();
  const connect = () => ("url" in store ? createDatabase({ url: store.url, poolSize: 2 }) : createDatabase({ dataDir: store.pgliteDir }));
  const env = productionEnv(SECRET, {
    ...("url" in store ? { DATABASE_URL: store.url, DATABASE_POOL_SIZE: "10" } : { DATABASE_URL: "", DATA_DIR: store.dir }),
    // 400 people from one address would pass the per-address ceiling; limits are not under test here.
    RATE_LIMIT: "off",
  });
  const start = () => startProcess({ entry: SERVER_ENTRY, env, readyPath: "/healthz", timeoutMs: 90_000 });
  let server: RunningProcess | null = null;
  let database: Database | null = connect();
  try {
    await database.migrate();
    const sale = await populateFlashSale(execOf(database), { run, secret: SECRET, people: scale.people, events: [{ id: eventId, capacity: scale.capacity }] });
    // PGlite is one process's files: only the server may hold them while it runs.
    if (kind === "pglite") {
      await database.close();
      database = null;
    }
    const everyone = sale.userIds.map((_, i) => i);
    const acked = new Map<number, Acked>();
    const report: string[] = [];

    // Two kills: while seats are still being taken (the seat statements themselves are cut short), and
    // once the event is full (waitlisters joining under the event's share lock are cut short).
    const killPoints = [Math.ceil(scale.capacity * 0.6), scale.capacity + Math.ceil((scale.people - scale.capacity) / 3)];
    server = await start();
    for (const [n, point] of killPoints.entries()) {
      const waiting = everyone.filter((p) => !acked.has(p));
      const wave = await registerWave(server, sale, eventId, waiting, scale.connections, point - acked.size);
      expect(wave.refused).toEqual([]);
      expect(server.child.signalCode).toBe("SIGKILL");
      // A retry of a request that died with the previous server, and had committed, finds its row (200).
      const committedUnanswered = n > 0 ? (wave.codes.get(200) ?? 0) : 0;
      for (const [p, ack] of wave.acked) acked.set(p, ack);
      expect(acked.size).toBeGreaterThanOrEqual(point);

      const restartedAt = performance.now();
      server = await start();
      const restartSeconds = (performance.now() - restartedAt) / 1000;
      // Everything acknowledged so far, as the restarted server sees it.
      const seen = await statusesSeenBy(server, sale, eventId, [...acked.keys()]);
      const lost = [...acked].filter(([p, before]) => {
        const now = seen.get(p);
        return !now || now.id !== before.id || !LATER[before.status].includes(now.status);
      });
      expect(lost.map(([p, before]) => ({ before, now: seen.get(p) }))).toEqual([]);

      let figures = "";
      if (database) {
        // Right after recovery, before anyone else registers: the counters already equal the rows.
        const mid = await saleFigures(execOf(database), eventId);
        const approved = mid.byStatus.APPROVED ?? 0;
        expect(mid.duplicates).toBe(0);
        expect(mid.seatsTaken).toBe(approved + (mid.byStatus.PENDING ?? 0));
        expect(mid.approvedCount).toBe(approved);
        expect(approved).toBeLessThanOrEqual(scale.capacity);
        figures = `; rows after restart ${JSON.stringify(mid.byStatus)}, seats_taken ${mid.seatsTaken}, approved_count ${mid.approvedCount}`;
      }
      report.push(
        `kill ${n + 1} after ${acked.size} acknowledged ${JSON.stringify(tally(acked.values()))} with ${wave.inFlightAtKill} in flight ` +
          `(${wave.lost.size} connections dropped${n > 0 ? `, ${committedUnanswered} retries had committed before kill ${n}` : ""}); ` +
          `restart answered in ${restartSeconds.toFixed(1)} s${figures}`,
      );
    }

    // Everyone else, including those whose request died with the server: a retry of one that had
    // committed finds it (200), the rest are new (201).
    const rest = everyone.filter((p) => !acked.has(p));
    const last = await registerWave(server, sale, eventId, rest, scale.connections);
    expect(last.refused).toEqual([]);
    expect(last.acked.size).toBe(rest.length);
    for (const [p, ack] of last.acked) acked.set(p, ack);
    await server.stop();
    server = null;

    database ??= connect();
    const exec = execOf(database);
    const figures = await saleFigures(exec, eventId);
    const approved = Math.min(scale.capacity, scale.people);
    expect(figures).toEqual({
      byStatus: { APPROVED: approved, WAITLISTED: scale.people - approved },
      duplicates: 0,
      seatsTaken: approved,
      approvedCount: approved,
      ticketCodes: approved,
    });
    // Every acknowledgement, from before and after the crashes, is a row with that id and status.
    const rows = new Map((await exec(`select id, user_id, status::text as status from registrations where event_id = $1`, [eventId])).rows.map((r) => [String(r.id), r]));
    const missing = [...acked].filter(([person, ack]) => {
      const row = rows.get(ack.id);
      return !row || row.user_id !== sale.userIds[person] || !LATER[ack.status].includes(row.status as Status);
    });
    expect(missing).toEqual([]);

    console.log(
      `[crash-recovery ${kind}] ${scale.people} people, capacity ${scale.capacity}, ${scale.connections} connections: ${report.join("; ")}; ` +
        `then ${rest.length} more (${last.codes.get(201) ?? 0} new, ${last.codes.get(200) ?? 0} had committed before the last kill); ` +
        `final ${JSON.stringify(figures.byStatus)}, seats_taken ${figures.seatsTaken}, approved_count ${figures.approvedCount}, 0 of ${acked.size} acknowledgements lost`,
    );
  } finally {
    await server?.kill();
    await database?.close().catch(() => undefined);
    if ("drop" in store) await store.drop();
    else store.remove();
  }
}

describe("a server killed mid flash sale and restarted", () => {
  it("loses no acknowledged registration and keeps the capacity invariant on PostgreSQL", async () => {
    await crashDuringFlashSale("postgres");
  });

  it("loses no acknowledged registration and keeps the capacity invariant on PGlite", async () => {
    await crashDuringFlashSale("pglite");
  });
});
