// react-admin's authProvider over the game's auth API (/api/auth, the
// NextAuth.js v4 contract): the session cookie is the console's session too.
// The sign-in page (index.html, sign-in.ts) uses it without react-admin, so this
// file imports react-admin's types only. Signing out, or a session that ended,
// reloads the page: the sign-in page is index.html, and no earlier operator's
// data stays in memory.
import { isStaffRole } from "@arena/api/staff/permissions";
import type { AuthProvider } from "react-admin";

const base = "/api/auth";

interface Session {
  user?: { id: string; name: string | null; email: string; image: string | null; role: string };
  expires?: string;
}

// Whether the last session read found anyone signed in: react-admin logs out when
// checkAuth fails, and with no session there is nothing to end (no csrf, signout).
let sessionFound = true;

// What the sign-in page says when it opens after the console closed (sign-in.ts).
const noticeKey = "console.sign-in-notice";

function leaveSignInNotice(notice: string) {
  try {
    sessionStorage.setItem(noticeKey, notice);
  } catch {
    // Storage refused (a private window's quota): the form opens without the notice.
  }
}

/** The notice the console left for the sign-in page, once. */
export function takeSignInNotice(): string | null {
  try {
    const notice = sessionStorage.getItem(noticeKey);
    sessionStorage.removeItem(noticeKey);
    return notice;
  } catch {
    return null;
  }
}

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

/** Whether someone with a staff role is signed in (a lost connection counts as no). */
export async function hasStaffSession(): Promise<boolean> {
  try {
    return isStaffRole((await getSession()).user?.role);
  } catch {
    return false;
  }
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
  // An absolute address makes react-admin load it as a new page: the sign-in page.
  async logout() {
    if (!sessionFound) {
      // The session ended (expired, revoked, the role removed): sign in again here, on this page.
      leaveSignInNotice("Your session has ended. Sign in again.");
      return window.location.href;
    }
    await post("signout", { csrfToken: await getCsrfToken(), callbackUrl: "/console/" });
    sessionFound = false;
    leaveSignInNotice("You have signed out.");
    return `${window.location.origin}/console/`;
  },
  async checkAuth() {
    await staffSession();
  },
  async checkError(error: { status?: number }) {
    // 401: the session ended (or was revoked); 403 with code banned is the same for the console.
    if (error?.status === 401) {
      sessionFound = false;
      throw new Error("Your session has ended. Sign in again.");
    }
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
