import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppOptions, createApp } from "@server/app";
import { type BootstrapOptions, bootstrap, shutdownDeps } from "@server/bootstrap";
import type { AppDeps } from "@server/context";
import type { DbHandle } from "@server/db/client";
import { loadEnv } from "@server/env";
import { afterAll, beforeAll } from "vitest";
import { lateBound } from "./late-bound";
import { createTestDb } from "./test-db";

export const ORIGIN = "http://localhost:3000";

/** A path of the test app as the absolute address a browser would request. */
export const testUrl = (pathname: string) => new URL(pathname, ORIGIN).toString();
export const TEST_PASSWORD = "correct-horse-1";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The whole server (real auth, real database) in process, answering through app.request. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: AppOptions & { dbHandle?: DbHandle; mail?: BootstrapOptions["mail"]; artwork?: boolean } = {},
) {
  const dbHandle = options.dbHandle ?? (await createTestDb());
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "atrium-data-")),
    APP_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT_MAX: "1000",
    ...envOverrides,
  });
  const deps: AppDeps = {
    // The seed's artwork costs about a second: only the tests that look at it ask for it.
    ...(await bootstrap(env, { dbHandle, mail: options.mail, artwork: options.artwork ?? false })),
    sseHeartbeatMs: 200,
  };
  const app = createApp(deps, options);

  /**
   * A request as if from `ip`; JSON bodies get the content type, and POSTs our Origin. A FormData
   * body is sent as multipart as it is.
   */
  function request(
    pathname: string,
    init: {
      method?: string;
      body?: unknown;
      cookie?: string;
      headers?: Record<string, string>;
      ip?: string;
      /** Sent as it is, with the given headers only (no Origin): e.g. raw MIME for a webhook. */
      rawBody?: string | Uint8Array;
    } = {},
  ) {
    if (init.rawBody !== undefined) {
      return app.request(
        testUrl(pathname),
        { method: init.method ?? "POST", headers: init.headers, body: init.rawBody as BodyInit },
        { incoming: { socket: { remoteAddress: init.ip ?? "127.0.0.1" } } },
      );
    }
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("cookie", init.cookie);
    const method = init.method ?? (init.body === undefined ? "GET" : "POST");
    if (method !== "GET") headers.set("origin", headers.get("origin") ?? ORIGIN);
    const multipart = init.body instanceof FormData;
    if (init.body !== undefined && !multipart) headers.set("content-type", "application/json");
    if (!headers.has("user-agent")) headers.set("user-agent", "vitest");
    const body =
      init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body);
    // Absolute, as a browser's request reaches the server: with the site's host and origin.
    return app.request(
      testUrl(pathname),
      { method, headers, body },
      { incoming: { socket: { remoteAddress: init.ip ?? "127.0.0.1" } } },
    );
  }

  /** Registers a client and signs them in; returns their cookie. */
  async function signUpClient(email = `client-${crypto.randomUUID()}@example.com`) {
    const res = await request("/api/auth/sign-up/email", {
      body: {
        email,
        password: TEST_PASSWORD,
        name: "Casey Client",
        firstName: "Casey",
        lastName: "Client",
        company: "Acme",
      },
    });
    if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const login = await request("/api/auth/sign-in/email", { body: { email, password: TEST_PASSWORD } });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    return { email, cookie: cookieFrom(login) };
  }

  /** Creates the first admin (or signs in if one exists with that email); returns their cookie. */
  async function signInFirstAdmin(email = "owner@example.com") {
    const setup = (await (await request("/api/v1/auth/admin-setup")).json()) as { needsFirstAdmin: boolean };
    const res = setup.needsFirstAdmin
      ? await request("/api/v1/auth/admin-signup", {
          body: { email, password: TEST_PASSWORD, firstName: "Olive", lastName: "Owner" },
        })
      : await request("/api/v1/auth/admin-login", { body: { email, password: TEST_PASSWORD } });
    if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
    return { email, cookie: cookieFrom(res) };
  }

  return {
    app,
    deps,
    db: deps.db,
    request,
    signUpClient,
    signInFirstAdmin,
    close: () => shutdownDeps(deps),
  };
}

/**
 * One test app for the whole file: registers the beforeAll that creates it and the afterAll that
 * closes it, and answers a stand-in that reaches the app once it exists (`t.request`, `t.db`…
 * inside tests and hooks). Set-up of the file's own goes in a beforeAll registered after this
 * call: before-hooks run in the order they are registered.
 */
export function setUpTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(...args);
  });
  afterAll(() => app?.close());
  return lateBound(() => app, "the test app");
}

/** A JSON answer, loosely typed for tests that read a few fields of it. */
export type Json = Record<string, any>;
export const json = async (res: Response) => (await res.json()) as Json;

let nextIp = 10;
/** An address no other request of this file has used, so per-address limits bite only where tested. */
export const freshIp = () => `198.51.100.${nextIp++}`;

/** The "name=value" pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair?.endsWith("="))
    .join("; ");
}
