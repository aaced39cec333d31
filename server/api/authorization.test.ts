import { setUpTestApp } from "@tests/support/test-app";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Every admin route, discovered from the OpenAPI document, must refuse anonymous visitors (401)
 * and signed-in clients (403). A route added later is covered without editing this test.
 */
type Operation = { method: string; path: string };

const t = setUpTestApp();
let operations: Operation[];
let clientCookie: string;

beforeAll(async () => {
  clientCookie = (await t.signUpClient()).cookie;
  const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
    paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => path.startsWith("/admin/") || op.security?.some((s) => "adminSession" in s))
      .map(([method, op]) => {
        expect(op.security, `${method} ${path} declares adminSession security`).toEqual([
          { adminSession: [] },
        ]);
        return { method: method.toUpperCase(), path };
      }),
  );
});

/** A concrete URL for an OpenAPI path: ids become a random uuid, other parameters "x". */
function urlFor(path: string): string {
  const concrete = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    /id$/i.test(name) ? crypto.randomUUID() : "x",
  );
  return `/api/v1${concrete}`;
}

describe("admin route authorisation", () => {
  it("finds the admin routes", () => {
    expect(operations.length).toBeGreaterThanOrEqual(5);
    expect(operations).toContainEqual({ method: "GET", path: "/admin/activity-log" });
    expect(operations).toContainEqual({ method: "GET", path: "/events" });
  });

  it("answers 401 to anonymous visitors on every admin route", async () => {
    for (const op of operations) {
      const res = await t.request(urlFor(op.path), {
        method: op.method,
        body: op.method === "GET" ? undefined : {},
      });
      expect(res.status, `${op.method} ${op.path}`).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
    }
  });

  it("answers 403 to signed-in clients on every admin route", async () => {
    for (const op of operations) {
      const res = await t.request(urlFor(op.path), {
        method: op.method,
        body: op.method === "GET" ? undefined : {},
        cookie: clientCookie,
      });
      expect(res.status, `${op.method} ${op.path}`).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    }
  });

  it("answers 401 even on admin paths that do not exist", async () => {
    const res = await t.request("/api/v1/admin/not-a-route");
    expect(res.status).toBe(401);
  });
});
