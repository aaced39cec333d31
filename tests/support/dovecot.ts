import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";
import { freePort } from "../../scripts/free-port.mjs";

/**
 * A real IMAP server for tests: Dovecot (/usr/sbin/dovecot; Debian's `dovecot-imapd`) in the
 * foreground with a throwaway configuration in a temporary directory — 127.0.0.1 on a port the OS
 * picks, plain-text login without TLS, one user from a passwd-file, Maildir under the same
 * directory. Stopped (and its directory removed) by `stop()`.
 *
 * As root, Dovecot's own unprivileged users run the login and internal processes and mail is
 * kept as `nobody` (Dovecot refuses mail access as root); as anyone else, everything runs as
 * that user, without chroot.
 */

export const DOVECOT_BINARY = "/usr/sbin/dovecot";

export type TestImapServer = {
  host: string;
  port: number;
  user: string;
  password: string;
  /** Dovecot's log, for a failing test's message. */
  log: () => string;
  stop: () => Promise<void>;
};

const idOf = (name: string) => {
  try {
    const [, , uid, gid] = execFileSync("getent", ["passwd", name], { encoding: "utf8" }).trim().split(":");
    return { name, uid: Number(uid), gid: Number(gid) };
  } catch {
    return undefined;
  }
};

const groupName = (gid: number) => {
  try {
    return execFileSync("getent", ["group", String(gid)], { encoding: "utf8" }).split(":")[0] || String(gid);
  } catch {
    return String(gid);
  }
};

/** The e-mail settings that make the app poll this test mailbox. */
export const imapSettingsOf = (imap: Pick<TestImapServer, "host" | "port" | "user" | "password">) => ({
  imap_enabled: true,
  imap_host: imap.host,
  imap_port: imap.port,
  imap_secure: false,
  imap_username: imap.user,
  imap_password: imap.password,
});

export async function startDovecot(options: { startupMs?: number } = {}): Promise<TestImapServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "atrium-dovecot-"));
  const port = await freePort();
  const user = "replies@agency.example.com";
  const password = "imap-password-1";
  const me = userInfo();
  const root = me.uid === 0;
  const nobody = idOf("nobody") ?? { name: "nobody", uid: 65534, gid: 65534 };
  const internalUser = root ? (idOf("dovecot")?.name ?? nobody.name) : me.username;
  const loginUser = root ? (idOf("dovenull")?.name ?? nobody.name) : me.username;
  const mailOwner = root ? nobody : { uid: me.uid, gid: me.gid };
  // Not root: Dovecot's sockets can only be given to our own group.
  const internalGroup = root ? "" : `default_internal_group = ${groupName(me.gid)}\n`;

  const mail = path.join(dir, "mail");
  mkdirSync(mail);
  mkdirSync(path.join(dir, "run"));
  if (root) {
    // The mail processes run as `nobody`: they must reach and own the mail directory.
    chmodSync(dir, 0o755);
    chownSync(mail, mailOwner.uid, mailOwner.gid);
  }
  writeFileSync(path.join(dir, "users"), `${user}:{PLAIN}${password}\n`);
  const noChroot = root ? "" : "  chroot =\n";
  const config = `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
instance_name = atrium-test-${port}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
# A wrong password is answered at once.
auth_failure_delay = 0
default_internal_user = ${internalUser}
default_login_user = ${loginUser}
${internalGroup}first_valid_uid = ${mailOwner.uid}
last_valid_uid = 0
mail_location = maildir:${mail}/%u
# New mail reaches IDLE clients within a second, also where inotify does not reach the directory.
mailbox_idle_check_interval = 1 secs
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${mailOwner.uid} gid=${mailOwner.gid} home=${mail}/%u allow_all_users=yes
}
service imap-login {
${noChroot}  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
${noChroot}  # No growing delay after failed logins (the auth penalty): tests of failures need not wait.
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
`;
  const conf = path.join(dir, "dovecot.conf");
  writeFileSync(conf, config);

  const child: ChildProcess = spawn(DOVECOT_BINARY, ["-F", "-c", conf], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const log = () => {
    let file = "";
    try {
      file = readFileSync(path.join(dir, "dovecot.log"), "utf8");
    } catch {
      // not written yet
    }
    return `${output}${file}`;
  };

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitForGreeting(port, options.startupMs ?? 20_000, () => child.exitCode !== null);
  } catch (err) {
    const message = `Dovecot did not start: ${(err as Error).message}\n${log()}`;
    await stop();
    throw new Error(message);
  }
  return { host: "127.0.0.1", port, user, password, log, stop };
}

/** Until the port answers with an IMAP greeting ("* OK"), or the time is up. */
async function waitForGreeting(port: number, limitMs: number, gone: () => boolean) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (gone()) throw new Error("the process exited");
    if (await greets(port)) return;
    if (Date.now() > deadline) throw new Error(`no IMAP greeting on port ${port} within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("data", (data) => done(data.toString().startsWith("* OK")));
  });
}

/** Runs `use` with a client signed in to the test user's mailbox, logged out afterwards. */
export async function withMailbox<T>(
  imap: TestImapServer,
  use: (client: ImapFlow) => Promise<T>,
): Promise<T> {
  const client = new ImapFlow({
    host: imap.host,
    port: imap.port,
    secure: false,
    auth: { user: imap.user, pass: imap.password },
    logger: false,
  });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.logout();
  }
}

/** Does what a mail server does when mail arrives: puts it in the INBOX. Its UID. */
export async function deliverToMailbox(imap: TestImapServer, raw: Buffer, flags: string[] = []) {
  const appended = await withMailbox(imap, (client) => client.append("INBOX", raw, flags));
  return appended ? appended.uid : undefined;
}
