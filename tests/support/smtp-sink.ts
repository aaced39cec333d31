import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { vi } from "vitest";

/**
 * A real SMTP server on 127.0.0.1 for tests (the `smtp-server` package): records every message it
 * accepts, raw and parsed. Plain SMTP by default (STARTTLS off, so no certificate is involved);
 * `secure: true` speaks implicit TLS, `tls` alone offers STARTTLS (see tls-certificate.ts).
 */

export type SinkMessage = {
  raw: string;
  parsed: ParsedMail;
  envelope: { from: string; to: string[] };
  user: string | undefined;
  /** Whether the session was encrypted (implicit TLS or STARTTLS). */
  secure: boolean;
};

export type SmtpSinkOptions = {
  /** Require AUTH with this user and password. Unset: no authentication offered or needed. */
  auth?: { user: string; pass: string };
  /** Implicit TLS (with `tls`, else smtp-server's built-in self-signed certificate). */
  secure?: boolean;
  /** A key and certificate to present; on a plain port, STARTTLS is then offered. */
  tls?: { key: string; cert: string };
};

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

export async function startSmtpSink(options: SmtpSinkOptions = {}) {
  const messages: SinkMessage[] = [];
  /** Replies to give instead of accepting, one per DATA, in order (e.g. a 451 once). */
  const failures: { code: number; message: string }[] = [];
  let attempts = 0;

  const server = new SMTPServer({
    secure: options.secure ?? false,
    ...(options.tls ?? {}),
    logger: false,
    disabledCommands: [...(options.tls ? [] : ["STARTTLS"]), ...(options.auth ? [] : ["AUTH"])],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === options.auth?.user && auth.password === options.auth?.pass) {
        callback(null, { user: auth.username });
      } else {
        const err = Object.assign(new Error("Authentication failed: bad username or password"), {
          responseCode: 535,
        });
        callback(err);
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        attempts++;
        const failure = failures.shift();
        if (failure) {
          callback(Object.assign(new Error(failure.message), { responseCode: failure.code }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          raw,
          parsed: await simpleParser(raw),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
          },
          user: session.user as string | undefined,
          secure: session.secure,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    host: "127.0.0.1",
    port,
    messages,
    /** DATA commands received, accepted or not. */
    get attempts() {
      return attempts;
    },
    /** The next DATA is answered with this reply (e.g. 451 "try again later") instead of accepted. */
    failNext(code: number, message: string) {
      failures.push({ code, message });
    },
    /** Waits until `count` messages have arrived (a generous limit). */
    async waitFor(count: number, timeout = 30_000): Promise<SinkMessage[]> {
      await vi.waitFor(
        () => {
          if (messages.length < count) throw new Error(`SMTP sink: ${messages.length} of ${count} messages`);
        },
        { timeout, interval: 20 },
      );
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
