// The game site's side of the sign-in layer, handed to Remix loaders and actions
// as `context.auth`: the same csrf check, session reader and redirect rule the
// auth API uses, so the game bundle never includes the API's implementation.
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { type MailDelivery, mailDelivery } from "../mail/mailer.ts";
import { resolveRedirect } from "./callback-url.ts";
import { ChangePasswordSchema, changePassword } from "./change-password.ts";
import { parseCookieHeader, serializeCookie } from "./cookies.ts";
import { checkCsrfToken } from "./csrf.ts";
import {
  ConfirmEmailChangeSchema,
  confirmEmailChange,
  RequestEmailChangeSchema,
  requestEmailChange,
} from "./email-change.ts";
import { resendVerification, VerifyEmailSchema, verifyEmail } from "./email-verification.ts";
import { signInErrorMessage } from "./messages.ts";
import {
  RequestPasswordResetSchema,
  ResetPasswordSchema,
  requestPasswordReset,
  resetPassword,
} from "./password-reset.ts";
import { consumePlayerWrite } from "./player-write-limits.ts";
import { publicProviders } from "./providers.ts";
import { authRuntime } from "./runtime.ts";
import { readSession, renewedSessionCookies, type SessionUser } from "./session.ts";
import { authSettings } from "./settings.ts";

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
  /** Where to go after signing in: only ever this site (the API's redirect rule). */
  safeCallbackUrl(value: string | null): string;
  /** The configured social sign-in providers. */
  oauthProviders(): { id: string; name: string }[];
  /** The user-facing message for a sign-in error code (docs/auth-contract.md §8). */
  signInErrorMessage(code: string): string;
  /**
   * Changes the signed-in player's password from a form (currentPassword, newPassword):
   * every other session ends; the returned headers keep this one signed in.
   */
  changePassword(request: Request, user: SessionUser, form: FormData): Promise<Headers>;
  /** "Forgot password?" from a form (email): the one answer, whether or not the address has an account. */
  requestPasswordReset(form: FormData): Promise<{ message: string }>;
  /** Sets a new password with a reset link's token from a form (token, password); every session ends. */
  resetPassword(form: FormData): Promise<void>;
  /** Mails the signed-in player's address-confirmation link again (limited per hour). */
  resendVerification(user: SessionUser): Promise<void>;
  /** Confirms an address with the token of the mailed link. */
  verifyEmail(token: string): Promise<void>;
  /** Asks to change the address from a form (newEmail, currentPassword): a link goes to the new one. */
  requestEmailChange(user: SessionUser, form: FormData): Promise<void>;
  /** Follows the link mailed to a new address: it becomes the account's. */
  confirmEmailChange(token: string): Promise<{ email: string }>;
  /** Whether account mail goes out (smtp), is kept on /dev/outbox (outbox) or is off. */
  mailDelivery(): MailDelivery;
}

/** `address` is the client's, for the abuse limits of the account forms. */
export function createWebSession(deps: AppDeps, address: string): WebSession {
  const settings = authSettings(deps.env);
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
      return resolveRedirect(value || "/", settings.origin);
    },
    oauthProviders() {
      return publicProviders(deps.env)
        .filter((provider) => provider.type === "oauth")
        .map(({ id, name }) => ({ id, name }));
    },
    signInErrorMessage,
    async changePassword(request, user, form) {
      const input = ChangePasswordSchema.parse({
        currentPassword: form.get("currentPassword") ?? "",
        newPassword: form.get("newPassword") ?? "",
      });
      const { sessionVersion } = await changePassword(deps, authRuntime(deps).limits, user.id, input, {
        address,
      });
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
    },
    requestPasswordReset(form) {
      const input = RequestPasswordResetSchema.parse({ email: form.get("email") ?? "" });
      return requestPasswordReset(deps, authRuntime(deps).limits, input, { address });
    },
    async resetPassword(form) {
      const input = ResetPasswordSchema.parse({
        token: form.get("token") ?? "",
        password: form.get("password") ?? "",
      });
      await resetPassword(deps, authRuntime(deps).limits, input, { address });
    },
    resendVerification: (user) => resendVerification(deps, authRuntime(deps).limits, user.id),
    async verifyEmail(token) {
      await verifyEmail(deps, authRuntime(deps).limits, VerifyEmailSchema.parse({ token }), { address });
    },
    async requestEmailChange(user, form) {
      const input = RequestEmailChangeSchema.parse({
        newEmail: form.get("newEmail") ?? "",
        currentPassword: form.get("currentPassword") ?? undefined,
      });
      await requestEmailChange(deps, authRuntime(deps).limits, user.id, input, { address });
    },
    confirmEmailChange: (token) =>
      confirmEmailChange(deps, authRuntime(deps).limits, ConfirmEmailChangeSchema.parse({ token }), {
        address,
      }),
    mailDelivery: () => mailDelivery(deps.env),
  };
}
