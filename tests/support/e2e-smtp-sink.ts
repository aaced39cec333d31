import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * An SMTP sink on 127.0.0.1 for the end-to-end tests (the `smtp-server` package, plain SMTP with
 * AUTH): the e2e server is pointed at it through the e-mail settings API and every message it
 * accepts is kept, parsed, for the test to look at. A wrong password is refused with 535, as a
 * real server would.
 */
export async function startE2eSmtpSink(auth: { user: string; pass: string }) {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(login, _session, callback) {
      if (login.username === auth.user && login.password === auth.pass) callback(null, { user: auth.user });
      else {
        callback(
          Object.assign(new Error("Authentication failed: bad username or password"), { responseCode: 535 }),
        );
      }
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        messages.push(await simpleParser(Buffer.concat(chunks)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    /** The messages sent to `address`. */
    to: (address: string) =>
      messages.filter((m) => {
        const to = Array.isArray(m.to) ? m.to : m.to ? [m.to] : [];
        return to.some((group) => group.value.some((a) => a.address === address));
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
