// Compresses every text response of the one server (the game's pages, the
// console's files, the API's JSON): brotli when the client takes it, else gzip.
// Hono's own compress middleware has no brotli; this follows its rules
// otherwise (compressible types only, 1 KiB at least, never twice, never HEAD
// or a range, `Cache-Control: no-transform` respected, `Vary: Accept-Encoding`).
import { Duplex } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";
import { createMiddleware } from "hono/factory";

const threshold = 1024;
type Encoding = "br" | "gzip";

/** The best encoding the Accept-Encoding header allows (q > 0), brotli first. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  const best = (["br", "gzip"] as const)
    .filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
  return best[0];
}

function compressor(encoding: Encoding) {
  // Quality 4: most of brotli's gain at a cost fit for responses made per request.
  const stream =
    encoding === "br"
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip({ level: 6 });
  return Duplex.toWeb(stream) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
}

// The response's body is looked at last, once it is to be compressed: the Node
// adapter's responses keep status and headers cheaply, and build a web Response
// (with a stream) only when the body is asked for.
export const compression = createMiddleware(async (c, next) => {
  await next();
  const { res } = c;
  const type = res.headers.get("Content-Type");
  const length = res.headers.get("Content-Length");
  if (
    c.req.method === "HEAD" ||
    res.status === 206 ||
    res.status === 204 ||
    res.headers.has("Content-Encoding") ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    (length !== null && Number(length) < threshold) ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")
  ) {
    return;
  }
  const vary = res.headers.get("Vary");
  if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? "")) {
    res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
  if (!encoding || !res.body) return;
  // As Hono's compress: assigning c.res carries the old response's headers over, so
  // the length and the encoding are set after it.
  c.res = new Response(res.body.pipeThrough(compressor(encoding)), res);
  c.res.headers.delete("Content-Length");
  c.res.headers.set("Content-Encoding", encoding);
  const etag = c.res.headers.get("ETag");
  if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
});
