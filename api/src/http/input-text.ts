// Text from outside must be storable: PostgreSQL cannot hold NUL (U+0000) in
// text and fails the query (a 500), and an unpaired UTF-16 surrogate is not
// Unicode (it would be stored as U+FFFD, changing what was sent). One check at
// the edge refuses both in the URL (path and query) and in JSON bodies, for
// every route, before any schema or use case sees them (ADR 092).
import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors.ts";
import type { HttpEnv } from "./types.ts";

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storable = (text: string) => !text.includes("\u0000") && !loneSurrogate.test(text);

/** The JSON path of the first string (key or value) that is not storable, or null. */
function unstorableIn(value: unknown): string | null {
  // Iterative: a body may nest 10 000 levels deep, beyond the call stack.
  const pending: [unknown, string][] = [[value, "$"]];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === "string") {
      if (!storable(current)) return path;
    } else if (Array.isArray(current)) {
      for (const [index, item] of current.entries()) pending.push([item, `${path}[${index}]`]);
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (!storable(key)) return path;
        pending.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    // Not valid percent-encoding: routes see it as it is (plain ASCII).
    return text;
  }
}

function refuse(where: string): never {
  throw new AppError("validation_failed", "Text must not contain NUL characters or unpaired surrogates.", {
    target: where,
  });
}

export const storableText: MiddlewareHandler<HttpEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (!storable(decoded(url.pathname))) refuse("path");
  if (!storable(decoded(url.search))) refuse("query");
  const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
  if (hasBody && /^application\/([\w.-]+\+)?json\b/i.test(c.req.header("content-type") ?? "")) {
    // Hono caches the text for the route's validator (and the Stripe webhook
    // verifies these very bytes); handlers that read the raw Request (the
    // sign-in layer) get it back as a fresh body, as hono/body-limit does.
    const text = await c.req.text();
    c.req.raw = new Request(c.req.raw, { body: text });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined; // malformed JSON is the route's validator's to refuse
    }
    const path = unstorableIn(body);
    if (path) refuse(`body ${path}`);
  }
  await next();
};
