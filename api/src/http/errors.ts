// HTTP transport of AppError: one JSON shape for every failure.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { AppError, errorBody, toAppError } from "../errors.ts";
import type { HttpEnv } from "./types.ts";

function fromHttpException(error: HTTPException): AppError {
  if (error.status === 413) return new AppError("payload_too_large", "The request body is too large.");
  if (error.status === 401) return new AppError("unauthorized", error.message || "Sign in first.");
  if (error.status === 404) return new AppError("not_found", error.message || "Not found.");
  // Hono raises 400 for a body it cannot parse (e.g. malformed JSON).
  return new AppError("bad_request", error.message || "The request could not be read.");
}

export function handleHttpError(error: unknown, c: Context<HttpEnv>): Response {
  const appError = error instanceof HTTPException ? fromHttpException(error) : toAppError(error);
  const requestId = c.get("requestId");
  if (isDatabaseUnavailable(error)) {
    // An outage, not a bug: one line per request without the stack.
    c.get("log")?.warn(
      { requestId, reason: error instanceof Error ? error.message.split("\n").at(-1) : String(error) },
      "request refused: database unreachable",
    );
  } else if (appError.status >= 500) {
    c.get("log")?.error({ err: error, requestId }, "request failed");
  }
  // Too many requests (429) and a lost database (503) both say when to try again.
  const retryAfter = appError.details?.retryAfterSeconds;
  if (typeof retryAfter === "number") c.header("Retry-After", String(retryAfter));
  return c.json(errorBody(appError, requestId), appError.status as ContentfulStatusCode);
}

export function notFoundJson(c: Context<HttpEnv>): Response {
  const error = new AppError("not_found", `No route for ${c.req.method} ${new URL(c.req.url).pathname}.`);
  return c.json(errorBody(error, c.get("requestId")), 404);
}
