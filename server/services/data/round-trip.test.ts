import { openDatabase } from "@server/db/client";
import {
  blogPosts,
  comments,
  contactMessages,
  requirementForms,
  siteSettings,
  storedImages,
  successStories,
  teamMembers,
} from "@server/db/schema";
import { saveEmailSettings, smtpSettingsFor } from "@tests/support/email-settings";
import { cookieFrom, createTestApp, type Json, TEST_PASSWORD, type TestApp } from "@tests/support/test-app";
import { createTestDb } from "@tests/support/test-db";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { exportJson } from "./export-json";

/**
 * The move the issue promises (ARCHITECTURE.md decision 17): a site on the embedded database,
 * exported to JSON, imported in replace mode into a fresh site on another database (PGlite in the
 * first test run, a PostgreSQL server in the second), exports again with identical rows in every
 * exported table, and its administrator signs in there with the old password.
 */

const OWNER = "owner@example.com";
const SMTP_PASSWORD = "smtp-secret-🔑-password";

/** The whole export file's text, downloaded as the site's administrator. */
async function exportText(app: TestApp, cookie: string) {
  const res = await app.request("/api/v1/admin/data/export?format=json", { cookie });
  expect(res.status).toBe(200);
  return res.text();
}

let source: TestApp;
let sourceOwner: string;
let target: TestApp;
beforeAll(async () => {
  // The old site: embedded, migrated and seeded by starting it, with its first administrator.
  const embedded = await openDatabase({ kind: "pglite" });
  source = await createTestApp({}, { dbHandle: embedded });
  sourceOwner = (await source.signInFirstAdmin(OWNER)).cookie;
  await fillWithVariedContent(source, sourceOwner);
  // The new site: started once (migrated, seeded) with an administrator of its own.
  target = await createTestApp({}, { dbHandle: await createTestDb() });
  await target.signInFirstAdmin("new-owner@example.com");
});
afterAll(async () => {
  await source?.close();
  await target?.close();
});

async function fillWithVariedContent(app: TestApp, cookie: string) {
  const db = app.db;
  const [post] = await db
    .insert(blogPosts)
    .values({
      title: "Ünïcödé & emoji 🚀🎉 — “quotes”",
      slug: "unicode-post",
      content:
        '# Heading\n\n<div class="x">HTML inside</div>\n\n```js\nconst a = "\\n";\n```\n\n> quote\t(tab)',
      tags: ["ünïcödé", "emoji 🎉", ""],
      status: "published",
      published_at: new Date("2024-02-29T23:59:59.123Z"),
    })
    .returning();
  await db
    .insert(comments)
    .values({ post_id: post!.id, author_name: "Zoë", content: "Back\\slash and 'single' quotes" });
  await db.insert(requirementForms).values([
    {
      name: "Ådne Øverli",
      email: "adne@example.com",
      project_type: "Web Development",
      project_description: "Line one\nLine two\r\nWindows line\u2028separator",
      estimated_cost: "12345.50",
      technologies_preferred: ["React", "PostgreSQL"],
      features_needed: [],
      phone: null,
      company: null,
    },
    {
      name: "Null Budget",
      email: "n@example.com",
      project_type: "Mobile App",
      project_description: "x",
      estimated_cost: "0.05",
    },
  ]);
  await db
    .insert(contactMessages)
    .values({ name: "中文 名字", email: "zh@example.com", message: "你好 👋🏽 <script>alert(1)</script>" });
  await db.insert(successStories).values({
    title: "Metrics",
    client_name: "Acme",
    story_content: "**Bold** _markdown_",
    metrics: { revenue: "+45%", nested: { list: [1, "two", null, true], empty: {} }, ratio: 2.5 },
    technologies_used: ["Go", "Rust"],
  });
  await db.insert(teamMembers).values({
    name: "Ana",
    role: "Lead",
    join_date: "2019-03-01",
    specialties: ["a", "b"],
    additional_info: { hobbies: ["chess"], "key with spaces": "value" },
  });
  await db.insert(storedImages).values({
    name: "Photo ✨.webp",
    folder: "content",
    full_path: "content/a.webp",
    public_url: "/media/content/a.webp",
    mime_type: "image/webp",
    size: 12345,
    width: null,
  });
  await db.update(siteSettings).set({ custom_css: "body { content: '\\201C'; }", footer_text: null });
  // Timestamps with microseconds, written in another zone.
  await db.execute(
    sql`UPDATE requirement_forms SET created_at = '2023-06-15 08:30:00.123456+05:30', updated_at = now()`,
  );
  // An encrypted secret: it opens on the new site only because APP_SECRET is the same.
  await saveEmailSettings(
    app,
    cookie,
    smtpSettingsFor({ host: "127.0.0.1", port: 2525 }, { smtp_password: SMTP_PASSWORD }),
  );
}

/** The file's row lines (one row per line), without the separating commas. */
const rowLines = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("{") && !line.startsWith('{"exportDate"'))
    .map((line) => line.replace(/,$/, ""));

type ExportFile = { tables: Record<string, { data: Json[]; count: number; error: string | null }> };

it("moves the site: identical rows in every exported table, and the admin signs in with the old password", async () => {
  const sent = await exportText(source, sourceOwner);
  const before = JSON.parse(sent) as ExportFile;
  expect(before.tables.requirement_forms!.data).toHaveLength(2);
  expect(sent).toContain('"estimated_cost":12345.50');
  expect(sent).toContain('"created_at":"2023-06-15T03:00:00.123456+00:00"');
  expect(rowLines(sent).length).toBeGreaterThan(40);
  expect(sent).not.toContain(SMTP_PASSWORD);

  const newOwner = await target.signInFirstAdmin("new-owner@example.com");
  const res = await target.request("/api/v1/admin/data/import?mode=replace", {
    rawBody: sent,
    headers: { origin: "http://localhost:3000", cookie: newOwner.cookie, "content-type": "application/json" },
  });
  const result = (await res.json()) as Json;
  expect(res.status).toBe(200);
  expect(result).toMatchObject({ status: "completed", failed_tables: 0 });

  // Exported again before anyone signs in there (sign-ins are logged in exported tables), by the
  // exporter the download streams.
  let received = "";
  for await (const chunk of exportJson(target.db)) received += chunk;
  const after = JSON.parse(received) as ExportFile;
  // The new site's log has one entry of its own: the import, written after the data (by the
  // system: the new site's administrator who imported is not in the file).
  const log = after.tables.activity_log!;
  const known = new Set(before.tables.activity_log!.data.map((e) => e.id));
  const own = log.data.filter((e) => !known.has(e.id));
  expect(own).toEqual([expect.objectContaining({ action: "import", entity_type: "data", user_id: null })]);
  log.data = log.data.filter((e) => known.has(e.id));
  log.count -= own.length;
  expect(after.tables).toEqual(before.tables);
  // Byte for byte too: each row is one line of PostgreSQL's own rendering (numerics keep their
  // cents, timestamps their microseconds, JSON its layout).
  const ownIds = own.map((e) => JSON.stringify(e.id));
  expect(rowLines(received).filter((line) => !ownIds.some((id) => line.includes(id)))).toEqual(
    rowLines(sent),
  );

  // The old administrator signs in with the old password; the new site's own one is gone.
  const login = await target.request("/api/v1/auth/admin-login", {
    body: { email: OWNER, password: TEST_PASSWORD },
  });
  expect(login.status).toBe(200);
  const cookie = cookieFrom(login);
  const gone = await target.request("/api/v1/auth/admin-login", {
    body: { email: "new-owner@example.com", password: TEST_PASSWORD },
  });
  expect(gone.status).toBe(401);
  // The secret encrypted on the old site opens on the new one.
  const settings = (await (await target.request("/api/v1/admin/email-settings", { cookie })).json()) as Json;
  expect(settings.smtp_password).toEqual({ set: true, mask: expect.stringMatching(/^smtp/) });
});
