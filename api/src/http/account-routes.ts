// A player's account: changing the password, and recovering it by mail.
import { z } from "@hono/zod-openapi";
import { ChangePasswordSchema, changePassword } from "../auth/change-password.ts";
import {
  ConfirmEmailChangeSchema,
  confirmEmailChange,
  RequestEmailChangeSchema,
  requestEmailChange,
} from "../auth/email-change.ts";
import { resendVerification, VerifyEmailSchema, verifyEmail } from "../auth/email-verification.ts";
import {
  RequestPasswordResetSchema,
  ResetPasswordSchema,
  requestPasswordReset,
  resetPassword,
} from "../auth/password-reset.ts";
import { authRuntime } from "../auth/runtime.ts";
import { renewedSessionCookies } from "../auth/session.ts";
import { authSettings } from "../auth/settings.ts";
import type { AppDeps } from "../context.ts";
import { type MailedLinkAnswer, outboxPath } from "../mail/mailer.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute } from "./openapi-route.ts";

/** The answer to a request that mails a link: what happened, and where the link went. */
const MailedLinkSchema = z
  .object({
    message: z.string(),
    delivery: z
      .enum(["smtp", "outbox"])
      .describe(
        "smtp: mailed for real; outbox: this is the local demo world, which sends no real mail and keeps it in the local outbox",
      ),
    outbox: z.string().url().optional().describe("The local outbox page, when delivery is outbox"),
  })
  .openapi("MailedLink");

const mailedLink = (description: string) => ({
  description,
  content: { "application/json": { schema: MailedLinkSchema } },
});

const mailOff =
  "This server sends no mail (a deployment without SMTP_URL): nothing is sent (details.reason `mail_off`)";

const changePasswordRoute = apiRoute({
  operationId: "changePassword",
  method: "post",
  path: "/api/account/password",
  tag: "auth",
  access: "player",
  summary: "Change the password: every other session ends, this one is re-issued",
  request: { body: { required: true, content: { "application/json": { schema: ChangePasswordSchema } } } },
  responses: { 204: { description: "Changed; Set-Cookie carries this device's new session" } },
  errors: {
    400: "Wrong current password, or a new one the rules refuse (details.fields)",
    409: "The account has no password (it signs in with Google or Discord)",
    429: "Too many wrong passwords (Retry-After)",
  },
});

const requestPasswordResetRoute = apiRoute({
  operationId: "requestPasswordReset",
  method: "post",
  path: "/api/account/password-reset",
  tag: "auth",
  access: "public",
  summary: "Forgot password: mails a single-use link (one hour) if an account uses the address",
  description:
    "The answer is the same whether or not the address has an account. The link opens the game's /reset-password page.",
  request: {
    body: { required: true, content: { "application/json": { schema: RequestPasswordResetSchema } } },
  },
  responses: { 202: mailedLink("Accepted: the same answer whether or not an account uses the address") },
  errors: {
    400: "Not an e-mail address",
    409: mailOff,
    429: "Too many requests from this address or for this e-mail (Retry-After)",
  },
});

const resetPasswordRoute = apiRoute({
  operationId: "completePasswordReset",
  method: "post",
  path: "/api/account/password-reset/complete",
  tag: "auth",
  access: "public",
  summary: "Set a new password with the token of a reset link: every session ends",
  request: { body: { required: true, content: { "application/json": { schema: ResetPasswordSchema } } } },
  responses: { 204: { description: "Changed; sign in with the new password" } },
  errors: {
    400: "A new password the rules refuse (details.fields), or a used, expired or unknown token (details.reason `invalid_token`)",
    429: "Too many attempts from this address (Retry-After)",
  },
});

const resendVerificationRoute = apiRoute({
  operationId: "requestEmailVerification",
  method: "post",
  path: "/api/account/email-verification",
  tag: "auth",
  access: "player",
  summary: "Mail the link that confirms the signed-in player's address again (the older link stops working)",
  responses: { 202: mailedLink("A new link is on its way (or in the local outbox)") },
  errors: {
    409: `The address is already confirmed; or: ${mailOff}`,
    429: "Too many links asked for in an hour (Retry-After)",
  },
});

const verifyEmailRoute = apiRoute({
  operationId: "completeEmailVerification",
  method: "post",
  path: "/api/account/email-verification/complete",
  tag: "auth",
  access: "public",
  summary: "Confirm an address with the token of the mailed link",
  request: { body: { required: true, content: { "application/json": { schema: VerifyEmailSchema } } } },
  responses: { 204: { description: "Confirmed" } },
  errors: {
    400: "A used, expired or unknown token (details.reason `invalid_token`)",
    429: "Too many attempts from this address (Retry-After)",
  },
});

const requestEmailChangeRoute = apiRoute({
  operationId: "requestEmailChange",
  method: "post",
  path: "/api/account/email",
  tag: "auth",
  access: "player",
  summary: "Change the address: mails a link to the new one, which becomes the account's when followed",
  request: {
    body: { required: true, content: { "application/json": { schema: RequestEmailChangeSchema } } },
  },
  responses: {
    202: mailedLink(
      "The link is on its way to the new address (or in the local outbox); the account keeps the old one until then",
    ),
  },
  errors: {
    400: "Not an address, the same address, or a wrong current password (details.fields)",
    409: `Another account uses that address; or: ${mailOff}`,
    429: "Too many changes asked for, or wrong passwords (Retry-After)",
  },
});

const confirmEmailChangeRoute = apiRoute({
  operationId: "completeEmailChange",
  method: "post",
  path: "/api/account/email/complete",
  tag: "auth",
  access: "public",
  summary: "Confirm a new address with the token of the link mailed to it",
  request: {
    body: { required: true, content: { "application/json": { schema: ConfirmEmailChangeSchema } } },
  },
  responses: {
    200: {
      description: "The account's address is now the new one",
      content: { "application/json": { schema: z.object({ email: z.string() }).openapi("EmailChanged") } },
    },
  },
  errors: {
    400: "A used, expired or unknown token (details.reason `invalid_token`)",
    409: "Another account took that address meanwhile",
    429: "Too many attempts from this address (Retry-After)",
  },
});

export function accountRoutes(deps: AppDeps) {
  const app = createApiRouter();
  /** The answer, with the local outbox's address when that is where the link went. */
  const answer = (sent: MailedLinkAnswer) =>
    sent.delivery === "outbox"
      ? { ...sent, outbox: new URL(outboxPath, authSettings(deps.env).origin).href }
      : sent;
  app.use("/api/account/password", userRequired(deps));
  app.use("/api/account/email-verification", userRequired(deps));
  app.use("/api/account/email", userRequired(deps));
  app.openapi(requestEmailChangeRoute, async (c) => {
    const sent = await requestEmailChange(deps, {
      ...c.req.valid("json"),
      userId: c.get("user").id,
      address: c.get("client").address,
    });
    return c.json(answer(sent), 202);
  });
  app.openapi(confirmEmailChangeRoute, async (c) => {
    const changed = await confirmEmailChange(deps, {
      ...c.req.valid("json"),
      address: c.get("client").address,
    });
    return c.json(changed, 200);
  });
  app.openapi(resendVerificationRoute, async (c) => {
    const sent = await resendVerification(deps, { userId: c.get("user").id });
    return c.json(answer(sent), 202);
  });
  app.openapi(verifyEmailRoute, async (c) => {
    await verifyEmail(deps, { ...c.req.valid("json"), address: c.get("client").address });
    return c.body(null, 204);
  });
  app.openapi(requestPasswordResetRoute, async (c) => {
    const sent = await requestPasswordReset(deps, {
      ...c.req.valid("json"),
      address: c.get("client").address,
    });
    return c.json(answer(sent), 202);
  });
  app.openapi(resetPasswordRoute, async (c) => {
    await resetPassword(deps, { ...c.req.valid("json"), address: c.get("client").address });
    return c.body(null, 204);
  });
  return app.openapi(changePasswordRoute, async (c) => {
    const runtime = authRuntime(deps);
    const user = c.get("user");
    const { sessionVersion } = await changePassword(deps, {
      ...c.req.valid("json"),
      userId: user.id,
      address: c.get("client").address,
    });
    for (const cookie of await renewedSessionCookies(
      runtime.settings,
      c.req.header("cookie") ?? null,
      user,
      sessionVersion,
    )) {
      c.header("Set-Cookie", cookie, { append: true });
    }
    return c.body(null, 204);
  });
}
