// react-admin's authProvider over the game's auth API (/api/auth, the
// NextAuth.js v4 contract): the session cookie is the console's session too.
// The sign-in page (index.html, sign-in.ts) uses it without react-admin, so this
// file imports react-admin's types only. Signing out, or a session that ended,
// reloads the page: the sign-in page is index.html, and no earlier operator's
// data stays in memory.
import { isStaffRole } from "@arena/api/staff/permissions";
import { waitInWords } from "@arena/api/words/words";
import type { AuthProvider } from "react-admin";

const base = "/api/auth";

interface Session {
  user?: { id: string; name: string | null; email: string; image: string | null; role: string };
  expires?: string;
  /** The app's field for staff (docs/decisions/131): which sign-in step comes next. */
  secondFactor?: "passed" | "needed" | "setup_needed" | "not_needed";
}

/** Where a visitor of the console stands: signed out, in, or at a second-factor step. */
export type StaffSignInState = "none" | "ready" | "needed" | "setup_needed";

function signInStateOf(session: Session): StaffSignInState {
  if (!isStaffRole(session.user?.role)) return "none";
  if (session.secondFactor === "needed" || session.secondFactor === "setup_needed")
    return session.secondFactor;
  return "ready";
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

/** Whether someone with a staff role is signed in, and passed their second factor (a lost connection counts as no). */
export async function staffSignInState(): Promise<StaffSignInState> {
  try {
    return signInStateOf(await getSession());
  } catch {
    return "none";
  }
}

/** Signs out from a sign-in step (the second factor's) and opens the sign-in form again. */
export async function signOutOfConsole(): Promise<void> {
  await post("signout", { csrfToken: await getCsrfToken(), callbackUrl: "/console/" });
  leaveSignInNotice("You have signed out.");
  window.location.assign(`${window.location.origin}/console/`);
}

/** An admin API refusal that means "pass your second factor first" (a policy changed while signed in). */
function isSecondFactorRefusal(error: { status?: number; body?: unknown }): boolean {
  const code = (error?.body as { error?: { code?: string } } | undefined)?.error?.code;
  return (
    error?.status === 403 && (code === "second_factor_required" || code === "second_factor_setup_required")
  );
}

/** The staff user of the session; players and visitors are refused. */
async function staffSession(): Promise<NonNullable<Session["user"]>> {
  const { user } = await getSession();
  if (!user) throw new Error("Sign in first.");
  if (!isStaffRole(user.role)) throw new Error("Players have no console access.");
  return user;
}

/** The refusal of a sign-in past the failed sign-in limits, with the wait the server gave (Retry-After). */
function tooManyFailures(response: Response): string {
  const seconds = Number(response.headers.get("Retry-After"));
  const wait = Number.isFinite(seconds) && seconds > 0 ? waitInWords(seconds) : "a few minutes";
  return `Too many failed sign-ins from your network. Try again in ${wait}.`;
}

export const authProvider: AuthProvider = {
  /** Resolves with the next step: the console, or a second-factor step. */
  async login({ username, password }: { username: string; password: string }): Promise<StaffSignInState> {
    const response = await post("callback/credentials", {
      email: username,
      password,
      csrfToken: await getCsrfToken(),
      callbackUrl: "/console/",
    });
    if (response.status === 429) throw new Error(tooManyFailures(response));
    if (!response.ok) throw new Error("Sign in failed. Check the details you provided are correct.");
    // A player's password is right but the console is not theirs: sign back out.
    try {
      await staffSession();
    } catch (error) {
      await post("signout", { csrfToken: await getCsrfToken(), callbackUrl: "/console/" });
      throw error;
    }
    return staffSignInState();
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
  async checkError(error: { status?: number; body?: unknown }) {
    // The sign-in page asks for the second factor (main.ts): the page loads again.
    if (isSecondFactorRefusal(error)) {
      window.location.reload();
      return;
    }
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
