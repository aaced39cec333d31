import type { Page } from "@common/pagination";
import { type ResourceName, tableOf } from "@common/resources";
import type { ErrorSchema } from "@server/api/openapi";
import { activityLog } from "@server/db/schema";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, expect } from "vitest";
import type { z } from "zod";
import { cookieFrom, type Json, setUpTestApp, TEST_PASSWORD, type TestApp } from "./test-app";

export type ApiError = z.infer<typeof ErrorSchema>["error"];

/**
 * What a back-office endpoint answers, as a test reads it: one item, a page of items or an error.
 * One type for the three, so a test reads whichever it expects without a cast.
 */
export type ApiBody<Row> = Row & Page<Row> & { error: ApiError };

export type CallInit = { method?: string; body?: unknown; cookie?: string };
export type AuditFilter = { id?: string; action?: string };

/** Who is signed in for a file's tests; getters, read once the beforeAll has run. */
export type SignIns = {
  /** The first administrator's cookie. */
  readonly admin: string;
  readonly adminId: string;
  readonly adminEmail: string;
  /** A signed-in client's cookie. */
  readonly client: string;
};

/**
 * Signs the first administrator and a client in, in a beforeAll registered after the app's own.
 * Use the answer's properties in tests and hooks (`people.admin`), not copies taken at the top of
 * the file.
 */
export function setUpSignIns(t: TestApp): SignIns {
  let signedIn:
    | { admin: { cookie: string; email: string; id: string }; client: { cookie: string; email: string } }
    | undefined;
  beforeAll(async () => {
    const admin = await t.signInFirstAdmin();
    const session = (await (await t.request("/api/v1/auth/session", { cookie: admin.cookie })).json()) as {
      user: { id: string };
    };
    signedIn = { admin: { ...admin, id: session.user.id }, client: await t.signUpClient() };
  });
  const people = () => {
    if (!signedIn) throw new Error("setUpSignIns: used before its beforeAll has run");
    return signedIn;
  };
  return {
    get admin() {
      return people().admin.cookie;
    },
    get adminId() {
      return people().admin.id;
    },
    get adminEmail() {
      return people().admin.email;
    },
    get client() {
      return people().client.cookie;
    },
  };
}

/**
 * `method path` is for administrators only: 401 with code "unauthorized" signed out, 403 with
 * code "forbidden" for a signed-in client.
 */
export async function expectAdminOnly(
  t: TestApp,
  people: SignIns,
  path: string,
  method = "GET",
  body?: unknown,
) {
  const anonymous = await t.request(path, { method, body });
  expect(anonymous.status, `${method} ${path} signed out`).toBe(401);
  expect(((await anonymous.json()) as { error: ApiError }).error.code).toBe("unauthorized");
  const asClient = await t.request(path, { method, body, cookie: people.client });
  expect(asClient.status, `${method} ${path} as a client`).toBe(403);
  expect(((await asClient.json()) as { error: ApiError }).error.code).toBe("forbidden");
}

/**
 * An administrator invited (by the signed-in `inviter`) with only these permissions, signed up and
 * signed in; returns their cookie.
 */
export async function signUpAdminWith(t: TestApp, inviter: string, permissions: string[]) {
  const email = `limited-${crypto.randomUUID()}@example.com`;
  const invite = await t.request("/api/v1/admin/invitations", {
    cookie: inviter,
    body: { email, permissions },
  });
  expect(invite.status, "invitation").toBe(201);
  const { token } = (await invite.json()) as { token: string };
  const signup = await t.request("/api/v1/auth/admin-signup", {
    body: { email, password: TEST_PASSWORD, firstName: "Lim", lastName: "Ited", invitationToken: token },
  });
  expect(signup.status, "invited sign-up").toBe(201);
  return cookieFrom(signup);
}

/** An answer as `call` gives it. */
export type Answer = { status: number; body: { error: ApiError } | null };

/** The answer is a refusal: this status and error code. */
export function expectRefused(res: Answer, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body?.error.code).toBe(code);
}

/** The answer is 404 not_found. */
export const expectNotFound = (res: Answer) => expectRefused(res, 404, "not_found");

/**
 * The answer is 400 invalid_input with these messages by field: exactly these, or at least these
 * when `fields` is `expect.objectContaining(…)`.
 */
export function expectInvalid(res: Answer, fields: Record<string, unknown>) {
  expectRefused(res, 400, "invalid_input");
  expect(res.body?.error.fields).toEqual(fields);
}

/**
 * The test app of a file that tests one back-office resource (`/api/v1/admin/<resource>`), with
 * an administrator and a client signed in. Registers the file's beforeAll (app, admin, client)
 * and afterAll (close); `Row` is the resource's item as its schema in common/ describes it.
 *
 * The cookies and ids are getters, read once the beforeAll has run: use `api.admin`, not a copy
 * taken at the top of the file. `envOverrides` configure the app (e.g. PUBLIC_URL).
 */
export function setUpAdminApi<Row = Json>(resource: ResourceName, envOverrides: Record<string, string> = {}) {
  const t = setUpTestApp(envOverrides);
  const people = setUpSignIns(t);

  const base = `/api/v1/admin/${resource}`;
  const entityType = tableOf(resource);

  /** `base + path` as the administrator (unless `cookie` says otherwise); the JSON answer, null for 204. */
  async function call<B = ApiBody<Row>>(path: string, init: CallInit = {}) {
    const res = await t.request(`${base}${path}`, { cookie: people.admin, ...init });
    return { status: res.status, body: (res.status === 204 ? null : await res.json()) as B };
  }
  const add = (body: unknown) => call("", { method: "POST", body });
  const patch = (id: string, body: unknown, cookie?: string) =>
    call(`/${id}`, { method: "PATCH", body, ...(cookie === undefined ? {} : { cookie }) });
  const remove = (id: string, cookie?: string) =>
    call(`/${id}`, { method: "DELETE", ...(cookie === undefined ? {} : { cookie }) });

  /** The resource's activity-log entries, newest first: all, or those of one item and/or action. */
  const auditOf = ({ id, action }: AuditFilter = {}) =>
    t.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.entity_type, entityType),
          id === undefined ? undefined : eq(activityLog.entity_id, id),
          action === undefined ? undefined : eq(activityLog.action, action),
        ),
      )
      .orderBy(desc(activityLog.created_at));
  const lastAudit = async (filter: AuditFilter = {}) => (await auditOf(filter).limit(1))[0];

  /** `method base+path` is for administrators only (expectAdminOnly). */
  const expectGuarded = (path: string, method: string, body?: unknown) =>
    expectAdminOnly(t, people, `${base}${path}`, method, body);

  /** Reading, changing (with `change`) and deleting one item are for administrators only. */
  async function expectItemGuarded(change: unknown) {
    const id = crypto.randomUUID();
    await expectGuarded(`/${id}`, "GET");
    await expectGuarded(`/${id}`, "PATCH", change);
    await expectGuarded(`/${id}`, "DELETE");
  }

  /** Reading, changing (with `change`) and deleting an unknown id answer 404 not_found. */
  async function expectUnknownItem(change: unknown) {
    const id = crypto.randomUUID();
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const res = await call(`/${id}`, { method, body: method === "PATCH" ? change : undefined });
      expect(res.status, method).toBe(404);
      expect(res.body.error.code, method).toBe("not_found");
    }
  }

  return {
    t,
    base,
    /** The administrator's cookie. */
    get admin() {
      return people.admin;
    },
    get adminId() {
      return people.adminId;
    },
    get adminEmail() {
      return people.adminEmail;
    },
    /** A signed-in client's cookie. */
    get client() {
      return people.client;
    },
    call,
    add,
    patch,
    remove,
    auditOf,
    lastAudit,
    expectGuarded,
    expectItemGuarded,
    expectUnknownItem,
  };
}
