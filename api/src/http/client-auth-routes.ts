// Sign-in for game clients (Unity, Godot, a web game on another site):
// bearer access tokens and rotating refresh tokens instead of the web's
// cookie flow (docs/decisions/124). Transport only.
import { z } from "@hono/zod-openapi";
import { endClientSessionOf, listClientSessions } from "../auth/client-sessions.ts";
import {
  ClientPasswordSignInSchema,
  clientSignInWithOAuth,
  clientSignInWithPassword,
  DeviceSignInSchema,
  LinkEmailSchema,
  linkEmailToGuest,
  OAuthCodeSchema,
  signInWithDevice,
} from "../auth/client-sign-in.ts";
import { endClientSession, refreshClientSession } from "../auth/client-tokens.ts";
import type { AppDeps } from "../context.ts";
import { userRequired } from "./guards.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute, json, jsonBody } from "./openapi-route.ts";

const PlayerSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  isGuest: z.boolean().describe("True while a device id is the player's only way to sign in"),
});

const ClientTokensSchema = z
  .object({
    tokenType: z.literal("Bearer"),
    accessToken: z
      .string()
      .describe("Send as `Authorization: Bearer <accessToken>`, and as `auth.token` to Socket.IO"),
    expiresIn: z.number().int().describe("Seconds the access token works"),
    refreshToken: z
      .string()
      .describe("Spent by POST /api/client/auth/refresh; each refresh returns a new one"),
    refreshExpiresIn: z.number().int().describe("Seconds the refresh token works if unused"),
    sessionId: z.string(),
    player: PlayerSchema,
  })
  .openapi("ClientTokens");

const ClientSignInSchema = ClientTokensSchema.extend({
  isNewPlayer: z.boolean().describe("True when this sign-in created the player"),
}).openapi("ClientSignIn");

const RefreshSchema = z.object({ refreshToken: z.string().min(1).max(200) });

const ClientSessionSchema = z
  .object({
    id: z.string(),
    method: z.enum(["device", "password", "google", "discord"]),
    clientName: z.string().nullable(),
    createdAt: z.string(),
    lastUsedAt: z.string(),
  })
  .openapi("ClientSession");

const ProviderParam = z.object({ provider: z.enum(["google", "discord"]) });
const SessionIdParam = z.object({ id: z.uuid() });

const routes = {
  signInWithDevice: apiRoute({
    operationId: "signInWithDevice",
    method: "post",
    path: "/api/client/auth/device",
    tag: "client-auth",
    access: "public",
    summary: "Sign in with a device id: a new guest player on first use, the same player after",
    request: { body: jsonBody(DeviceSignInSchema) },
    responses: { 200: json("Signed in", ClientSignInSchema) },
    errors: { 403: "Banned", 429: "Too many new players from this address (Retry-After)" },
  }),
  signInWithPassword: apiRoute({
    operationId: "signInWithPassword",
    method: "post",
    path: "/api/client/auth/password",
    tag: "client-auth",
    access: "public",
    summary: "Sign in with e-mail and password",
    request: {
      body: jsonBody(ClientPasswordSignInSchema),
    },
    responses: { 200: json("Signed in", ClientSignInSchema) },
    errors: { 401: "Wrong e-mail or password", 403: "Banned", 429: "Too many failed sign-ins (Retry-After)" },
  }),
  signInWithOAuth: apiRoute({
    operationId: "signInWithOAuth",
    method: "post",
    path: "/api/client/auth/oauth/{provider}",
    tag: "client-auth",
    access: "public",
    summary: "Sign in with an authorization code the client got from Google or Discord (PKCE S256)",
    request: { params: ProviderParam, body: jsonBody(OAuthCodeSchema) },
    responses: { 200: json("Signed in (a new player on first use)", ClientSignInSchema) },
    errors: {
      401: "The provider refused the code",
      403: "Banned",
      404: "This server does not offer the provider",
      409: "The provider's e-mail belongs to another player",
      422: "The provider gave no verified e-mail",
    },
  }),
  refreshClientTokens: apiRoute({
    operationId: "refreshClientSession",
    method: "post",
    path: "/api/client/auth/refresh",
    tag: "client-auth",
    access: "public",
    summary: "Spend a refresh token for a new access token and a new refresh token",
    description:
      "Each refresh token works once. Presenting a spent one again ends the whole sign-in: none of its refresh tokens works any more (a copy of one is loose), and its access tokens lapse within their 15 minutes.",
    request: { body: jsonBody(RefreshSchema) },
    responses: { 200: json("New tokens", ClientTokensSchema) },
    errors: {
      401: "Unknown, expired, spent or ended (details.reason `refresh_reused` on reuse)",
      403: "Banned",
    },
  }),
  signOutClient: apiRoute({
    operationId: "signOutClient",
    method: "post",
    path: "/api/client/auth/sign-out",
    tag: "client-auth",
    access: "public",
    summary: "Sign this client out: its refresh token stops working; its access token lapses within minutes",
    request: { body: jsonBody(RefreshSchema) },
    responses: { 200: json("Signed out", z.object({ signedOut: z.literal(true) })) },
  }),
  linkEmail: apiRoute({
    operationId: "linkEmailToGuest",
    method: "post",
    path: "/api/client/link/email",
    tag: "client-auth",
    access: "player",
    summary: "A guest adds an e-mail and password and keeps everything",
    request: { body: jsonBody(LinkEmailSchema) },
    responses: {
      200: json(
        "Linked; a confirmation link is mailed",
        z.object({
          player: z.object({
            id: z.string(),
            name: z.string().nullable(),
            isGuest: z.literal(false),
            email: z.string(),
          }),
        }),
      ),
    },
    errors: { 409: "Not a guest, or the e-mail belongs to another player" },
  }),
  linkOAuth: apiRoute({
    operationId: "linkProviderToGuest",
    method: "post",
    path: "/api/client/link/{provider}",
    tag: "client-auth",
    access: "player",
    summary:
      "Link Google or Discord to the signed-in player (a guest keeps everything and stops being a guest)",
    request: { params: ProviderParam, body: jsonBody(OAuthCodeSchema) },
    responses: { 200: json("Linked; a fresh sign-in for this client", ClientSignInSchema) },
    errors: {
      401: "Not signed in, or the provider refused the code",
      409: "That provider account belongs to another player",
    },
  }),
  listClientSessions: apiRoute({
    operationId: "listClientSessions",
    method: "get",
    path: "/api/client/sessions",
    tag: "client-auth",
    access: "player",
    summary: "The signed-in player's game-client sign-ins still in force",
    responses: { 200: json("Newest use first", z.object({ sessions: z.array(ClientSessionSchema) })) },
  }),
  endClientSession: apiRoute({
    operationId: "endClientSession",
    method: "delete",
    path: "/api/client/sessions/{id}",
    tag: "client-auth",
    access: "player",
    summary: "End one of the player's game-client sign-ins (a lost phone)",
    request: { params: SessionIdParam },
    responses: {
      200: json("Ended", z.object({ signedOut: z.literal(true), clientName: z.string().nullable() })),
    },
    errors: { 404: "No such sign-in of this player" },
  }),
};

export function clientAuthRoutes(deps: AppDeps) {
  const app = createApiRouter();
  const now = () => new Date();
  app.use("/api/client/link/*", userRequired(deps));
  app.use("/api/client/sessions", userRequired(deps));
  app.use("/api/client/sessions/*", userRequired(deps));
  return app
    .openapi(routes.signInWithDevice, async (c) =>
      c.json(
        await signInWithDevice(deps, {
          ...c.req.valid("json"),
          address: c.get("client").address,
          now: now(),
        }),
        200,
      ),
    )
    .openapi(routes.signInWithPassword, async (c) => {
      const { email, password, clientName } = c.req.valid("json");
      return c.json(
        await clientSignInWithPassword(deps, {
          email,
          password,
          clientName,
          address: c.get("client").address,
          now: now(),
        }),
        200,
      );
    })
    .openapi(routes.signInWithOAuth, async (c) =>
      c.json(
        await clientSignInWithOAuth(deps, {
          ...c.req.valid("json"),
          provider: c.req.valid("param").provider,
          currentUserId: null,
          address: c.get("client").address,
          now: now(),
        }),
        200,
      ),
    )
    .openapi(routes.refreshClientTokens, async (c) =>
      c.json(await refreshClientSession(deps, { ...c.req.valid("json"), now: now() }), 200),
    )
    .openapi(routes.signOutClient, async (c) =>
      c.json(await endClientSession(deps, { ...c.req.valid("json"), now: now() }), 200),
    )
    .openapi(routes.linkEmail, async (c) =>
      c.json(
        await linkEmailToGuest(deps, {
          ...c.req.valid("json"),
          userId: c.get("user").id,
          address: c.get("client").address,
        }),
        200,
      ),
    )
    .openapi(routes.linkOAuth, async (c) =>
      c.json(
        await clientSignInWithOAuth(deps, {
          ...c.req.valid("json"),
          provider: c.req.valid("param").provider,
          currentUserId: c.get("user").id,
          address: c.get("client").address,
          now: now(),
        }),
        200,
      ),
    )
    .openapi(routes.listClientSessions, async (c) =>
      c.json({ sessions: await listClientSessions(deps, { userId: c.get("user").id }) }, 200),
    )
    .openapi(routes.endClientSession, async (c) =>
      c.json(
        await endClientSessionOf(deps, { userId: c.get("user").id, id: c.req.valid("param").id, now: now() }),
        200,
      ),
    );
}
