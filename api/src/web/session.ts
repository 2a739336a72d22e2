// The sign-in layer as the game's pages reach it (`context.auth`): the same csrf
// check, session reader and redirect rule the auth API uses. The account forms'
// entries answer an Outcome (./outcome.ts), like every other refusable entry.

import { z } from "zod";
import { type BanTerms, banNoticeCookie, banTerms, readBanNotice } from "../auth/ban-notice.ts";
import { resolveRedirect } from "../auth/callback-url.ts";
import { ChangePasswordSchema, changePassword } from "../auth/change-password.ts";
import { type ClientSessionEntry, endClientSessionOf, listClientSessions } from "../auth/client-sessions.ts";
import { type OutgoingCookie, parseCookieHeader, serializeCookie } from "../auth/cookies.ts";
import { checkCsrfToken } from "../auth/csrf.ts";
import {
  ConfirmEmailChangeSchema,
  confirmEmailChange,
  RequestEmailChangeSchema,
  requestEmailChange,
} from "../auth/email-change.ts";
import { resendVerification, VerifyEmailSchema, verifyEmail } from "../auth/email-verification.ts";
import { verifiedFormError } from "../auth/form-error.ts";
import { signInErrorMessage } from "../auth/messages.ts";
import { authConfig } from "../auth/numbers.ts";
import {
  RequestPasswordResetSchema,
  ResetPasswordSchema,
  requestPasswordReset,
  resetPassword,
} from "../auth/password-reset.ts";
import { consumePlayerWrite } from "../auth/player-write-limits.ts";
import { authenticateWithPassword, publicProviders } from "../auth/providers.ts";
import { authRuntime } from "../auth/runtime.ts";
import {
  readSession,
  renewedSessionCookies,
  type SessionUser,
  sessionExpiry,
  sessionStore,
  startSessionToken,
} from "../auth/session.ts";
import { authSettings } from "../auth/settings.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { type MailDelivery, type MailedLinkAnswer, mailer, outboxPath } from "../mail/mailer.ts";
import { attempt, type Outcome } from "./outcome.ts";

const EndClientSessionFormSchema = z.object({ sessionId: z.uuid("Choose a sign-in to end.") });

/** How a sign-in from the game's own form ended. */
export type PasswordFormOutcome =
  /** Signed in: these cookies carry the session (the page goes on to safeCallbackUrl). */
  | { kind: "signed_in"; headers: Headers }
  /** A wrong e-mail or password (the auth API's CredentialsSignin). */
  | { kind: "invalid_credentials" }
  /** The form's csrf token did not match its cookie (an old form): show a fresh one. */
  | { kind: "expired_form" }
  | { kind: "rate_limited"; message: string; retryAfterSeconds: number }
  /** A ban is in force: these headers keep the notice the game's ban page reads. */
  | { kind: "banned"; headers: Headers };

export interface WebSession {
  /** A csrf token for a form that posts to /api/auth, and the cookie to set when the browser had none. */
  csrfForForm(request: Request): { csrfToken: string; headers: Headers };
  /** The signed-in user, or null (no session, an ended one, or a banned user). */
  currentUser(request: Request): Promise<SessionUser | null>;
  /**
   * Counts one write (a form post) of this player against the same per-player
   * limit as the API's writes: null, or the seconds to wait once past it.
   */
  countPlayerWrite(userId: string): Promise<number | null>;
  /**
   * Signs in from the game's form (csrfToken, email, password) with the
   * auth API's checks and session, but every outcome stays on the game's pages: a ban
   * leads to the game's ban page instead of the API's AccessDenied page.
   */
  signInWithPassword(request: Request, form: FormData): Promise<PasswordFormOutcome>;
  /**
   * A banned player's session (a live ban, or one set while they were away): the
   * headers that end it and keep the ban notice for the ban page; null for any other session.
   */
  endBannedSession(request: Request): Promise<Headers | null>;
  /** The ban this browser's session or ban notice names, as it is now; null when none is in force. */
  banNotice(request: Request): Promise<BanTerms | null>;
  /** Where to go after signing in: only ever this site (the API's redirect rule); the game's home when none is given. */
  safeCallbackUrl(value: string | null): string;
  /** The configured social sign-in providers. */
  oauthProviders(): { id: string; name: string }[];
  /** The user-facing message for a sign-in error code (docs/auth-contract.md §8). */
  signInErrorMessage(code: string): string;
  /** The sign-up form's refusal the API sent back in the address (error, errorSig); null when there is none or it is not the API's. */
  signUpError(params: URLSearchParams): string | null;
  /**
   * Changes the signed-in player's password from a form (currentPassword, newPassword):
   * every other session ends; the returned headers keep this one signed in.
   */
  changePassword(request: Request, user: SessionUser, form: FormData): Promise<Outcome<Headers>>;
  /**
   * "Forgot password?" from a form (email): the one answer, whether or not the address has an account.
   * Refused (details.reason mail_off) when this server sends no mail.
   */
  requestPasswordReset(form: FormData): Promise<Outcome<MailedLinkAnswer>>;
  /** Sets a new password with a reset link's token from a form (token, password); every session ends. */
  resetPassword(form: FormData): Promise<Outcome<void>>;
  /** Mails the signed-in player's address-confirmation link again (limited per hour; refused when mail is off). */
  resendVerification(user: SessionUser): Promise<Outcome<MailedLinkAnswer>>;
  /** The player's game-client sign-ins still in force (docs/decisions/124), newest use first. */
  clientSessions(user: SessionUser): Promise<ClientSessionEntry[]>;
  /** Ends one of them from a form (sessionId): that client must sign in again. */
  endClientSession(
    user: SessionUser,
    form: FormData,
  ): Promise<Outcome<{ signedOut: true; clientName: string | null }>>;
  /** Confirms an address with the token of the mailed link. */
  verifyEmail(token: string): Promise<Outcome<void>>;
  /** Asks to change the address from a form (newEmail, currentPassword): a link goes to the new one. */
  requestEmailChange(user: SessionUser, form: FormData): Promise<Outcome<MailedLinkAnswer>>;
  /** Follows the link mailed to a new address: it becomes the account's. */
  confirmEmailChange(token: string): Promise<Outcome<{ email: string }>>;
  /**
   * Where account mail goes: out through SMTP (smtp), into the local outbox of the local demo
   * world (outbox, with the outbox page's path), or nowhere (off: a deployment without SMTP_URL).
   * Every page that speaks of a mailed link reads it (docs/decisions/113).
   */
  mail(): { delivery: MailDelivery; outbox: string | null };
  /**
   * Whether to remind this player to confirm their address: not once it is confirmed, never
   * when this server sends no mail (they could not), and not where they dismissed it.
   */
  showEmailReminder(request: Request, user: SessionUser): boolean;
  /** Hides the reminder for this account on this device for a week: the cookie to set. */
  dismissEmailReminder(user: SessionUser): Headers;
}

function emailReminderCookieName(secure: boolean): string {
  return `${secure ? "__Secure-" : ""}arena.email-reminder-dismissed`;
}

/** `address` is the client's, for the abuse limits of the account forms. */
export function createWebSession(deps: AppDeps, address: string): WebSession {
  const settings = authSettings(deps.env);
  const cookieHeaders = (cookies: OutgoingCookie[]) => {
    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", serializeCookie(cookie, settings.secure));
    return headers;
  };
  return {
    csrfForForm(request) {
      const cookies = parseCookieHeader(request.headers.get("cookie"));
      const csrf = checkCsrfToken({
        secret: settings.secret,
        cookieValue: cookies[settings.cookies.csrfToken],
        isPost: false,
        bodyValue: undefined,
      });
      const headers = new Headers();
      if (csrf.cookieValue) {
        headers.append(
          "Set-Cookie",
          serializeCookie({ name: settings.cookies.csrfToken, value: csrf.cookieValue }, settings.secure),
        );
      }
      return { csrfToken: csrf.csrfToken, headers };
    },
    async currentUser(request) {
      const state = await readSession(deps, request.headers.get("cookie"));
      return state.status === "active" ? state.user : null;
    },
    async signInWithPassword(request, form) {
      const cookieHeader = request.headers.get("cookie");
      const csrf = checkCsrfToken({
        secret: settings.secret,
        cookieValue: parseCookieHeader(cookieHeader)[settings.cookies.csrfToken],
        isPost: true,
        bodyValue: String(form.get("csrfToken") ?? ""),
      });
      if (!csrf.verified) return { kind: "expired_form" };
      let result: Awaited<ReturnType<typeof authenticateWithPassword>>;
      try {
        result = await authenticateWithPassword(authRuntime(deps).providers, {
          email: String(form.get("email") ?? "").slice(0, 1000),
          password: String(form.get("password") ?? "").slice(0, 1000),
          address,
          url: `${settings.baseUrl}/callback/credentials`,
        });
      } catch (error) {
        const retryAfter = error instanceof AppError ? error.details?.retryAfterSeconds : undefined;
        if (error instanceof AppError && error.code === "rate_limited") {
          return {
            kind: "rate_limited",
            message: error.message,
            retryAfterSeconds: typeof retryAfter === "number" ? retryAfter : 60,
          };
        }
        throw error;
      }
      if (result.kind === "invalid_credentials") return { kind: "invalid_credentials" };
      if (result.kind === "banned") {
        return { kind: "banned", headers: cookieHeaders([await banNoticeCookie(settings, result.user.id)]) };
      }
      const token = await startSessionToken(deps, settings, result.user, null);
      return {
        kind: "signed_in",
        headers: cookieHeaders(sessionStore(settings, cookieHeader).write(token, sessionExpiry())),
      };
    },
    async endBannedSession(request) {
      const cookieHeader = request.headers.get("cookie");
      const state = await readSession(deps, cookieHeader, { recordActivity: false });
      if (state.status !== "banned") return null;
      return cookieHeaders([
        ...sessionStore(settings, cookieHeader).clear(),
        await banNoticeCookie(settings, state.userId),
      ]);
    },
    async banNotice(request) {
      const cookieHeader = request.headers.get("cookie");
      const state = await readSession(deps, cookieHeader, { recordActivity: false });
      if (state.status === "banned") return banTerms(state.ban);
      return readBanNotice(deps, settings, parseCookieHeader(cookieHeader));
    },
    async countPlayerWrite(userId) {
      try {
        await consumePlayerWrite(deps, userId);
        return null;
      } catch (error) {
        const retryAfter = error instanceof AppError ? error.details?.retryAfterSeconds : undefined;
        if (typeof retryAfter === "number") return retryAfter;
        throw error;
      }
    },
    safeCallbackUrl(value) {
      // None given, or another site's (or garbage): the game's home, never the marketing page.
      const home = `${settings.origin}${authConfig.afterSignInPath}`;
      return resolveRedirect(value || authConfig.afterSignInPath, settings.origin, home);
    },
    oauthProviders() {
      return publicProviders(deps.env)
        .filter((provider) => provider.type === "oauth")
        .map(({ id, name }) => ({ id, name }));
    },
    signInErrorMessage,
    signUpError: (params) => verifiedFormError(settings.secret, params.get("error"), params.get("errorSig")),
    changePassword: (request, user, form) =>
      attempt(async () => {
        const input = ChangePasswordSchema.parse({
          currentPassword: form.get("currentPassword") ?? "",
          newPassword: form.get("newPassword") ?? "",
        });
        const { sessionVersion } = await changePassword(deps, { ...input, userId: user.id, address });
        const headers = new Headers();
        for (const cookie of await renewedSessionCookies(
          settings,
          request.headers.get("cookie"),
          user,
          sessionVersion,
        )) {
          headers.append("Set-Cookie", cookie);
        }
        return headers;
      }),
    clientSessions: (user) => listClientSessions(deps, { userId: user.id }),
    endClientSession: (user, form) =>
      attempt(() => {
        const { sessionId } = EndClientSessionFormSchema.parse({ sessionId: form.get("sessionId") ?? "" });
        return endClientSessionOf(deps, { userId: user.id, id: sessionId, now: new Date() });
      }),
    requestPasswordReset: (form) =>
      attempt(() => {
        const input = RequestPasswordResetSchema.parse({ email: form.get("email") ?? "" });
        return requestPasswordReset(deps, { ...input, address });
      }),
    resetPassword: (form) =>
      attempt(async () => {
        const input = ResetPasswordSchema.parse({
          token: form.get("token") ?? "",
          password: form.get("password") ?? "",
        });
        await resetPassword(deps, { ...input, address });
      }),
    resendVerification: (user) => attempt(() => resendVerification(deps, { userId: user.id })),
    verifyEmail: (token) =>
      attempt(async () => {
        await verifyEmail(deps, { ...VerifyEmailSchema.parse({ token }), address });
      }),
    requestEmailChange: (user, form) =>
      attempt(() => {
        const input = RequestEmailChangeSchema.parse({
          newEmail: form.get("newEmail") ?? "",
          currentPassword: form.get("currentPassword") ?? undefined,
        });
        return requestEmailChange(deps, { ...input, userId: user.id, address });
      }),
    confirmEmailChange: (token) =>
      attempt(() => confirmEmailChange(deps, { ...ConfirmEmailChangeSchema.parse({ token }), address })),
    mail() {
      const { delivery } = mailer(deps);
      return { delivery, outbox: delivery === "outbox" ? outboxPath : null };
    },
    showEmailReminder(request, user) {
      if (user.emailVerified || mailer(deps).delivery === "off") return false;
      const dismissedBy = parseCookieHeader(request.headers.get("cookie"))[
        emailReminderCookieName(settings.secure)
      ];
      return dismissedBy !== user.id;
    },
    dismissEmailReminder(user) {
      return cookieHeaders([
        {
          name: emailReminderCookieName(settings.secure),
          value: user.id,
          maxAge: authConfig.emailReminderDismissedSeconds,
        },
      ]);
    },
  };
}
