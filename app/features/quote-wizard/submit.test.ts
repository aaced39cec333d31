import { afterEach, describe, expect, it, vi } from "vitest";
import { attemptFailure, QuoteSubmitError, type Send, sendQuote, submitQuote } from "./submit";

const row = { id: "1", status: "new", project_title: "Online Store" };

function sequence(...outcomes: (Error | typeof row)[]) {
  const calls: number[] = [];
  const send: Send = async () => {
    calls.push(calls.length + 1);
    const next = outcomes.shift();
    if (!next || next instanceof Error) throw next ?? new Error("no more outcomes");
    return next;
  };
  return { send, calls };
}

async function failure(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(QuoteSubmitError);
  return (err as QuoteSubmitError).failure;
}

describe("submitQuote (spec 1 §8.3, §8.4, §9)", () => {
  it("retries network errors and timeouts, waiting 1 s then 2 s", async () => {
    const waits: number[] = [];
    const { send, calls } = sequence(
      attemptFailure({ kind: "network" }),
      attemptFailure({ kind: "timeout" }),
      row,
    );
    await expect(submitQuote({}, { send, sleep: async (ms) => void waits.push(ms) })).resolves.toEqual(row);
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it("gives up after three attempts with the last cause's message", async () => {
    const { send, calls } = sequence(
      attemptFailure({ kind: "network" }),
      attemptFailure({ kind: "network" }),
      attemptFailure({ kind: "timeout" }),
    );
    const f = await failure(submitQuote({}, { send, sleep: async () => {} }));
    expect(calls).toHaveLength(3);
    expect(f).toMatchObject({ kind: "timeout", message: "Request timed out. Please try again." });
  });

  it("does not retry answers from the server, and words them by cause", async () => {
    const cases: [Parameters<typeof attemptFailure>[0], Record<string, unknown>][] = [
      [
        { kind: "http", status: 400, code: "missing_required_fields", message: "Missing required fields" },
        { kind: "missing", message: "Please fill in all required fields." },
      ],
      [
        { kind: "http", status: 503, message: "Service unavailable" },
        {
          kind: "database",
          message: "Database connection issue. Please try again in a moment.",
          hint: "You can try submitting again.",
        },
      ],
      [
        { kind: "http", status: 429, code: "rate_limited", message: "Too many submissions." },
        { kind: "other", message: "Too many submissions." },
      ],
      [
        { kind: "http", status: 418 },
        { kind: "other", message: "Please try or contact us directly." },
      ],
    ];
    for (const [detail, expected] of cases) {
      const { send, calls } = sequence(attemptFailure(detail), row);
      expect(await failure(submitQuote({}, { send, sleep: async () => {} }))).toMatchObject(expected);
      expect(calls).toHaveLength(1);
    }
  });

  it("gives network failures the network message", async () => {
    const { send } = sequence(new TypeError("boom"), new TypeError("boom"), new TypeError("boom"));
    expect(await failure(submitQuote({}, { send, sleep: async () => {} }))).toMatchObject({
      kind: "network",
      message: "Network error. Please check your connection and try again.",
    });
  });
});

describe("sendQuote", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("aborts a request that takes too long and reports a timeout", async () => {
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const err = await sendQuote({}, 20).catch((e: unknown) => e);
    expect(err).toMatchObject({ detail: { kind: "timeout" } });
  });

  it("reports the server's error body", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ error: { code: "rejected", message: "No." } }, { status: 400 }),
    );
    const err = await sendQuote({}, 1000).catch((e: unknown) => e);
    expect(err).toMatchObject({ detail: { kind: "http", status: 400, code: "rejected", message: "No." } });
  });

  it("treats an empty answer as an error", async () => {
    vi.stubGlobal("fetch", async () => new Response("null", { status: 201 }));
    const err = await sendQuote({}, 1000).catch((e: unknown) => e);
    expect(err).toMatchObject({ detail: { message: "No data returned from insert operation" } });
  });
});
