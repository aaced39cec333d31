// Extends zod with .openapi() before any shared schema is built (the routes call it on them).
import "@hono/zod-openapi";
import { problemInJson } from "@common/input-rules";
import { FEATURES, PLATFORMS, PROJECT_TYPES } from "@common/options";
import { QUOTE_LIMITS } from "@common/schemas/quote-requests";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "@common/spam";
import { ORIGIN, setUpTestApp, TEST_PASSWORD, testUrl } from "@tests/support/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, requirementForms, user } from "../db/schema";

/**
 * Seeded fuzzing of every public write and every sign-in/sign-up route: each valid body is
 * mutated a few hundred ways (wrong types, huge strings, NULs, deep nesting, broken JSON, wrong
 * content types, missing and extra fields). Nothing may answer 5xx, and nothing stored may break
 * the rules. The seed is fixed, so a failure reproduces.
 */

const t = setUpTestApp({ FORM_RATE_LIMIT_MAX: "100000", AUTH_RATE_LIMIT_MAX: "100000" });
beforeAll(async () => {
  await t.signInFirstAdmin("fuzz-admin@example.com");
});

/** mulberry32: a small, fast, seeded generator. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

type Body = Record<string, unknown>;
type Sent = { body: string; contentType: string };

const nested = (levels: number) => `${"[".repeat(levels)}1${"]".repeat(levels)}`;
const ODD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  "",
  " ",
  [],
  {},
  ["a", 1, null],
  { $gt: "" },
  "\u0000",
  "a\u0000b",
  "😀".repeat(300),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "x".repeat(70_000),
  "\ud800",
];

/** Mutates `base` (the part of the body with the fields), then wraps it into the whole body. */
function mutate(base: Body, rand: () => number, wrap: (inner: unknown) => unknown = (inner) => inner): Sent {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const keys = Object.keys(base);
  const body: Body = { ...base };
  const json = "application/json";
  switch (Math.floor(rand() * 9)) {
    case 0: // a field of the wrong type or an odd value
      body[pick(keys)] = pick(ODD_VALUES);
      break;
    case 1: // several fields at once
      for (const key of keys) if (rand() < 0.4) body[key] = pick(ODD_VALUES);
      break;
    case 2: // a field missing
      delete body[pick(keys)];
      break;
    case 3: // unexpected fields, nested deeply or not
      body[pick(["role", "status", "id", "__proto__", "constructor", "is_admin", "\u0000"])] =
        pick(ODD_VALUES);
      break;
    case 4: {
      // deep nesting, spliced into the text so JSON.stringify cannot refuse it
      const key = pick(keys);
      const levels = pick([33, 500, 10_000]);
      return {
        body: JSON.stringify(wrap({ ...body, [key]: "__DEEP__" })).replace('"__DEEP__"', nested(levels)),
        contentType: json,
      };
    }
    case 5: {
      // broken JSON
      const text = JSON.stringify(wrap(body));
      return { body: text.slice(0, Math.floor(rand() * text.length)), contentType: json };
    }
    case 6: // the right body under a wrong content type
      return {
        body: JSON.stringify(wrap(body)),
        contentType: pick(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", ""]),
      };
    case 7: // not an object at all
      return { body: JSON.stringify(wrap(pick([[], "text", 42, null, [body]]))), contentType: json };
    default: // NUL in a text field
      body[pick(keys)] = `before\u0000after`;
  }
  return { body: JSON.stringify(wrap(body)), contentType: json };
}

const quoteBody = (): Body => ({
  name: "Quinn Lee",
  email: "quinn@example.com",
  phone: "+44 20 7946 0000",
  company: "Lee & Co",
  project_type: PROJECT_TYPES[0],
  project_description: "A new site for the shop.",
  budget_range: "$5,000 - $15,000",
  timeline: "1-3 months",
  project_title: "Shop",
  features_needed: [FEATURES[0]],
  platforms: [PLATFORMS[0]],
  technologies_preferred: ["React"],
  source: "/services/seo",
  [HONEYPOT_FIELD]: "",
  [STARTED_AT_FIELD]: Date.now() - 60_000,
});

/** The contact form's answers; the body carries them under `fields`. */
const contactAnswers = (): Body => ({
  name: "Sam Ray",
  email: "sam@example.com",
  company: "Ray Ltd",
  message: "We would like a new website for our farm shop.",
});
const contactBody = (fields: unknown) => ({
  fields,
  [HONEYPOT_FIELD]: "",
  [STARTED_AT_FIELD]: Date.now() - 60_000,
});

let counter = 0;
const signUpBody = (): Body => ({
  email: `fuzz-${counter++}@example.com`,
  password: TEST_PASSWORD,
  name: "Fay Fuzz",
  firstName: "Fay",
  lastName: "Fuzz",
  company: "Fuzz Ltd",
});

/** Each target: its route, a valid body (or its inner part and the wrapper), and how many mutations it gets. */
const TARGETS: { path: string; body: () => Body; wrap?: (inner: unknown) => unknown; runs: number }[] = [
  { path: "/api/v1/quote-requests", body: quoteBody, runs: 300 },
  { path: "/api/v1/contact-messages", body: contactAnswers, wrap: contactBody, runs: 200 },
  { path: "/api/v1/contact-messages", body: () => contactBody(contactAnswers()), runs: 100 },
  { path: "/api/auth/sign-up/email", body: signUpBody, runs: 150 },
  {
    path: "/api/auth/sign-in/email",
    body: () => ({ email: "fuzz-admin@example.com", password: "wrong-password" }),
    runs: 150,
  },
  {
    path: "/api/v1/auth/admin-login",
    body: () => ({ email: "fuzz-admin@example.com", password: "wrong-password" }),
    runs: 150,
  },
  {
    path: "/api/v1/auth/admin-signup",
    body: () => ({ ...signUpBody(), invitationToken: "not-a-token" }),
    runs: 100,
  },
  {
    path: "/api/auth/request-password-reset",
    body: () => ({ email: "fuzz-admin@example.com", redirectTo: "/login" }),
    runs: 100,
  },
  { path: "/api/auth/reset-password", body: () => ({ token: "abc", newPassword: TEST_PASSWORD }), runs: 100 },
];

describe("fuzzed public and auth writes", () => {
  for (const [index, target] of TARGETS.entries()) {
    it(`never answers 5xx: ${target.path} #${index} (${target.runs} bodies)`, async () => {
      const rand = random(0xa7123 + index);
      const failures: string[] = [];
      for (let i = 0; i < target.runs; i++) {
        const sent = mutate(target.body(), rand, target.wrap);
        const headers: Record<string, string> = { origin: ORIGIN };
        if (sent.contentType) headers["content-type"] = sent.contentType;
        const res = await t.app.request(
          testUrl(target.path),
          { method: "POST", headers, body: sent.body },
          { incoming: { socket: { remoteAddress: `10.9.${index}.${i % 250}` } } },
        );
        if (res.status >= 500)
          failures.push(`${res.status} for ${sent.contentType}: ${sent.body.slice(0, 200)}`);
        const text = await res.text();
        expect(text, "no stack trace in an answer").not.toMatch(/\bat \S+ \(|node_modules/);
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }

  it("stored nothing that breaks the rules", async () => {
    const quotes = await t.db.select().from(requirementForms);
    expect(quotes.length).toBeGreaterThan(0);
    for (const row of quotes) {
      expect(problemInJson(row)).toBeNull();
      expect(row.name.trim()).not.toBe("");
      expect(row.name.length).toBeLessThanOrEqual(QUOTE_LIMITS.name);
      expect(row.email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(PROJECT_TYPES as readonly string[]).toContain(row.project_type);
      expect(row.project_description.length).toBeLessThanOrEqual(QUOTE_LIMITS.projectDescription);
      for (const feature of row.features_needed) expect(FEATURES as readonly string[]).toContain(feature);
    }
    const messages = await t.db.select().from(contactMessages);
    expect(messages.length).toBeGreaterThan(0);
    for (const row of messages) {
      expect(problemInJson(row)).toBeNull();
      expect(row.name.trim()).not.toBe("");
      expect(row.email).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(row.message.trim()).not.toBe("");
    }
    const accounts = await t.db.select().from(user);
    for (const row of accounts) {
      expect(problemInJson(row)).toBeNull();
      expect(row.firstName?.trim(), row.email).toBeTruthy();
      expect(row.lastName?.trim(), row.email).toBeTruthy();
      expect(row.firstName?.length).toBeLessThanOrEqual(100);
      expect(row.lastName?.length).toBeLessThanOrEqual(100);
      expect(row.name).toBe(`${row.firstName} ${row.lastName}`);
      expect(["client", "admin"]).toContain(row.role);
      if (row.email !== "fuzz-admin@example.com") expect(row.role).toBe("client");
    }
  });
});
