import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json|sql)|image\/svg\+xml)/;
/**
 * JSON answers are built whole, so they are buffered: small ones are then left as they are. A
 * download (an attachment, e.g. the data export) streams from the database: it is compressed as
 * a stream, never held whole.
 */
const BUFFERED = /^application\/json/;
const DOWNLOAD = /^attachment\b/i;
const MIN_BYTES = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Brotli when the browser takes it, else gzip, for text responses; streams (SSR) stay streams. */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === "HEAD") return;
    const accepted = c.req.header("accept-encoding") ?? "";
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
    if (!encoding) return;
    const res = c.res;
    // Headers first: asking a Node response for its body turns it into a fetch Response.
    if (res.headers.has("content-encoding")) return;
    const type = res.headers.get("content-type") ?? "";
    if (!COMPRESSIBLE.test(type)) return;
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < MIN_BYTES) return;
    if (!res.body) return;

    // Hono copies the previous response's headers onto a new c.res, so fix them up afterwards.
    const setEncoded = (body: BodyInit) => {
      c.res = new Response(body, { status: res.status, headers: res.headers });
      c.res.headers.delete("content-length");
      c.res.headers.set("content-encoding", encoding);
      c.res.headers.set("vary", "Accept-Encoding");
      // The encoded bytes are another representation: a strong ETag would claim the same bytes.
      const tag = res.headers.get("etag");
      if (tag && !tag.startsWith("W/")) c.res.headers.set("etag", `W/${tag}`);
    };

    if (BUFFERED.test(type) && !DOWNLOAD.test(res.headers.get("content-disposition") ?? "")) {
      const plain = Buffer.from(await res.arrayBuffer());
      if (plain.byteLength < MIN_BYTES) {
        c.res = new Response(plain, { status: res.status, headers: res.headers });
        return;
      }
      setEncoded(encoding === "br" ? brotliCompressSync(plain, BROTLI) : gzipSync(plain));
      return;
    }
    const compressor =
      encoding === "br"
        ? createBrotliCompress({ ...BROTLI, flush: constants.BROTLI_OPERATION_FLUSH })
        : createGzip({ flush: constants.Z_SYNC_FLUSH });
    const body = Readable.fromWeb(res.body as NodeReadableStream).pipe(compressor);
    setEncoded(Readable.toWeb(body) as ReadableStream);
  };
}
