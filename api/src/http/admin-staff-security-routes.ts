// Staff security (docs/decisions/131): one's own second factor under
// /api/admin/me/second-factor (status, set-up, confirm, verify: the steps open
// before passing, http/guards.ts secondFactorStepPaths; then new recovery codes
// and turning it off), and for admins the staff security policy and resetting
// a staff member's factor. Passing re-issues the session cookie with the claim.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requestSession } from "../auth/guards.ts";
import { authRuntime } from "../auth/runtime.ts";
import { carriedClaims, renewedSessionCookies, type SessionState } from "../auth/session.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import {
  CodeSchema,
  confirmSecondFactorSetup,
  newRecoveryCodes,
  secondFactorStatus,
  startSecondFactorSetup,
  turnOffSecondFactor,
  VerifySchema,
  verifySecondFactor,
} from "../staff-security/own-second-factor.ts";
import { ResetSecondFactorSchema, resetSecondFactor } from "../staff-security/reset-second-factor.ts";
import {
  getSecurityPolicy,
  SecurityPolicySchema,
  updateSecurityPolicy,
} from "../staff-security/security-policy.ts";
import { actorOf, adminRoute, createAdminRouter, UuidParamsSchema } from "./admin-openapi.ts";
import { type ApiTag, json, jsonBody } from "./openapi-route.ts";
import type { HttpEnv } from "./types.ts";

const tag: ApiTag = "admin: staff";
const base = "/api/admin/me/second-factor";

const SecondFactorStatusSchema = z
  .object({
    state: z.enum(["passed", "needed", "setup_needed", "not_needed"]).openapi({
      description:
        "This session: passed; needed (enter a code); setup_needed (set one up); not_needed (optional and not set up)",
    }),
    factor: z.enum(["on", "pending", "off"]),
    confirmedAt: z.string().nullable(),
    required: z.boolean().openapi({ description: "The role (or the staff security policy) requires one" }),
    recoveryCodesLeft: z.number().int(),
  })
  .openapi("AdminSecondFactorStatus");

const SetupSchema = z
  .object({
    otpauthUri: z.string().openapi({ description: "otpauth://totp/… for an authenticator app" }),
    secret: z.string().openapi({ description: "The secret (base32) in groups of four, for typing it in" }),
    qrCodeSvg: z.string().openapi({ description: "The otpauth URI as a QR code (SVG)" }),
  })
  .openapi("AdminSecondFactorSetup");

const RecoveryCodesSchema = z
  .object({
    recoveryCodes: z.array(z.string()).openapi({ description: "Shown this once; kept only hashed" }),
  })
  .openapi("AdminRecoveryCodes");

const VerifiedSchema = z
  .object({
    recoveryCodesLeft: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "After a recovery code: how many are left" }),
  })
  .openapi("AdminSecondFactorVerified");

const PolicySchema = z
  .object({ requireSecondFactorForAllStaff: z.boolean(), updatedAt: z.string().nullable() })
  .openapi("AdminStaffSecurityPolicy");

const ResetDoneSchema = z
  .object({ id: z.string(), secondFactor: z.literal("off") })
  .openapi("AdminSecondFactorReset");

const CodeBodySchema = CodeSchema.openapi("AdminSecondFactorCode");
const VerifyBodySchema = VerifySchema.openapi("AdminSecondFactorVerify");
const guessErrors = { 409: true, 429: true } as const;

const statusRoute = adminRoute("console.read", {
  operationId: "adminGetOwnSecondFactor",
  method: "get",
  path: base,
  tag,
  summary: "Your second factor and whether this session has passed it (open before passing)",
  responses: { 200: json("Your second factor", SecondFactorStatusSchema) },
});
const setupRoute = adminRoute(
  "console.read",
  {
    operationId: "adminStartSecondFactorSetup",
    method: "post",
    path: `${base}/setup`,
    tag,
    summary:
      "A new secret for an authenticator app (a QR code); confirm it with a code (open before passing)",
    responses: { 200: json("The secret, its URI and QR code", SetupSchema) },
    errors: { 409: "A second factor is already set up" },
  },
  { anyBody: true },
);
const confirmRoute = adminRoute("console.read", {
  operationId: "adminConfirmSecondFactorSetup",
  method: "post",
  path: `${base}/setup/confirm`,
  tag,
  summary: "Confirm set-up with the app's first code: this session has passed; recovery codes shown once",
  request: { body: jsonBody(CodeBodySchema) },
  responses: { 200: json("The recovery codes (the session cookie is re-issued)", RecoveryCodesSchema) },
  errors: guessErrors,
});
const verifyRoute = adminRoute("console.read", {
  operationId: "adminVerifySecondFactor",
  method: "post",
  path: `${base}/verify`,
  tag,
  summary: "Pass the second factor in this session with a code or a recovery code (spent)",
  request: { body: jsonBody(VerifyBodySchema) },
  responses: { 200: json("Passed (the session cookie is re-issued)", VerifiedSchema) },
  errors: guessErrors,
});
const recoveryCodesRoute = adminRoute("console.read", {
  operationId: "adminNewRecoveryCodes",
  method: "post",
  path: `${base}/recovery-codes`,
  tag,
  summary: "A new set of recovery codes, with a current code (the old ones stop working)",
  request: { body: jsonBody(CodeBodySchema) },
  responses: { 200: json("The new recovery codes, shown once", RecoveryCodesSchema) },
  errors: guessErrors,
});
const turnOffRoute = adminRoute("console.read", {
  operationId: "adminTurnOffSecondFactor",
  method: "post",
  path: `${base}/turn-off`,
  tag,
  summary:
    "Turn your second factor off, with a current code (only where neither role nor policy requires one)",
  request: { body: jsonBody(CodeBodySchema) },
  responses: { 204: { description: "Turned off" } },
  errors: guessErrors,
});
const getPolicyRoute = adminRoute("staff.security", {
  operationId: "adminGetStaffSecurityPolicy",
  method: "get",
  path: "/api/admin/staff-security",
  tag,
  summary: "The staff security policy",
  responses: { 200: json("The policy", PolicySchema) },
});
const putPolicyRoute = adminRoute("staff.security", {
  operationId: "adminUpdateStaffSecurityPolicy",
  method: "put",
  path: "/api/admin/staff-security",
  tag,
  summary: "Require a second factor for every staff role, or for admins only (audited)",
  request: { body: jsonBody(SecurityPolicySchema.openapi("AdminStaffSecurityPolicyChange")) },
  responses: { 200: json("The policy", PolicySchema) },
});
const resetRoute = adminRoute("staff.security", {
  operationId: "adminResetSecondFactor",
  method: "post",
  path: "/api/admin/staff/{id}/second-factor/reset",
  tag,
  summary:
    "Remove a staff member's second factor and recovery codes; their sessions end (audited, with a reason)",
  request: {
    params: UuidParamsSchema,
    body: jsonBody(ResetSecondFactorSchema.openapi("AdminSecondFactorResetReason")),
  },
  responses: { 200: json("Reset", ResetDoneSchema) },
  errors: { 404: true, 409: "No second factor to reset" },
});

/** The web session of this request: the second factor is passed in a session cookie, never a bearer token. */
async function webSession(
  deps: AppDeps,
  c: Context<HttpEnv>,
): Promise<Extract<SessionState, { status: "active" }>> {
  const state = await requestSession(deps, c.req.raw.headers);
  if (state.status !== "active") throw new AppError("unauthorized", "Sign in first.");
  if (state.source !== "cookie")
    throw new AppError(
      "forbidden",
      "The console's second factor works with a signed-in browser, not an access token.",
    );
  return state;
}

/** Re-issues this device's session cookie with the passed second factor. */
async function markPassed(
  deps: AppDeps,
  c: Context<HttpEnv>,
  session: Extract<SessionState, { status: "active" }>,
) {
  const { settings } = authRuntime(deps);
  const cookies = await renewedSessionCookies(
    settings,
    c.req.header("cookie") ?? null,
    session.user,
    session.sessionVersion,
    {
      ...carriedClaims(session.claims),
      mfa: true,
    },
  );
  for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function adminStaffSecurityRoutes(deps: AppDeps) {
  return createAdminRouter()
    .openapi(statusRoute, async (c) => {
      const status = await secondFactorStatus(deps, await webSession(deps, c));
      return c.json({ ...status, confirmedAt: iso(status.confirmedAt) }, 200);
    })
    .openapi(setupRoute, async (c) =>
      c.json(await startSecondFactorSetup(deps, await webSession(deps, c)), 200),
    )
    .openapi(confirmRoute, async (c) => {
      const session = await webSession(deps, c);
      const answer = await confirmSecondFactorSetup(deps, session, c.req.valid("json"));
      await markPassed(deps, c, session);
      return c.json(answer, 200);
    })
    .openapi(verifyRoute, async (c) => {
      const session = await webSession(deps, c);
      const answer = await verifySecondFactor(deps, session, c.req.valid("json"));
      await markPassed(deps, c, session);
      return c.json(answer, 200);
    })
    .openapi(recoveryCodesRoute, async (c) =>
      c.json(await newRecoveryCodes(deps, await webSession(deps, c), c.req.valid("json")), 200),
    )
    .openapi(turnOffRoute, async (c) => {
      await turnOffSecondFactor(deps, await webSession(deps, c), c.req.valid("json"));
      return c.body(null, 204);
    })
    .openapi(getPolicyRoute, async (c) => {
      const policy = await getSecurityPolicy(deps, { actor: actorOf(c) });
      return c.json({ ...policy, updatedAt: iso(policy.updatedAt) }, 200);
    })
    .openapi(putPolicyRoute, async (c) => {
      const policy = await updateSecurityPolicy(deps, { actor: actorOf(c), policy: c.req.valid("json") });
      return c.json({ ...policy, updatedAt: iso(policy.updatedAt) }, 200);
    })
    .openapi(resetRoute, async (c) =>
      c.json(
        await resetSecondFactor(deps, {
          actor: actorOf(c),
          id: c.req.valid("param").id,
          reset: c.req.valid("json"),
        }),
        200,
      ),
    );
}
