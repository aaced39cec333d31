import { SERVER_START_TIMEOUT_MS, type SpawnedServer, spawnServer } from "@tests/support/spawn-server";
import { cookieFrom, ORIGIN, TEST_PASSWORD } from "@tests/support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let server: SpawnedServer;
let base: string;

beforeAll(async () => {
  server = await spawnServer({ ATRIUM_ADMIN_EMAIL: "ops@example.com", ATRIUM_ADMIN_PASSWORD: TEST_PASSWORD });
  base = server.base;
}, SERVER_START_TIMEOUT_MS + 10_000);

afterAll(() => server.stop());

describe("graceful shutdown", () => {
  it("finishes in-flight requests, ends event streams and exits 0 on SIGTERM", async () => {
    const login = await fetch(`${base}/api/v1/auth/admin-login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: "ops@example.com", password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const stream = await fetch(`${base}/api/v1/events`, { headers: { cookie: cookieFrom(login) } });
    expect(stream.status).toBe(200);
    const streamEnded = stream.text().then(
      () => true,
      () => true,
    );

    const slow = fetch(`${base}/slow`);
    await server.printed("slow request started");
    server.child.kill("SIGTERM");

    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("done");
    expect(await streamEnded).toBe(true);
    expect(await server.exited).toBe(0);
  });
});
