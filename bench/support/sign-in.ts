// A player's session cookie from a real credentials sign-in, as a browser gets
// it: the csrf token, then the credentials callback.
import { z } from "zod";

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = z.object({ csrfToken: z.string() }).parse(await csrf.json());
  const csrfCookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookies.join("; ") },
    body: new URLSearchParams({ email, password, csrfToken }),
  });
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .find((cookie) => cookie.includes("session-token="));
  if (response.status !== 302 || !session) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return session;
}
