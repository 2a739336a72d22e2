// The console's own data provider (ra-data-simple-rest) over real HTTP with a
// signed-in cookie jar, for the admin API tests.
import { expect } from "vitest";
import type { AppDeps } from "../../api/src/context.ts";
import { createDataProvider, type HttpClient } from "../../console/src/data-provider.ts";
import { type Browser, createBrowser, createTestPlayer, csrfToken, form } from "./auth.ts";
import { enrolSecondFactor } from "./second-factor.ts";

export type Role = "player" | "analyst" | "liveops" | "admin";

/** An error like react-admin's HttpError: status and the parsed body. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** fetchUtils.fetchJson's contract over a cookie-carrying fetch. */
export function httpClientOf(fetchImpl: typeof fetch): HttpClient {
  return (async (url: string, options: { method?: string; body?: string; headers?: Headers } = {}) => {
    const headers = new Headers(options.headers ?? { Accept: "application/json" });
    if (options.body && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
    const response = await fetchImpl(url, { method: options.method, body: options.body, headers });
    const body = await response.text();
    const json = body ? JSON.parse(body) : undefined;
    if (response.status < 200 || response.status >= 300) {
      throw new HttpError(json?.message ?? response.statusText, response.status, json);
    }
    return { status: response.status, headers: response.headers, body, json };
  }) as HttpClient;
}

/**
 * A new account of `role` signed in through the credentials flow of the server at
 * `url` (an in-process test server, a server process, or a balancer in front of
 * several), made in the database `deps.db` names.
 */
export async function signedIn(
  server: { url: string; deps: Pick<AppDeps, "db"> },
  role: Role,
  email?: string,
  browser: Browser = createBrowser(),
) {
  const account = await createTestPlayer(server.deps, { role, ...(email ? { email } : {}) });
  const response = await browser.fetch(
    `${server.url}/api/auth/callback/credentials`,
    form({
      email: account.email,
      password: account.password,
      csrfToken: await csrfToken(server.url, browser),
    }),
  );
  expect(response.status).toBe(302);
  // An admin must pass a second factor before the admin API answers (docs/decisions/131).
  const secondFactor = role === "admin" ? await enrolSecondFactor(server.url, browser) : null;
  return { browser, account, secondFactor };
}

export const adminProvider = (server: { url: string }, fetchImpl: typeof fetch) =>
  createDataProvider(`${server.url}/api/admin`, httpClientOf(fetchImpl));

/** The HttpError a refused call ends with. */
export async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}
