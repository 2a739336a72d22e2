// Requests sent from a chosen loopback address (127.0.0.2, 127.0.0.3, …): on Linux
// all of 127.0.0.0/8 is local, so one test can be several clients, each with an
// address of its own, to a server or to a proxy in front of it.
import { request } from "node:http";
import makeFetchCookie from "fetch-cookie";
import { CookieJar } from "tough-cookie";
import type { Browser } from "./auth.ts";

/** A fetch whose connections leave from `localAddress` (plain HTTP; it never follows redirects). */
export function fetchFrom(localAddress: string): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init.method ?? "GET";
    const body = init.body == null ? undefined : Buffer.from(await new Response(init.body).arrayBuffer());
    return new Promise<Response>((resolve, reject) => {
      const outgoing = request(
        url,
        // agent: false, so no kept-alive socket outlives the test.
        { method, headers: Object.fromEntries(new Headers(init.headers)), localAddress, agent: false },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("error", reject);
          incoming.on("end", () => {
            const headers = new Headers();
            for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
              headers.append(incoming.rawHeaders[i] ?? "", incoming.rawHeaders[i + 1] ?? "");
            }
            const status = incoming.statusCode ?? 500;
            const empty = status === 204 || status === 304 || method === "HEAD";
            const response = new Response(empty ? null : Buffer.concat(chunks), { status, headers });
            // The cookie jar files Set-Cookie under the response's URL, which the constructor cannot set.
            Object.defineProperty(response, "url", { value: url.href });
            resolve(response);
          });
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  }) as typeof fetch;
}

/** createBrowser's cookie-keeping fetch, from `localAddress`. */
export function browserFrom(localAddress: string): Browser {
  const jar = new CookieJar();
  const cookieFetch = makeFetchCookie(fetchFrom(localAddress), jar) as typeof fetch;
  return {
    jar,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      cookieFetch(input, { redirect: "manual", ...init })) as typeof fetch,
    async cookie(url, name) {
      return (await jar.getCookies(url)).find((cookie) => cookie.key === name)?.value;
    },
    async cookieNames(url) {
      return (await jar.getCookies(url)).map((cookie) => cookie.key);
    },
  };
}
