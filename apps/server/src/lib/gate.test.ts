import { describe, expect, it } from "vitest";
import { Gate } from "./gate.ts";

describe("a gate", () => {
  it("lets at most its limit through at once, the others in the order they came, and frees a place on failure", async () => {
    const gate = new Gate(2);
    let inside = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const work = (i: number, fail = false) =>
      gate.run(async () => {
        inside++;
        most = Math.max(most, inside);
        order.push(i);
        await new Promise<void>((resolve) => releases.push(resolve));
        inside--;
        if (fail) throw new Error(`work ${i} failed`);
        return i;
      });
    const all = [work(0, true), work(1), work(2), work(3)].map((p) => p.catch((err: Error) => err.message));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([0, 1]);
    expect(gate.queued).toBe(2);
    while (releases.length) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(all)).toEqual(["work 0 failed", 1, 2, 3]);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
    expect(gate.queued).toBe(0);
    // Every place is free again.
    expect(await Promise.all([gate.run(async () => "a"), gate.run(async () => "b")])).toEqual(["a", "b"]);
  });
});
