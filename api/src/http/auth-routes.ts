// The auth API under /api/auth: mounts the NextAuth.js v4 protocol engine
// (auth/nextauth/engine.ts, contract in docs/auth-contract.md) and our sign-up
// action (auth/nextauth/sign-up.ts), and documents both in OpenAPI.
import { z } from "@hono/zod-openapi";
import { handleAuthAction } from "../auth/nextauth/engine.ts";
import { handleSignUp } from "../auth/nextauth/sign-up.ts";
import { authBasePath } from "../auth/settings.ts";
import { SignUpSchema } from "../auth/sign-up.ts";
import type { AppDeps } from "../context.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute, ErrorBodySchema, json } from "./openapi-route.ts";

// For the OpenAPI document only (the handler parses with SignUpSchema, whose lenient `ref` has no OpenAPI form).
const SignUpBodySchema = SignUpSchema.omit({ ref: true })
  .extend({
    ref: z
      .string()
      .optional()
      .describe("Referring player's id (from /signup?ref=…); unknown ids are ignored."),
    csrfToken: z.string().optional(),
    callbackUrl: z.string().optional(),
  })
  .openapi("SignUp");

const SignedUpSchema = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string().nullable(), role: z.string() }),
    url: z.string().describe("Where to go next: the resolved callbackUrl."),
  })
  .openapi("SignedUp");

const signUpRoute = apiRoute({
  operationId: "signUp",
  method: "post",
  path: "/api/auth/signup",
  tag: "auth",
  access: "public",
  summary: "Create a player account with e-mail, password and display name, and sign in",
  description:
    "Needs the csrf token of GET /api/auth/csrf (double submit, like every sign-in). A JSON body answers 201 JSON " +
    "and sets the session cookie. A form post (no JavaScript) answers 303: to callbackUrl on success, else back to " +
    "the game's /signup page with `error` and the entered e-mail and name. Password: at least 10 characters and " +
    "not one of the 10 000 most common. Rate limited per address (429 with Retry-After).",
  request: {
    body: {
      required: true,
      content: {
        "application/json": { schema: SignUpBodySchema },
        "application/x-www-form-urlencoded": { schema: SignUpBodySchema },
      },
    },
  },
  responses: {
    201: {
      description: "Signed up and signed in",
      content: { "application/json": { schema: SignedUpSchema } },
    },
    303: { description: "Form post: redirect to callbackUrl, or back to /signup with an error" },
  },
  errors: {
    400: "Invalid fields (`validation_failed`, `details.fields`)",
    403: "Missing or invalid csrf token (`details.reason` `csrf`)",
    409: "E-mail or display name already in use (`details.fields`)",
    429: "Too many sign-ups from this address",
  },
});

const ProviderSchema = z.object({
  id: z.string().openapi({ example: "credentials" }),
  name: z.string().openapi({ example: "Credentials" }),
  type: z.enum(["credentials", "oauth"]),
  signinUrl: z.string(),
  callbackUrl: z.string(),
});

const SessionSchema = z
  .union([
    z.object({
      user: z.object({
        name: z.string().nullable(),
        email: z.string(),
        image: z.string().nullable(),
        id: z.string(),
        role: z.enum(["player", "admin", "liveops", "analyst"]),
      }),
      expires: z.string().openapi({ format: "date-time" }),
    }),
    z.strictObject({}).openapi({ description: "No usable session" }),
  ])
  .openapi("AuthSession");

/** The json=true answer of a sign-in step: where the browser goes next (otherwise a redirect there). */
const NextUrlSchema = z.object({ url: z.string() }).openapi("AuthNextUrl");

const ProviderParams = z.object({
  provider: z.string().openapi({ param: { name: "provider", in: "path" }, example: "credentials" }),
});

/** What a sign-in step answers without json=true: the browser is sent on. */
const redirect = { 302: { description: "Without json=true: a redirect (Location) to where to go next" } };

/**
 * A 400 of a NextAuth action: the API's guards refuse the request before the action runs
 * (the envelope, e.g. a NUL in the input), or NextAuth does not know the provider or action
 * (plain text).
 */
const refused = {
  400: {
    description:
      "The API's guards refused the input (ErrorBody), or no such provider or action: `Error: This action with HTTP <METHOD> is not supported by NextAuth.js` (plain text)",
    content: {
      "application/json": { schema: ErrorBodySchema },
      "text/plain": { schema: z.string() },
    },
  },
};

/**
 * The NextAuth.js actions, documented here and answered by handleAuthAction.
 * Their failures keep NextAuth's own shape (docs/auth-contract.md): a `{url}`
 * to go to, not the ErrorBody envelope of the rest of the API.
 */
const nextAuthOperations = [
  {
    operationId: "listAuthProviders",
    method: "get",
    path: "/api/auth/providers",
    summary: "GET: the configured sign-in providers",
    answer: "One entry per offered provider, by id",
    schema: z.record(z.string(), ProviderSchema),
  },
  {
    operationId: "getCsrfToken",
    method: "get",
    path: "/api/auth/csrf",
    summary: "GET: the csrf token (also set as the next-auth.csrf-token cookie)",
    answer: "The token",
    schema: z.object({ csrfToken: z.string() }),
  },
  {
    operationId: "getAuthSession",
    method: "get",
    path: "/api/auth/session",
    summary: "GET: the session, or {} (re-issues the cookie); POST {csrfToken}: refresh it",
    answer: "The session, or {} without a usable one",
    schema: SessionSchema,
  },
  {
    operationId: "startSignIn",
    method: "post",
    path: "/api/auth/signin/{provider}",
    summary: "POST {csrfToken, callbackUrl, json}: start a sign-in",
    answer: "With json=true: where to go next (otherwise a 302 there)",
    schema: NextUrlSchema,
    more: redirect,
  },
  {
    operationId: "completeSignIn",
    method: "post",
    path: "/api/auth/callback/{provider}",
    summary: "Credentials: POST {csrfToken, email, password}; OAuth: the provider's redirect",
    answer: "With json=true: where to go next (otherwise a 302 there)",
    schema: NextUrlSchema,
    more: {
      ...redirect,
      401: json("With json=true: wrong e-mail or password", NextUrlSchema),
      403: json("With json=true: the account is banned", NextUrlSchema),
      429: {
        ...json("With json=true: too many failed sign-ins; wait Retry-After seconds", NextUrlSchema),
        headers: z.object({ "Retry-After": z.string() }),
      },
    },
  },
  {
    operationId: "signOut",
    method: "post",
    path: "/api/auth/signout",
    summary: "GET: confirmation page; POST {csrfToken}: sign out",
    answer: "With json=true: where to go next (otherwise a 302 there)",
    schema: NextUrlSchema,
    more: redirect,
  },
] as const;

export function authRoutes(deps: AppDeps) {
  const app = createApiRouter();
  app.openAPIRegistry.registerPath(signUpRoute);
  app.post("/api/auth/signup", (c) => handleSignUp(deps, c.req.raw, c.get("client").address));
  for (const operation of nextAuthOperations) {
    app.openAPIRegistry.registerPath(
      apiRoute({
        operationId: operation.operationId,
        method: operation.method,
        path: operation.path,
        tag: "auth",
        access: "public",
        summary: operation.summary,
        description: `${operation.summary}. NextAuth.js v4 contract, statuses and cookies: docs/auth-contract.md.`,
        ...(operation.path.includes("{provider}") ? { request: { params: ProviderParams } } : {}),
        responses: {
          200: json(operation.answer, operation.schema),
          ...refused,
          ...("more" in operation ? operation.more : {}),
          500: json(
            "A callbackUrl that leaves the site, or a missing secret: NextAuth's configuration error",
            z.object({ message: z.string() }),
          ),
        },
      }),
    );
  }
  app.all(authBasePath, (c) => handleAuthAction(deps, c.req.raw, c.get("client").address));
  app.all(`${authBasePath}/*`, (c) => handleAuthAction(deps, c.req.raw, c.get("client").address));
  return app;
}
