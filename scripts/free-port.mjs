// A TCP port on 127.0.0.1 that nothing listens on right now (the OS picks it), so a server a test
// run starts never collides with one already running. Imported by the test helpers and the bench;
// run directly (`node scripts/free-port.mjs`) it prints one, for shell scripts and configs that
// need a port before anything asynchronous can run.
import net from "node:net";
import { pathToFileURL } from "node:url";

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await freePort());
}
