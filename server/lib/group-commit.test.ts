import { describe, expect, it } from "vitest";
import { createGroupCommit } from "./group-commit";

/** A write that records each call's items and waits until released. */
function gatedWrite(fail: (item: number) => boolean = () => false) {
  const calls: number[][] = [];
  const gates: (() => void)[] = [];
  const write = async (items: number[]) => {
    calls.push(items);
    await new Promise<void>((resolve) => gates.push(resolve));
    if (items.some(fail)) throw new Error(`cannot write ${items.join(",")}`);
    return items.map((item) => item * 10);
  };
  /** Lets the oldest waiting write finish, once it has started. */
  const release = async () => {
    await expect.poll(() => gates.length).toBeGreaterThan(0);
    gates.shift()?.();
  };
  return { calls, write, release };
}

describe("group commit", () => {
  it("writes together what arrives in the same turn, then what arrives while a write is in flight", async () => {
    const { calls, write, release } = gatedWrite();
    const group = createGroupCommit(write);
    const first = [0, 1].map((item) => group.submit(item));
    await expect.poll(() => calls).toEqual([[0, 1]]);
    const rest = [2, 3, 4].map((item) => group.submit(item));
    await release();
    expect(await Promise.all(first)).toEqual([0, 10]);
    await release();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
    expect(calls).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
  });

  it("writes again alone each item of a failed group: only the bad one fails", async () => {
    const { calls, write, release } = gatedWrite((item) => item === 3);
    const group = createGroupCommit(write);
    const all = [2, 3, 4].map((item) => group.submit(item).catch((err: Error) => err.message));
    for (let i = 0; i < 4; i++) await release();
    expect(await Promise.all(all)).toEqual([20, "cannot write 3", 40]);
    expect(calls).toEqual([[2, 3, 4], [2], [3], [4]]);
  });

  it("writes at most maxItems at a time", async () => {
    const { calls, write, release } = gatedWrite();
    const group = createGroupCommit(write, { maxItems: 2 });
    const all = [1, 2, 3, 4, 5].map((item) => group.submit(item));
    for (let i = 0; i < 3; i++) await release();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
    expect(calls).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("fails the caller whose write answers no result", async () => {
    const group = createGroupCommit(async (_items: number[]) => [] as number[]);
    await expect(group.submit(1)).rejects.toThrow("no result");
  });
});
