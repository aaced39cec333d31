import { SessionInfoSchema } from "@common/schemas/auth";
import { activityLog, adminLoginLogs, session, signInLockouts, user } from "@server/db/schema";
import { lockMinutes } from "@server/services/sign-in-lockout";
import { cookieFrom, createTestApp, setUpTestApp, TEST_PASSWORD } from "@tests/support/test-app";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();

const body = async (res: Response) => (await res.json()) as Record<string, any>;

describe("first administrator", () => {
  it("is needed on a fresh database, can be created once and is then refused without invitation", async () => {
    expect(await body(await t.request("/api/v1/auth/admin-setup"))).toEqual({ needsFirstAdmin: true });

    const first = await t.request("/api/v1/auth/admin-signup", {
      body: { email: "First@Example.com", password: TEST_PASSWORD, firstName: "Fay", lastName: "First" },
    });
    expect(first.status).toBe(201);
    const created = await body(first);
    expect(created.user).toMatchObject({ email: "first@example.com", role: "admin" });
    expect(created.permissions).toEqual(["manage_users"]);
    expect(cookieFrom(first)).toContain("session_token");

    const second = await t.request("/api/v1/auth/admin-signup", {
      body: { email: "second@example.com", password: TEST_PASSWORD, firstName: "Sam", lastName: "Second" },
    });
    expect(second.status).toBe(403);
    expect((await body(second)).error.message).toBe(
      "An administrator already exists. Ask an administrator for an invitation.",
    );
    const [row] = await t.db.select().from(user).where(eq(user.email, "second@example.com"));
    expect(row).toBeUndefined();
    expect(await body(await t.request("/api/v1/auth/admin-setup"))).toEqual({ needsFirstAdmin: false });
  });

  it("answers 400 with per-field messages for bad input", async () => {
    const res = await t.request("/api/v1/auth/admin-signup", {
      body: { email: "not-an-email", password: "short", firstName: "", lastName: "X" },
    });
    expect(res.status).toBe(400);
    const { error } = await body(res);
    expect(error.code).toBe("invalid_input");
    expect(error.fields).toMatchObject({
      email: "Please enter a valid email",
      password: "Password must be at least 8 characters",
      firstName: "First name is required",
    });
  });
});

describe("only one first admin under concurrent requests", () => {
  it("lets exactly one of two simultaneous set-ups win", async () => {
    const fresh = await createTestApp();
    try {
      const attempt = (email: string) =>
        fresh.request("/api/v1/auth/admin-signup", {
          body: { email, password: TEST_PASSWORD, firstName: "A", lastName: "B" },
        });
      const results = await Promise.all([attempt("racer1@example.com"), attempt("racer2@example.com")]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
      const admins = await fresh.db.select().from(user).where(eq(user.role, "admin"));
      expect(admins).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe("admin login", () => {
  it("signs an admin in and records the login with address and browser", async () => {
    const res = await t.request("/api/v1/auth/admin-login", {
      body: { email: "first@example.com", password: TEST_PASSWORD },
      ip: "203.0.113.9",
      headers: { "user-agent": "AdminBrowser/1.0" },
    });
    expect(res.status).toBe(200);
    expect((await body(res)).user.role).toBe("admin");
    const cookie = res.headers.getSetCookie().join(";");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const [admin] = await t.db.select().from(user).where(eq(user.email, "first@example.com"));
    const logs = await t.db.select().from(adminLoginLogs).where(eq(adminLoginLogs.admin_id, admin!.id));
    expect(logs.some((l) => l.ip_address === "203.0.113.9" && l.user_agent === "AdminBrowser/1.0")).toBe(
      true,
    );
    expect(admin!.lastLogin).toBeInstanceOf(Date);
  });

  it("refuses a wrong password with the spec's message", async () => {
    const res = await t.request("/api/v1/auth/admin-login", {
      body: { email: "first@example.com", password: "wrong-password" },
    });
    expect(res.status).toBe(401);
    expect((await body(res)).error.message).toBe("Invalid credentials or not authorized as admin");
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a client and leaves them signed out", async () => {
    const client = await t.signUpClient();
    const [row] = await t.db.select().from(user).where(eq(user.email, client.email));
    const before = await t.db.select().from(session).where(eq(session.userId, row!.id));

    const res = await t.request("/api/v1/auth/admin-login", {
      body: { email: client.email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(403);
    expect((await body(res)).error.message).toBe("User is not authorized as an admin");
    expect(cookieFrom(res)).toBe("");
    const after = await t.db.select().from(session).where(eq(session.userId, row!.id));
    expect(after).toHaveLength(before.length);
    const logs = await t.db.select().from(adminLoginLogs).where(eq(adminLoginLogs.admin_id, row!.id));
    expect(logs).toHaveLength(0);
  });
});

describe("client registration", () => {
  it("makes a client, whatever role the request asks for", async () => {
    const email = `sneaky-${crypto.randomUUID()}@example.com`;
    const res = await t.request("/api/auth/sign-up/email", {
      body: {
        email,
        password: TEST_PASSWORD,
        name: "S N",
        firstName: "S",
        lastName: "N",
        company: "Co",
        role: "admin",
      },
    });
    // better-auth refuses fields that are not input fields, or ignores them; either way no admin is made.
    const [row] = await t.db.select().from(user).where(eq(user.email, email));
    if (res.ok) {
      expect(row?.role).toBe("client");
      expect(row).toMatchObject({ firstName: "S", lastName: "N", company: "Co" });
    } else {
      expect(res.status).toBe(400);
      expect(row).toBeUndefined();
    }
  });

  it("stores first name, last name and company and reports them in the session", async () => {
    const { email, cookie } = await t.signUpClient();
    const info = await body(await t.request("/api/v1/auth/session", { cookie }));
    expect(info.user).toMatchObject({
      email,
      role: "client",
      firstName: "Casey",
      lastName: "Client",
      company: "Acme",
    });
    expect(info.permissions).toEqual([]);
    expect(SessionInfoSchema.parse(info)).toEqual(info);
  });

  it("reports an anonymous session as user null", async () => {
    expect(await body(await t.request("/api/v1/auth/session"))).toEqual({ user: null, permissions: [] });
  });
});

describe("logout", () => {
  it("revokes every session of an admin", async () => {
    const a = await t.signInFirstAdmin("first@example.com");
    const b = await t.signInFirstAdmin("first@example.com");
    expect((await body(await t.request("/api/v1/auth/session", { cookie: b.cookie }))).user).not.toBeNull();

    const res = await t.request("/api/v1/auth/logout", { method: "POST", body: {}, cookie: a.cookie });
    expect(res.status).toBe(200);
    expect((await body(await t.request("/api/v1/auth/session", { cookie: a.cookie }))).user).toBeNull();
    expect((await body(await t.request("/api/v1/auth/session", { cookie: b.cookie }))).user).toBeNull();
  });

  it("ends only the current session of a client", async () => {
    const client = await t.signUpClient();
    const second = await t.request("/api/auth/sign-in/email", {
      body: { email: client.email, password: TEST_PASSWORD },
    });
    const otherCookie = cookieFrom(second);
    await t.request("/api/v1/auth/logout", { method: "POST", body: {}, cookie: client.cookie });
    expect((await body(await t.request("/api/v1/auth/session", { cookie: client.cookie }))).user).toBeNull();
    expect(
      (await body(await t.request("/api/v1/auth/session", { cookie: otherCookie }))).user,
    ).not.toBeNull();
  });
});

describe("sign-in rate limit", () => {
  it("answers 429 after too many attempts from one address", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: "3" });
    try {
      const attempt = (ip: string) =>
        limited.request("/api/v1/auth/admin-login", {
          body: { email: "x@example.com", password: "nope-nope" },
          ip,
        });
      for (let i = 0; i < 3; i++) expect((await attempt("198.51.100.7")).status).toBe(401);
      const blocked = await attempt("198.51.100.7");
      expect(blocked.status).toBe(429);
      expect((await body(blocked)).error.message).toBe(
        "Too many sign-in attempts. Please wait a minute and try again.",
      );
      // Another address is not affected.
      expect((await attempt("198.51.100.8")).status).toBe(401);

      const direct = () =>
        limited.request("/api/auth/sign-in/email", {
          body: { email: "y@example.com", password: "nope-nope" },
          ip: "198.51.100.9",
        });
      for (let i = 0; i < 3; i++) expect((await direct()).status).toBe(401);
      expect((await direct()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("first admin from the environment", () => {
  it("is created at start when ATRIUM_ADMIN_EMAIL and ATRIUM_ADMIN_PASSWORD are set", async () => {
    const withEnv = await createTestApp({
      ATRIUM_ADMIN_EMAIL: "ops@example.com",
      ATRIUM_ADMIN_PASSWORD: TEST_PASSWORD,
    });
    try {
      const res = await withEnv.request("/api/v1/auth/admin-login", {
        body: { email: "ops@example.com", password: TEST_PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(await body(await withEnv.request("/api/v1/auth/admin-setup"))).toEqual({
        needsFirstAdmin: false,
      });
    } finally {
      await withEnv.close();
    }
  });
});

describe("client sign-up rules on the server", () => {
  const valid = () => ({
    email: `rules-${crypto.randomUUID()}@example.com`,
    password: TEST_PASSWORD,
    name: "Rae Rules",
    firstName: "Rae",
    lastName: "Rules",
    company: "",
  });

  it("refuses a 1 MB name, missing names and non-text values with the registration messages", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ firstName: "x".repeat(1024 * 1024) }, { firstName: "First name must be at most 100 characters" }],
      [
        { firstName: "  ", lastName: undefined },
        { firstName: "First name is required", lastName: "Last name is required" },
      ],
      [
        { lastName: 42, company: ["Co"] },
        { lastName: "Last name is required", company: "Company must be text" },
      ],
      [{ email: "not-an-email" }, { email: "Please enter a valid email" }],
      [{ password: "short" }, { password: "Password must be at least 8 characters" }],
    ];
    for (const [change, fields] of cases) {
      const input = { ...valid(), ...change };
      const res = await t.request("/api/auth/sign-up/email", { body: input });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      const { error } = await body(res);
      expect(error.code).toBe("invalid_input");
      expect(error.fields).toEqual(fields);
      if (typeof input.email === "string") {
        const rows = await t.db.select().from(user).where(eq(user.email, input.email.toLowerCase()));
        expect(rows).toHaveLength(0);
      }
    }
  });

  it("stores trimmed names and makes the display name from them", async () => {
    const input = { ...valid(), firstName: "  Rae ", lastName: " Rules  ", name: "ignored" };
    const res = await t.request("/api/auth/sign-up/email", { body: input });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(user).where(eq(user.email, input.email));
    expect(row).toMatchObject({ firstName: "Rae", lastName: "Rules", name: "Rae Rules", role: "client" });
  });
});

describe("account lock after repeated failed sign-ins", () => {
  it("locks an admin account whatever the address, logs each attempt and the lock, and unlocks later", async () => {
    const app = await createTestApp();
    try {
      const admin = await app.signInFirstAdmin("locked@example.com");
      expect(admin.cookie).toContain("session_token");
      const attempt = (password: string, i: number) =>
        app.request("/api/v1/auth/admin-login", {
          body: { email: "locked@example.com", password },
          ip: `198.51.100.${i + 1}`,
        });
      for (let i = 0; i < 5; i++) expect((await attempt("wrong-password", i)).status).toBe(401);

      // Even the right password is refused while the account is locked, from a new address too.
      const refused = await attempt(TEST_PASSWORD, 50);
      expect(refused.status).toBe(429);
      expect((await body(refused)).error).toMatchObject({
        code: "account_locked",
        message: "Too many failed sign-in attempts for this account. Please try again in 1 minute.",
      });
      const direct = await app.request("/api/auth/sign-in/email", {
        body: { email: "locked@example.com", password: TEST_PASSWORD },
        ip: "198.51.100.99",
      });
      expect(direct.status).toBe(429);

      const [row] = await app.db.select().from(user).where(eq(user.email, "locked@example.com"));
      const logs = await app.db.select().from(adminLoginLogs).where(eq(adminLoginLogs.admin_id, row!.id));
      expect(logs.filter((l) => l.status === "failed")).toHaveLength(5);
      expect(logs.filter((l) => l.status === "locked")).toHaveLength(2);
      const entries = await app.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.entity_type, "admin_account"));
      expect(entries).toEqual([
        expect.objectContaining({
          action: "locked",
          entity_type: "admin_account",
          user_id: null,
          changes: expect.objectContaining({ email: "locked@example.com", failed_attempts: 5 }),
        }),
      ]);
      const listed = await body(
        await app.request("/api/v1/admin/activity-log?entity_type=admin_account", { cookie: admin.cookie }),
      );
      expect(listed.items.map((e: { action: string }) => e.action)).toEqual(["locked"]);

      // When the lock has run out, the right password works and the count starts afresh.
      await app.db
        .update(signInLockouts)
        .set({ locked_until: new Date(Date.now() - 1000) })
        .where(eq(signInLockouts.user_id, row!.id));
      expect((await attempt(TEST_PASSWORD, 60)).status).toBe(200);
      expect(await app.db.select().from(signInLockouts).where(eq(signInLockouts.user_id, row!.id))).toEqual(
        [],
      );
    } finally {
      await app.close();
    }
  });

  it("locks for longer after each further failure, up to an hour", () => {
    expect([4, 5, 6, 7, 8, 11, 12, 20].map(lockMinutes)).toEqual([0, 1, 2, 4, 8, 60, 60, 60]);
  });
});

describe("forwarded addresses", () => {
  it("with TRUST_PROXY=1, rotating the X-Forwarded-For a client writes does not escape the sign-in limit", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1", AUTH_RATE_LIMIT_MAX: "10" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await proxied.request("/api/auth/sign-in/email", {
          body: { email: `nobody-${i}@example.com`, password: "wrong-password" },
          // The proxy at 127.0.0.1 appends the address it saw; the client wrote the rest.
          headers: { "x-forwarded-for": `10.0.${i}.1, 192.0.2.${i}, 203.0.113.50` },
          ip: "127.0.0.1",
        });
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual(Array(10).fill(429));
      // Another real client (another address appended by the proxy) is not affected.
      const other = await proxied.request("/api/auth/sign-in/email", {
        body: { email: "nobody@example.com", password: "wrong-password" },
        headers: { "x-forwarded-for": "203.0.113.51" },
        ip: "127.0.0.1",
      });
      expect(other.status).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});
