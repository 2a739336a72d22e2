// Test helpers for the sign-in layer: players made through the real use case,
// and a browser-like fetch with a cookie jar.
import { randomUUID } from "node:crypto";
import makeFetchCookie from "fetch-cookie";
import { CookieJar } from "tough-cookie";
import { type AccountUser, createPlayer } from "../../api/src/auth/accounts.ts";
import { hashPassword } from "../../api/src/auth/passwords.ts";
import type { AppDeps } from "../../api/src/context.ts";
import type { Role } from "../../api/src/generated/prisma/client.ts";

let counter = 0;

export async function createTestPlayer(
  deps: Pick<AppDeps, "db">,
  input: { email?: string; password?: string; name?: string; role?: Role } = {},
): Promise<AccountUser & { password: string }> {
  counter += 1;
  const password = input.password ?? "correct-horse-battery-staple";
  const user = await deps.db.$transaction((tx) =>
    createPlayer(tx, {
      email: input.email ?? `player${counter}-${randomUUID()}@example.com`,
      displayName: input.name ?? `Player ${counter}${Math.floor(Math.random() * 1000)}`,
      passwordHash: null,
    }),
  );
  await deps.db.user.update({
    where: { id: user.id },
    data: { passwordHash: await hashPassword(password), role: input.role ?? "player" },
  });
  return { ...user, role: input.role ?? "player", password };
}

export interface Browser {
  jar: CookieJar;
  fetch: typeof fetch;
  /** The value of a cookie the jar would send to `url`. */
  cookie(url: string, name: string): Promise<string | undefined>;
  cookieNames(url: string): Promise<string[]>;
}

/** A fetch that keeps cookies like a browser and never follows redirects (tests look at them). */
export function createBrowser(): Browser {
  const jar = new CookieJar();
  const cookieFetch = makeFetchCookie(fetch, jar) as typeof fetch;
  return {
    jar,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      cookieFetch(input, { redirect: "manual", ...init })) as typeof fetch,
    async cookie(url, name) {
      const cookies = await jar.getCookies(url);
      return cookies.find((c) => c.key === name)?.value;
    },
    async cookieNames(url) {
      return (await jar.getCookies(url)).map((c) => c.key);
    },
  };
}

/** A csrf token of the sign-in layer at `url`; the browser keeps its cookie. */
export async function csrfToken(url: string, browser: Browser): Promise<string> {
  const answer = await browser.fetch(`${url}/api/auth/csrf`);
  return ((await answer.json()) as { csrfToken: string }).csrfToken;
}

/** Form-encoded POST body. */
export function form(fields: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  };
}
