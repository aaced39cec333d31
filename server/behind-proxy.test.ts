import { request as httpRequest } from "node:http";
import { SERVER_START_TIMEOUT_MS, type SpawnedServer, spawnServer } from "@tests/support/spawn-server";
import { TEST_PASSWORD } from "@tests/support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The set-up of most installs: a TLS-terminating proxy in front, so people use
 * https://atrium.example while the server itself is reached over plain HTTP, with the public
 * Host, X-Forwarded-Proto and X-Forwarded-For the proxy sets.
 */
const PUBLIC = "https://atrium.example";
let server: SpawnedServer;

beforeAll(async () => {
  server = await spawnServer({
    PUBLIC_URL: PUBLIC,
    TRUST_PROXY: "1",
    ATRIUM_ADMIN_EMAIL: "ops@atrium.example",
    ATRIUM_ADMIN_PASSWORD: TEST_PASSWORD,
  });
}, SERVER_START_TIMEOUT_MS + 10_000);
afterAll(() => server.stop());

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: any };

/** A request as the proxy forwards it (node:http, because fetch will not send our own Host). */
function viaProxy(path: string, init: { body?: unknown; cookie?: string } = {}): Promise<Answer> {
  const url = new URL(path, server.base);
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: body === undefined ? "GET" : "POST",
        headers: {
          host: "atrium.example",
          "x-forwarded-proto": "https",
          "x-forwarded-for": "203.0.113.7",
          "user-agent": "ProxyTest/1.0",
          ...(body === undefined ? {} : { "content-type": "application/json", origin: PUBLIC }),
          // Browsers send the site's cookies on every request, and better-auth checks the
          // Origin of any request that carries cookies.
          cookie: init.cookie ?? "atrium_visited=1",
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? JSON.parse(text) : null,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const cookieOf = (answer: Answer) =>
  ([] as string[])
    .concat(answer.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0])
    .join("; ");

describe("behind a TLS-terminating proxy (https PUBLIC_URL, plain HTTP to the server)", () => {
  it("signs an administrator in with a Secure session cookie", async () => {
    const login = await viaProxy("/api/v1/auth/admin-login", {
      body: { email: "ops@atrium.example", password: TEST_PASSWORD },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.user).toMatchObject({ email: "ops@atrium.example", role: "admin" });
    const cookies = ([] as string[]).concat(login.headers["set-cookie"] ?? []);
    expect(
      cookies.some((c) => c.startsWith("__Secure-better-auth.session_token=") && /;\s*Secure/i.test(c)),
    ).toBe(true);
    const session = await viaProxy("/api/v1/auth/session", { cookie: cookieOf(login) });
    expect(session.body.user).toMatchObject({ role: "admin" });
    expect(session.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  it("registers and signs a client in", async () => {
    const email = `client-${Date.now()}@example.com`;
    const signUp = await viaProxy("/api/auth/sign-up/email", {
      body: { email, password: TEST_PASSWORD, name: "Cy Client", firstName: "Cy", lastName: "Client" },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const signIn = await viaProxy("/api/auth/sign-in/email", { body: { email, password: TEST_PASSWORD } });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    const session = await viaProxy("/api/v1/auth/session", { cookie: cookieOf(signIn) });
    expect(session.body.user).toMatchObject({ email, role: "client" });
  });
});
