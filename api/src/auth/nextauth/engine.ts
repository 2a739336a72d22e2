// NextAuth.js v4's HTTP contract (docs/auth-contract.md) on top of our
// remix-auth strategies: the protocol engine behind /api/auth, which
// http/auth-routes.ts only mounts. Each action computes a result (status, body
// or redirect, cookies) the way NextAuth.js's core does; toResponse turns it
// into HTTP once, including the `json: "true"` variant that answers {url}
// instead of redirecting. It works on a plain Request, so it needs no web
// framework.
import { z } from "zod";
import type { AppDeps } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { isStaffRole } from "../../staff/permissions.ts";
import { secondFactorState } from "../../staff-security/second-factor-state.ts";
import type { AccountUser } from "../accounts.ts";
import { banNoticeCookie, readBanNotice } from "../ban-notice.ts";
import { isValidCallbackUrl, resolveCallbackUrl } from "../callback-url.ts";
import {
  type OutgoingCookie,
  parseCookieHeader,
  type SessionCookieStore,
  serializeCookie,
} from "../cookies.ts";
import { checkCsrfToken } from "../csrf.ts";
import { signInPageErrors } from "../messages.ts";
import { clearOAuthCheckCookies, oauthCheckCookies, readOAuthChecks } from "../oauth-checks.ts";
import { errorHtmlPage, signOutPage, tooManyAttemptsPage, verifyRequestPage } from "../pages.ts";
import { authenticateWithPassword, finishOAuth, startOAuth } from "../providers.ts";
import { type AuthRuntime, authRuntime } from "../runtime.ts";
import {
  carriedClaims,
  issueSessionToken,
  readSession,
  sessionClaims,
  sessionExpiry,
  sessionStore,
  startSessionToken,
} from "../session.ts";
import { authBasePath } from "../settings.ts";
import { signInWithOAuth } from "../sign-in-with-oauth.ts";

/** What an action answers, before it becomes an HTTP response. */
interface AuthResult {
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
  html?: string;
  text?: string;
  redirect?: string;
  cookies?: OutgoingCookie[];
}

const noCacheHeaders = { "Cache-Control": "private, no-cache, no-store", Pragma: "no-cache", Expires: "0" };

/** The body fields the actions read; anything else in the body is ignored. */
const AuthBodySchema = z
  .object({
    csrfToken: z.string().optional().catch(undefined),
    callbackUrl: z.string().optional().catch(undefined),
    // Only the string "true" selects the {url} answer (a boolean true does not, as in NextAuth.js).
    json: z.unknown().optional(),
    email: z.string().max(1000).optional().catch(undefined),
    password: z.string().max(1000).optional().catch(undefined),
    // POST session: the client's update payload. The session is rebuilt from the
    // database instead, so nothing in it is trusted.
    data: z.unknown().optional(),
  })
  .catch({});
type AuthBody = z.infer<typeof AuthBodySchema>;

/** JSON or form-encoded; an unreadable body counts as empty, as in NextAuth.js. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method !== "POST") return {};
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const value: unknown = await request.json();
      return value && typeof value === "object" && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : {};
    }
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      const form = await request.formData();
      return Object.fromEntries([...form.entries()].filter((entry) => typeof entry[1] === "string"));
    }
  } catch {
    // Malformed JSON or form: treated as no body.
  }
  return {};
}

function toResponse(result: AuthResult, wantsJson: boolean, secure: boolean): Response {
  const headers = new Headers(result.headers);
  for (const cookie of result.cookies ?? []) headers.append("Set-Cookie", serializeCookie(cookie, secure));
  if (result.redirect !== undefined) {
    if (wantsJson) {
      headers.set("Content-Type", "application/json");
      return new Response(JSON.stringify({ url: result.redirect }), {
        status: result.status ?? 200,
        headers,
      });
    }
    headers.set("Location", result.redirect);
    return new Response(null, { status: 302, headers });
  }
  if (result.html !== undefined) {
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(result.html, { status: result.status ?? 200, headers });
  }
  if (result.json !== undefined) {
    headers.set("Content-Type", "application/json");
    return new Response(JSON.stringify(result.json), { status: result.status ?? 200, headers });
  }
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(result.text ?? "", { status: result.status ?? 200, headers });
}

const configurationMessage =
  "There is a problem with the server configuration. Check the server logs for more information.";

interface ActionContext {
  deps: AppDeps;
  runtime: AuthRuntime;
  request: Request;
  url: URL;
  method: string;
  action: string | undefined;
  providerId: string | undefined;
  query: Record<string, string>;
  body: AuthBody;
  /** The body as read, for actions with their own fields (_log, form_post callbacks). */
  rawBody: Record<string, unknown>;
  requestCookies: Record<string, string>;
  store: SessionCookieStore;
  csrfToken: string;
  csrfVerified: boolean;
  callbackUrl: string;
  /** csrf and callback-url cookies that this request (re)sets. */
  initCookies: OutgoingCookie[];
  address: string;
  wantsJson: boolean;
}

/** A fresh session for a user who just signed in or signed up. */
export async function startSession(
  ctx: Pick<ActionContext, "deps" | "runtime" | "store">,
  user: AccountUser,
  picture: string | null,
): Promise<OutgoingCookie[]> {
  const token = await startSessionToken(ctx.deps, ctx.runtime.settings, user, picture);
  return ctx.store.write(token, sessionExpiry());
}

async function sessionAction(ctx: ActionContext, isUpdate: boolean): Promise<AuthResult> {
  const headers = isUpdate ? {} : noCacheHeaders;
  const state = await readSession(ctx.deps, ctx.request.headers.get("cookie"));
  if (state.status === "none") return { json: {}, headers, cookies: ctx.initCookies };
  if (state.status !== "active") {
    return { json: {}, headers, cookies: [...ctx.initCookies, ...ctx.store.clear()] };
  }
  const expires = sessionExpiry();
  const token = await issueSessionToken(
    ctx.runtime.settings,
    sessionClaims(state.user, state.sessionVersion, carriedClaims(state.claims)),
  );
  const { id, name, email, image, role } = state.user;
  // The app's field for staff (docs/decisions/131): which sign-in step the console shows.
  const secondFactor = isStaffRole(role) ? { secondFactor: await secondFactorState(ctx.deps, state) } : {};
  return {
    json: { user: { name, email, image, id, role }, expires: expires.toISOString(), ...secondFactor },
    headers,
    cookies: [...ctx.initCookies, ...ctx.store.write(token, expires)],
  };
}

async function credentialsCallback(ctx: ActionContext): Promise<AuthResult> {
  const { baseUrl } = ctx.runtime.settings;
  let result: Awaited<ReturnType<typeof authenticateWithPassword>>;
  try {
    result = await authenticateWithPassword(ctx.runtime.providers, {
      email: ctx.body.email ?? "",
      password: ctx.body.password ?? "",
      address: ctx.address,
      url: ctx.request.url,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") {
      const retryAfter = String(error.details?.retryAfterSeconds ?? 60);
      if (!ctx.wantsJson) {
        // A form post cannot be both a redirect and a 429: answer the 429 with a page.
        const page = tooManyAttemptsPage({ message: error.message, signInUrl: `${baseUrl}/signin` });
        return {
          status: 429,
          headers: { "Retry-After": retryAfter },
          html: page.html,
          cookies: ctx.initCookies,
        };
      }
      return {
        status: 429,
        headers: { "Retry-After": retryAfter },
        redirect: `${baseUrl}/error?error=TooManyRequests`,
        cookies: ctx.initCookies,
      };
    }
    throw error;
  }
  if (result.kind === "invalid_credentials") {
    const query = new URLSearchParams({ error: "CredentialsSignin", provider: "credentials" });
    return { status: 401, redirect: `${baseUrl}/error?${query}`, cookies: ctx.initCookies };
  }
  if (result.kind === "banned") {
    const notice = await banNoticeCookie(ctx.runtime.settings, result.user.id);
    return {
      status: 403,
      redirect: `${baseUrl}/error?error=AccessDenied`,
      cookies: [...ctx.initCookies, notice],
    };
  }
  const sessionCookies = await startSession(ctx, result.user, null);
  return { redirect: ctx.callbackUrl, cookies: [...ctx.initCookies, ...sessionCookies] };
}

async function oauthSignIn(ctx: ActionContext, providerId: string): Promise<AuthResult> {
  const { settings, providers } = ctx.runtime;
  try {
    const started = await startOAuth(providers, providerId, ctx.url);
    const checkCookies = await oauthCheckCookies(settings, providerId, started);
    return { redirect: started.authorizationUrl, cookies: [...ctx.initCookies, ...checkCookies] };
  } catch (error) {
    ctx.deps.logger.error({ err: error, providerId }, "building the authorization URL failed");
    return { redirect: `${settings.baseUrl}/error?error=OAuthSignin`, cookies: ctx.initCookies };
  }
}

async function oauthCallback(ctx: ActionContext, providerId: string): Promise<AuthResult> {
  const { settings, providers, limits } = ctx.runtime;
  const cookies = [...ctx.initCookies, ...clearOAuthCheckCookies(settings)];
  const fail = (error: string): AuthResult => ({
    redirect: `${settings.baseUrl}/error?error=${error}`,
    cookies,
  });

  // A provider may answer by POST (response_mode=form_post): its fields count as the query.
  const callbackUrl = new URL(ctx.url);
  if (ctx.method === "POST") {
    for (const [key, value] of Object.entries(callbackFields(ctx.rawBody)))
      callbackUrl.searchParams.set(key, value);
  }
  const checks = await readOAuthChecks(settings, providerId, ctx.requestCookies);
  // The same state twice means a replayed callback: refuse it before the code is spent.
  if (
    checks &&
    callbackUrl.searchParams.get("state") === checks.state &&
    !(await limits.claimOAuthState(checks.state))
  ) {
    ctx.deps.logger.warn({ providerId }, "replayed OAuth callback refused");
    return fail("OAuthCallback");
  }
  const finished = await finishOAuth(providers, providerId, callbackUrl, checks);
  if (finished.kind === "error") {
    ctx.deps.logger.warn({ err: finished.cause, providerId }, "OAuth callback failed");
    return fail(finished.error);
  }
  const current = await readSession(ctx.deps, ctx.request.headers.get("cookie"));
  const outcome = await signInWithOAuth(ctx.deps, {
    provider: providerId,
    profile: finished.profile,
    currentUserId: current.status === "active" ? current.user.id : null,
    address: ctx.address,
  });
  if (outcome.kind === "error") return fail(outcome.error);
  if (outcome.kind === "banned") {
    // The contract's AccessDenied, with the ban notice the game's ban page reads: the
    // error page then says the account is banned and leads to why and until when.
    const notice = await banNoticeCookie(settings, outcome.user.id);
    return { redirect: `${settings.baseUrl}/error?error=AccessDenied`, cookies: [...cookies, notice] };
  }
  const sessionCookies = await startSession(ctx, outcome.user, finished.profile.image);
  return { redirect: ctx.callbackUrl, cookies: [...cookies, ...sessionCookies] };
}

/** The OAuth fields of a form_post callback body. */
function callbackFields(raw: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of ["code", "state", "error", "error_description", "error_uri"]) {
    const value = raw[key];
    if (typeof value === "string") fields[key] = value;
  }
  return fields;
}

const LogBodySchema = z
  .object({
    level: z.enum(["error", "warn", "debug"]).catch("debug"),
    code: z.string().max(200).optional().catch(undefined),
    message: z.string().max(2000).optional().catch(undefined),
  })
  .catch({ level: "debug" });

async function dispatch(ctx: ActionContext): Promise<AuthResult | null> {
  const { action, providerId, method, runtime, deps } = ctx;
  const { settings, providers } = runtime;
  const provider = providerId ? providers.list.find((p) => p.id === providerId) : undefined;

  if (method === "GET") {
    switch (action) {
      case "providers":
        return { json: Object.fromEntries(providers.list.map((p) => [p.id, p])) };
      case "session":
        return sessionAction(ctx, false);
      case "csrf":
        return { json: { csrfToken: ctx.csrfToken }, headers: noCacheHeaders, cookies: ctx.initCookies };
      case "signin": {
        const error = ctx.query.error ?? providerId;
        const target = new URLSearchParams({ callbackUrl: ctx.callbackUrl });
        if (error) target.set("error", error);
        return { redirect: `${settings.pages.signIn}?${target}`, cookies: ctx.initCookies };
      }
      case "signout": {
        const page = signOutPage({ baseUrl: settings.baseUrl, csrfToken: ctx.csrfToken });
        return { status: page.status, html: page.html, cookies: ctx.initCookies };
      }
      case "callback":
        if (!provider) return null;
        if (provider.type === "credentials") {
          return {
            status: 500,
            text: "Error: Callback for provider type credentials not supported",
            cookies: ctx.initCookies,
          };
        }
        return oauthCallback(ctx, provider.id);
      case "verify-request": {
        const page = verifyRequestPage({ origin: settings.origin });
        return { status: page.status, html: page.html, cookies: ctx.initCookies };
      }
      case "error": {
        const error = ctx.query.error ?? providerId;
        if (error && (signInPageErrors as readonly string[]).includes(error)) {
          return {
            redirect: `${settings.baseUrl}/signin?error=${encodeURIComponent(error)}`,
            cookies: ctx.initCookies,
          };
        }
        const ban =
          error?.toLowerCase() === "accessdenied"
            ? await readBanNotice(ctx.deps, settings, ctx.requestCookies)
            : null;
        const page = errorHtmlPage({
          kind: error,
          signInUrl: `${settings.baseUrl}/signin`,
          banPageUrl: ban ? `${settings.origin}/banned` : undefined,
        });
        return { status: page.status, html: page.html, cookies: ctx.initCookies };
      }
      default:
        return null;
    }
  }
  if (method === "POST") {
    switch (action) {
      case "signin":
        if (!ctx.csrfVerified || !provider) {
          return { redirect: `${settings.baseUrl}/signin?csrf=true`, cookies: ctx.initCookies };
        }
        if (provider.type === "oauth") return oauthSignIn(ctx, provider.id);
        return { redirect: `${settings.baseUrl}/signin`, cookies: ctx.initCookies };
      case "signout": {
        if (!ctx.csrfVerified)
          return { redirect: `${settings.baseUrl}/signout?csrf=true`, cookies: ctx.initCookies };
        return { redirect: ctx.callbackUrl, cookies: [...ctx.initCookies, ...ctx.store.clear()] };
      }
      case "callback":
        if (!provider) return null;
        if (provider.type === "credentials") {
          if (!ctx.csrfVerified)
            return { redirect: `${settings.baseUrl}/signin?csrf=true`, cookies: ctx.initCookies };
          return credentialsCallback(ctx);
        }
        return oauthCallback(ctx, provider.id);
      case "_log": {
        const entry = LogBodySchema.parse(ctx.rawBody);
        deps.logger[entry.level]({ code: entry.code, clientMessage: entry.message }, "next-auth client log");
        return { text: "" };
      }
      case "session":
        if (!ctx.csrfVerified) return { status: 400, json: {}, cookies: ctx.initCookies };
        return sessionAction(ctx, true);
      default:
        return null;
    }
  }
  return null;
}

/** Answers one request under /api/auth from `address` (the client, through trusted proxies). */
export async function handleAuthAction(deps: AppDeps, request: Request, address: string): Promise<Response> {
  const runtime = authRuntime(deps);
  const { settings } = runtime;
  const url = new URL(request.url);
  const [action, providerId] = url.pathname.slice(authBasePath.length).split("/").filter(Boolean);
  const method = request.method;
  const rawBody = await readBody(request);
  const body = AuthBodySchema.parse(rawBody);
  const wantsJson = body.json === "true";
  const query = Object.fromEntries(url.searchParams);
  const requestCookies = parseCookieHeader(request.headers.get("cookie"));

  // An invalid callback URL in the query or cookie is a configuration error, as in NextAuth.js.
  const cookieCallbackUrl = requestCookies[settings.cookies.callbackUrl];
  if (
    (query.callbackUrl && !isValidCallbackUrl(query.callbackUrl, settings.origin)) ||
    (cookieCallbackUrl && !isValidCallbackUrl(cookieCallbackUrl, settings.origin))
  ) {
    const htmlAction = ["signin", "signout", "error", "verify-request"].includes(action ?? "");
    if (htmlAction && method === "GET") {
      const page = errorHtmlPage({ kind: "configuration", signInUrl: `${settings.baseUrl}/signin` });
      return toResponse({ status: page.status, html: page.html }, false, settings.secure);
    }
    return toResponse({ status: 500, json: { message: configurationMessage } }, false, settings.secure);
  }

  const csrf = checkCsrfToken({
    secret: settings.secret,
    cookieValue: requestCookies[settings.cookies.csrfToken],
    isPost: method === "POST",
    bodyValue: body.csrfToken,
  });
  const callback = resolveCallbackUrl({
    origin: settings.origin,
    paramValue: body.callbackUrl ?? query.callbackUrl,
    cookieValue: cookieCallbackUrl,
  });
  const initCookies: OutgoingCookie[] = [];
  if (csrf.cookieValue) initCookies.push({ name: settings.cookies.csrfToken, value: csrf.cookieValue });
  if (callback.cookieValue)
    initCookies.push({ name: settings.cookies.callbackUrl, value: callback.cookieValue });

  const result = await dispatch({
    deps,
    runtime,
    request,
    url,
    method,
    action,
    providerId,
    query,
    body,
    rawBody,
    requestCookies,
    store: sessionStore(settings, request.headers.get("cookie")),
    csrfToken: csrf.csrfToken,
    csrfVerified: csrf.verified,
    callbackUrl: callback.callbackUrl,
    initCookies,
    address,
    wantsJson,
  });
  if (!result) {
    return toResponse(
      { status: 400, text: `Error: This action with HTTP ${method} is not supported by NextAuth.js` },
      false,
      settings.secure,
    );
  }
  return toResponse(result, wantsJson, settings.secure);
}
