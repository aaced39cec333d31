import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * `npm start` runs the server through a shell. A SIGTERM to npm (a process manager stopping the
 * site) must reach the server, or the server keeps running without its parent. This runs our
 * start script, word for word, with a stand-in server.
 */
it("SIGTERM to `npm start` stops the server it started", async () => {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
  const dir = mkdtempSync(path.join(tmpdir(), "atrium-start-"));
  mkdirSync(path.join(dir, "scripts"));
  writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "start-check", private: true, scripts: { start: scripts.start } }),
  );
  writeFileSync(
    path.join(dir, "scripts/start.mjs"),
    `import http from "node:http";
const server = http.createServer((req, res) => res.end("ok"));
server.listen(0, "127.0.0.1", () => console.log("server pid " + process.pid));`,
  );

  const npm = spawn("npm", ["start"], { cwd: dir, stdio: ["ignore", "pipe", "inherit"] });
  const npmExited = new Promise((resolve) => npm.on("exit", resolve));
  const serverPid = await new Promise<number>((resolve) => {
    let out = "";
    npm.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /server pid (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
  });

  npm.kill("SIGTERM");
  await npmExited;
  const alive = () => {
    try {
      process.kill(serverPid, 0);
      return true;
    } catch {
      return false;
    }
  };
  // The signal takes a moment to arrive; poll rather than sleep a fixed time.
  for (let i = 0; i < 400 && alive(); i++) await new Promise((r) => setTimeout(r, 50));
  const survived = alive();
  if (survived) process.kill(serverPid, "SIGKILL");
  expect(survived, "the server outlived npm").toBe(false);
});
