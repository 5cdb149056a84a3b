import { describe, expect, it } from "vitest";
import { Batcher } from "./batcher.ts";

// ADR 0048: natural batching. A batch's run is held open by hand here, so what waits and what goes together is
// decided by the batcher alone.

function held() {
  const runs: { items: string[]; finish: (answers?: PromiseSettledResult<string>[]) => void; fail: (e: Error) => void }[] = [];
  const batcher = new Batcher<string, string>(
    (items) =>
      new Promise((resolve, reject) => {
        runs.push({
          items: [...items],
          finish: (answers) => resolve(answers ?? items.map((i) => ({ status: "fulfilled", value: i.toUpperCase() }))),
          fail: reject,
        });
      }),
    { maxInFlight: 1, maxBatch: 3 },
  );
  return { batcher, runs };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("Batcher", () => {
  it("sends a lone item at once, and what arrives meanwhile together, up to the batch size", async () => {
    const { batcher, runs } = held();
    const first = batcher.submit("k", "a");
    expect(runs.map((r) => r.items)).toEqual([["a"]]);
    const rest = ["b", "c", "d", "e"].map((x) => batcher.submit("k", x));
    expect(runs).toHaveLength(1);
    runs[0]!.finish();
    expect(await first).toBe("A");
    expect(runs.map((r) => r.items)).toEqual([["a"], ["b", "c", "d"]]);
    runs[1]!.finish();
    await tick();
    expect(runs.map((r) => r.items)).toEqual([["a"], ["b", "c", "d"], ["e"]]);
    runs[2]!.finish();
    expect(await Promise.all(rest)).toEqual(["B", "C", "D", "E"]);
    expect(batcher.running).toBe(0);
  });

  it("lets keys take turns: a busy key does not hold another back", async () => {
    const { batcher, runs } = held();
    void batcher.submit("busy", "x0");
    const busy = Array.from({ length: 6 }, (_, i) => batcher.submit("busy", `x${i + 1}`));
    const other = batcher.submit("other", "y");
    runs[0]!.finish();
    await tick();
    expect(runs[1]!.items).toEqual(["x1", "x2", "x3"]);
    runs[1]!.finish();
    await tick();
    expect(runs[2]!.items).toEqual(["y"]);
    runs[2]!.finish();
    expect(await other).toBe("Y");
    await tick();
    runs[3]!.finish();
    expect(await Promise.all(busy)).toHaveLength(6);
  });

  it("answers each item with its own result or its own failure, and a failed batch fails only its items", async () => {
    const { batcher, runs } = held();
    const a = batcher.submit("k", "a");
    const [b, c] = [batcher.submit("k", "b"), batcher.submit("k", "c")];
    runs[0]!.fail(new Error("connection lost"));
    await expect(a).rejects.toThrow("connection lost");
    runs[1]!.finish([
      { status: "fulfilled", value: "B" },
      { status: "rejected", reason: new Error("c alone failed") },
    ]);
    expect(await b).toBe("B");
    await expect(c).rejects.toThrow("c alone failed");
    const d = batcher.submit("k", "d");
    runs[2]!.finish([]);
    await expect(d).rejects.toThrow("batch answered 0 of 1 items");
  });
});
