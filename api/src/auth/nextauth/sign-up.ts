// POST /api/auth/signup: our own action beside NextAuth.js's (it has none),
// with the same csrf double submit, callback URL rules and session cookies.
// JSON answers 201; a form post (no JavaScript) answers 303.
import { z } from "zod";
import type { AppDeps } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { resolveCallbackUrl } from "../callback-url.ts";
import { parseCookieHeader, serializeCookie } from "../cookies.ts";
import { checkCsrfToken } from "../csrf.ts";
import { signFormError } from "../form-error.ts";
import { authRuntime } from "../runtime.ts";
import { sessionStore } from "../session.ts";
import { SignUpSchema, signUp } from "../sign-up.ts";
import { readBody, startSession } from "./engine.ts";

/** Answers POST /api/auth/signup from `address` (the client, through trusted proxies). */
export async function handleSignUp(deps: AppDeps, request: Request, address: string): Promise<Response> {
  const runtime = authRuntime(deps);
  const { settings } = runtime;
  const isForm = !(request.headers.get("content-type") ?? "").includes("application/json");
  const raw = await readBody(request);
  const requestCookies = parseCookieHeader(request.headers.get("cookie"));
  const csrf = checkCsrfToken({
    secret: settings.secret,
    cookieValue: requestCookies[settings.cookies.csrfToken],
    isPost: true,
    bodyValue: typeof raw.csrfToken === "string" ? raw.csrfToken : undefined,
  });
  const callback = resolveCallbackUrl({
    origin: settings.origin,
    paramValue: typeof raw.callbackUrl === "string" ? raw.callbackUrl : undefined,
    cookieValue: undefined,
  });
  const store = sessionStore(settings, request.headers.get("cookie"));
  try {
    if (!csrf.verified) {
      throw new AppError("forbidden", "The form has expired. Reload the page and try again.", {
        reason: "csrf",
      });
    }
    const input = SignUpSchema.parse(raw);
    const user = await signUp(deps, { ...input, address });
    const cookies = await startSession({ deps, runtime, store }, user, null);
    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", serializeCookie(cookie, settings.secure));
    if (isForm) {
      headers.set("Location", callback.callbackUrl);
      return new Response(null, { status: 303, headers });
    }
    headers.set("Content-Type", "application/json");
    const body = {
      user: { id: user.id, email: user.email, name: user.profile?.name ?? null, role: user.role },
      url: callback.callbackUrl,
    };
    return new Response(JSON.stringify(body), { status: 201, headers });
  } catch (error) {
    if (!isForm) throw error;
    // No JavaScript: back to the sign-up page with the message and what was typed (never the password).
    const target = new URLSearchParams();
    const appError = error instanceof AppError ? error : null;
    const message =
      error instanceof z.ZodError
        ? (error.issues[0]?.message ?? "Check the details you entered.")
        : (appError?.message ?? "Something went wrong on our side.");
    if (!appError && !(error instanceof z.ZodError)) deps.logger.error({ err: error }, "sign-up failed");
    target.set("error", message);
    target.set("errorSig", signFormError(settings.secret, message));
    for (const field of ["email", "name", "ref"] as const) {
      if (typeof raw[field] === "string") target.set(field, String(raw[field]).slice(0, 254));
    }
    target.set("callbackUrl", callback.callbackUrl);
    const headers = new Headers({ Location: `${settings.pages.signUp}?${target}` });
    if (appError?.code === "rate_limited")
      headers.set("Retry-After", String(appError.details?.retryAfterSeconds ?? 60));
    return new Response(null, { status: 303, headers });
  }
}
