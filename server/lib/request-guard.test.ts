import type { AddressInfo } from "node:net";
import { INPUT_TEXT } from "@common/input-rules";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "@common/spam";
import { serve } from "@hono/node-server";
import { createTestApp, type Json, json, ORIGIN, setUpTestApp, testUrl } from "@tests/support/test-app";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, requirementForms } from "../db/schema";

const t = setUpTestApp({ FORM_RATE_LIMIT_MAX: "1000" });

const quote = (change: Json = {}) => ({
  name: "Quinn Lee",
  email: "quinn@example.com",
  project_type: "Business Website",
  project_description: "A new site.",
  budget_range: "$5,000 - $15,000",
  timeline: "1-3 months",
  [HONEYPOT_FIELD]: "",
  [STARTED_AT_FIELD]: Date.now() - 60_000,
  ...change,
});

const stored = async () => {
  const [quotes] = await t.db.select({ n: count() }).from(requirementForms);
  const [messages] = await t.db.select({ n: count() }).from(contactMessages);
  return (quotes?.n ?? 0) + (messages?.n ?? 0);
};

/** A body sent as raw text, so its size, framing and type are exactly what the test says. */
function raw(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return t.app.request(
    testUrl(path),
    { method: "POST", headers: { origin: ORIGIN, "content-type": "application/json", ...headers }, body },
    { incoming: { socket: { remoteAddress: "192.0.2.1" } } },
  );
}

describe("body size limits", () => {
  it("refuses a 10 MB body on a public form with 413 from its Content-Length", async () => {
    const body = JSON.stringify(quote({ project_description: "x".repeat(10 * 1024 * 1024) }));
    const res = await raw("/api/v1/quote-requests", body, { "content-length": String(body.length) });
    expect(res.status).toBe(413);
    expect((await json(res)).error).toMatchObject({
      code: "too_large",
      message: "This request is too large. The limit is 64 KB.",
    });
  });

  it("stops reading a streamed body without a length as soon as it passes the limit", async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless: the server must stop asking, not wait for the end.
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request(
      testUrl("/api/v1/contact-messages"),
      {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json", "transfer-encoding": "chunked" },
        body: stream,
        duplex: "half",
      } as RequestInit,
      { incoming: { socket: { remoteAddress: "192.0.2.1" } } },
    );
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(1024 * 1024);
  });

  it("gives each route its own limit: admin writes 1 MB, sign-in 2 MB", async () => {
    const admin = await t.signInFirstAdmin();
    const blog = JSON.stringify({ title: "Long", content: "x".repeat(1100 * 1024) });
    const res = await raw("/api/v1/admin/blog-posts", blog, { cookie: admin.cookie });
    expect(res.status).toBe(413);
    expect((await json(res)).error.message).toBe("This request is too large. The limit is 1 MB.");

    const signIn = JSON.stringify({ email: "a@example.com", password: "x".repeat(3 * 1024 * 1024) });
    expect((await raw("/api/auth/sign-in/email", signIn)).status).toBe(413);
  });
});

describe("bodies over a real connection", () => {
  /** The app behind Node's HTTP server, as in production: the body is read off the socket. */
  async function overHttp(
    check: (post: (body: BodyInit, headers?: Record<string, string>) => Promise<Response>) => Promise<void>,
  ) {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      const { port } = server.address() as AddressInfo;
      await check((body, headers = {}) =>
        fetch(`http://127.0.0.1:${port}/api/v1/quote-requests`, {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
          body,
          duplex: "half",
        } as RequestInit),
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  const streamed = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    });

  it("stores a form sent with its length or streamed, and refuses either over the limit, storing nothing", async () => {
    await overHttp(async (post) => {
      const before = await stored();
      // fetch sends a string with its Content-Length, a stream chunked.
      expect((await post(JSON.stringify(quote({ name: "With Length" })))).status).toBe(201);
      expect((await post(streamed(JSON.stringify(quote({ name: "Streamed" }))))).status).toBe(201);
      expect(await stored()).toBe(before + 2);

      const big = JSON.stringify(quote({ project_description: "x".repeat(70 * 1024) }));
      for (const body of [big, streamed(big)]) {
        const res = await post(body);
        expect(res.status).toBe(413);
        expect((await json(res)).error.message).toBe("This request is too large. The limit is 64 KB.");
      }
      const nul = await post(JSON.stringify(quote({ name: "Quinn\u0000" })));
      expect(nul.status).toBe(400);
      expect(await stored()).toBe(before + 2);
    });
  });
});

describe("text that cannot be stored", () => {
  it("refuses a NUL in any field of a quote request or contact message, naming the field", async () => {
    const before = await stored();
    const res = await raw(
      "/api/v1/quote-requests",
      JSON.stringify(quote({ project_description: "a\u0000b" })),
    );
    expect(res.status).toBe(400);
    expect((await json(res)).error).toMatchObject({
      code: "invalid_text",
      message: INPUT_TEXT.nul,
      fields: { project_description: INPUT_TEXT.nul },
    });
    const message = await raw(
      "/api/v1/contact-messages",
      JSON.stringify({
        fields: { name: "Sam\u0000", email: "sam@example.com", message: "Hello there, friends." },
        [HONEYPOT_FIELD]: "",
        [STARTED_AT_FIELD]: Date.now() - 60_000,
      }),
    );
    expect(message.status).toBe(400);
    expect((await json(message)).error.fields).toEqual({ "fields.name": INPUT_TEXT.nul });
    expect(await stored()).toBe(before);
  });

  it("refuses a NUL in an address, its path or its query", async () => {
    for (const path of ["/our-work/a%00b", "/api/v1/contact-form-fields?x=%00", "/blog?q=%00"]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(400);
      expect((await json(res)).error.message).toBe(INPUT_TEXT.nul);
    }
  });

  it("refuses a NUL in better-auth's reset-password token before the library sees it", async () => {
    const res = await raw(
      "/api/auth/reset-password",
      JSON.stringify({ token: "abc\u0000def", newPassword: "another-password-1" }),
    );
    expect(res.status).toBe(400);
    const link = await t.request("/api/auth/reset-password/abc%00def?callbackURL=/login");
    expect(link.status).toBe(400);
  });
});

describe("malformed JSON", () => {
  it("refuses 10,000 levels of nesting in form_started_at with 400, not a stack overflow", async () => {
    const deep = `${"[".repeat(10_000)}1${"]".repeat(10_000)}`;
    const body = JSON.stringify(quote()).replace(/"form_started_at":\d+/, `"form_started_at":${deep}`);
    const res = await raw("/api/v1/quote-requests", body);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toMatchObject({ code: "too_deep", message: INPUT_TEXT.tooDeep });
  });

  it("refuses a body that is not JSON with the product's message", async () => {
    const res = await raw("/api/v1/contact-messages", '{"name": "Sam",');
    expect(res.status).toBe(400);
    expect((await json(res)).error).toMatchObject({ code: "invalid_json", message: INPUT_TEXT.invalidJson });
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent when the site is served over https, and only then", async () => {
    expect((await t.request("/api/health")).headers.get("strict-transport-security")).toBeNull();
    const https = await createTestApp({ PUBLIC_URL: "https://atrium.example" });
    try {
      const res = await https.request("/api/health");
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000");
    } finally {
      await https.close();
    }
  });
});
