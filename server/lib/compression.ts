import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/** Brotli when the browser takes it, else gzip, for text responses; streams (SSR) stay streams. */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has("content-encoding") || c.req.method === "HEAD") return;
    if (!COMPRESSIBLE.test(res.headers.get("content-type") ?? "")) return;
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < MIN_BYTES) return;
    const accepted = c.req.header("accept-encoding") ?? "";
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
    if (!encoding) return;
    const compressor =
      encoding === "br"
        ? createBrotliCompress({
            params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
            flush: constants.BROTLI_OPERATION_FLUSH,
          })
        : createGzip({ flush: constants.Z_SYNC_FLUSH });
    const body = Readable.fromWeb(res.body as NodeReadableStream).pipe(compressor);
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    headers.set("content-encoding", encoding);
    headers.append("vary", "Accept-Encoding");
    c.res = new Response(Readable.toWeb(body) as ReadableStream, { status: res.status, headers });
  };
}
