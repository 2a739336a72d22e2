// react-admin's authProvider over the game's auth API (/api/auth, the
// NextAuth.js v4 contract): the session cookie is the console's session too.
import type { AuthProvider } from "react-admin";

const base = "/api/auth";
const staffRoles = ["admin", "liveops", "analyst"] as const;

interface Session {
  user?: { id: string; name: string | null; email: string; image: string | null; role: string };
  expires?: string;
}

async function getSession(): Promise<Session> {
  const response = await fetch(`${base}/session`, { credentials: "same-origin" });
  return response.ok ? ((await response.json()) as Session) : {};
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
  if (!(staffRoles as readonly string[]).includes(user.role))
    throw new Error("Players have no console access.");
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
