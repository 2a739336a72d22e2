// react-admin's authProvider over the game's auth API (/api/auth, the
// NextAuth.js v4 contract): the session cookie is the console's session too.
import { isStaffRole } from "@arena/api/staff/permissions";
import type { AuthProvider } from "react-admin";

const base = "/api/auth";

interface Session {
  user?: { id: string; name: string | null; email: string; image: string | null; role: string };
  expires?: string;
}

// Whether the last session read found anyone signed in. react-admin logs out whenever
// checkAuth fails, a visitor's first load of the sign-in page included: with no session
// there is nothing to end, and the form shows two round trips (csrf, signout) sooner.
let sessionFound = true;

async function getSession(): Promise<Session> {
  const response = await fetch(`${base}/session`, { credentials: "same-origin" });
  const session = response.ok ? ((await response.json()) as Session) : {};
  sessionFound = Boolean(session.user);
  return session;
}

async function getCsrfToken(): Promise<string> {
  const response = await fetch(`${base}/csrf`, { credentials: "same-origin" });
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

function post(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${base}/${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, json: "true" }),
  });
}

/** The staff user of the session; players and visitors are refused. */
async function staffSession(): Promise<NonNullable<Session["user"]>> {
  const { user } = await getSession();
  if (!user) throw new Error("Sign in first.");
  if (!isStaffRole(user.role)) throw new Error("Players have no console access.");
  return user;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const response = await post("callback/credentials", {
      email: username,
      password,
      csrfToken: await getCsrfToken(),
      callbackUrl: "/console/",
    });
    if (response.status === 429) throw new Error("Too many attempts. Wait a few minutes and try again.");
    if (!response.ok) throw new Error("Sign in failed. Check the details you provided are correct.");
    // A player's password is right but the console is not theirs: sign back out.
    try {
      await staffSession();
    } catch (error) {
      await post("signout", { csrfToken: await getCsrfToken(), callbackUrl: "/console/" });
      throw error;
    }
  },
  async logout() {
    if (!sessionFound) return;
    await post("signout", { csrfToken: await getCsrfToken(), callbackUrl: "/console/" });
  },
  async checkAuth() {
    await staffSession();
  },
  async checkError(error: { status?: number }) {
    // 401: the session ended (or was revoked); 403 with code banned is the same for the console.
    if (error?.status === 401) throw new Error("Your session has ended. Sign in again.");
  },
  async getIdentity() {
    const user = await staffSession();
    return { id: user.id, fullName: user.name ?? user.email, avatar: user.image ?? undefined };
  },
  async getPermissions() {
    const { user } = await getSession();
    return user?.role ?? null;
  },
};
