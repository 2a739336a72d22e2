// A player deletes their account (docs/decisions/130): one request for every
// kind of account (a password, a game client's guest with its device id, or a
// mailed link for Google or Discord accounts), and the link's completion.
import { z } from "@hono/zod-openapi";
import { serializeCookie } from "../auth/cookies.ts";
import { authRuntime } from "../auth/runtime.ts";
import { sessionStore } from "../auth/session.ts";
import { authSettings } from "../auth/settings.ts";
import type { AppDeps } from "../context.ts";
import { outboxPath } from "../mail/mailer.ts";
import {
  ConfirmDeletionSchema,
  confirmAccountDeletion,
  RequestDeletionSchema,
  requestAccountDeletion,
} from "../privacy/request-deletion.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute, json, jsonBody } from "./openapi-route.ts";

const DeletionScheduledSchema = z
  .object({
    kind: z.literal("scheduled"),
    dueAt: z
      .string()
      .openapi({ description: "ISO time the account is erased unless the player signs in again" }),
    message: z.string(),
  })
  .openapi("DeletionScheduled");

const DeletionLinkMailedSchema = z
  .object({
    kind: z.literal("link_mailed"),
    message: z.string(),
    delivery: z.enum(["smtp", "outbox"]),
    outbox: z.string().url().optional().describe("The local outbox page, when delivery is outbox"),
  })
  .openapi("DeletionLinkMailed");

const requestDeletionRoute = apiRoute({
  operationId: "requestAccountDeletion",
  method: "post",
  path: "/api/account/deletion",
  tag: "auth",
  access: "player",
  summary:
    "Delete the signed-in account: every session and token ends now, and the account is erased after 14 days unless the player signs in again",
  description:
    "An account with a password sends it (`password`); a game client's guest sends its device id (`deviceId`); an account that signs in only with Google or Discord sends `{}` and gets a single-use link (one hour) by mail: the request takes effect when it is followed. Staff accounts are refused.",
  request: { body: jsonBody(RequestDeletionSchema) },
  responses: {
    200: json("Scheduled; Set-Cookie ends this browser's session", DeletionScheduledSchema),
    202: json("A confirmation link is on its way (or in the local outbox)", DeletionLinkMailedSchema),
  },
  errors: {
    400: "A wrong password or device id (details.fields)",
    409: "A staff account (details.reason `staff_account`), or mail is off for an account without a password (details.reason `mail_off`)",
    429: "Too many wrong passwords, or links asked for (Retry-After)",
  },
});

const confirmDeletionRoute = apiRoute({
  operationId: "completeAccountDeletion",
  method: "post",
  path: "/api/account/deletion/complete",
  tag: "auth",
  access: "public",
  summary: "Confirm deleting an account with the token of the mailed link: scheduled, every session ends",
  request: { body: jsonBody(ConfirmDeletionSchema) },
  responses: {
    200: json("Scheduled", z.object({ dueAt: z.string(), message: z.string() }).openapi("DeletionConfirmed")),
  },
  errors: {
    400: "A used, expired or unknown token (details.reason `invalid_token`)",
    404: "The account has been deleted already",
    409: "A staff account",
    429: "Too many attempts from this address (Retry-After)",
  },
});

export function accountDeletionRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.use("/api/account/deletion", userRequired(deps));
  return app
    .openapi(requestDeletionRoute, async (c) => {
      const answer = await requestAccountDeletion(deps, {
        ...c.req.valid("json"),
        userId: c.get("user").id,
        address: c.get("client").address,
      });
      if (answer.kind === "link_mailed") {
        const outbox =
          answer.delivery === "outbox" ? new URL(outboxPath, authSettings(deps.env).origin).href : undefined;
        return c.json({ ...answer, ...(outbox ? { outbox } : {}) }, 202);
      }
      const { settings } = authRuntime(deps);
      for (const cookie of sessionStore(settings, c.req.header("cookie") ?? null).clear()) {
        c.header("Set-Cookie", serializeCookie(cookie, settings.secure), { append: true });
      }
      return c.json(answer, 200);
    })
    .openapi(confirmDeletionRoute, async (c) =>
      c.json(
        await confirmAccountDeletion(deps, { ...c.req.valid("json"), address: c.get("client").address }),
        200,
      ),
    );
}
