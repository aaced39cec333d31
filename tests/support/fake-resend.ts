import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Resend's HTTP API on 127.0.0.1: `POST /emails` with a Bearer key. Records each
 * request; answers 200 `{ id }` for the expected key, 401 otherwise, or the statuses queued with
 * `failNext` (e.g. 429, 500).
 */
export type ResendRequest = { authorization: string | undefined; body: Record<string, any> };

export type FakeResend = Awaited<ReturnType<typeof startFakeResend>>;

export async function startFakeResend(apiKey: string) {
  const requests: ResendRequest[] = [];
  const failures: { status: number; message: string }[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    });
  const server = createServer(async (req, res) => {
    const text = await read(req);
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST" || req.url !== "/emails") return answer(404, { message: "Not found" });
    requests.push({ authorization: req.headers.authorization, body: JSON.parse(text) });
    const failure = failures.shift();
    if (failure) return answer(failure.status, { statusCode: failure.status, message: failure.message });
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return answer(401, { statusCode: 401, name: "validation_error", message: "API key is invalid" });
    }
    answer(200, { id: `re_${requests.length}` });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(status: number, message: string) {
      failures.push({ status, message });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
