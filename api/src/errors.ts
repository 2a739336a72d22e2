// One error type for every use case, and the one mapping of errors to HTTP.
// Transports (HTTP routes, sockets, Remix loaders) catch AppError; anything else
// is a bug and becomes a 500 that carries a request id and no internals.
import { ZodError } from "zod";
import { isDatabaseUnavailable } from "./db/unavailable.ts";
import { Prisma } from "./generated/prisma/client.ts";

export type ErrorCode =
  | "bad_request"
  | "validation_failed"
  | "unauthorized"
  | "payment_required"
  | "forbidden"
  | "banned"
  | "second_factor_required"
  | "second_factor_setup_required"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "unprocessable"
  | "rate_limited"
  | "internal"
  | "unavailable";

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  banned: 403,
  second_factor_required: 403,
  second_factor_setup_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** Every code an error answer may carry (the OpenAPI document's ErrorBody lists them). */
export const errorCodes = Object.keys(statusByCode) as [ErrorCode, ...ErrorCode[]];

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = statusByCode[code];
    this.details = details;
  }
}

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    details?: Record<string, unknown>;
    requestId?: string;
  };
}

/** Field path → message, for forms and react-admin. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_root";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** What a request needing the database gets while it is unreachable (docs/decisions/095). */
export function databaseUnavailable(): AppError {
  return new AppError("unavailable", "The database is unreachable right now. Try again in a few seconds.", {
    retryAfterSeconds: 5,
  });
}

/** Turns any thrown value into an AppError; unknown errors become `internal`. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  if (error instanceof ZodError) {
    return new AppError("validation_failed", "The request is not valid.", {
      fields: fieldErrors(error),
    });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2002") {
      return new AppError("conflict", "That already exists.", {
        target: (error.meta as { target?: unknown } | undefined)?.target,
      });
    }
    if (error.code === "P2025") return new AppError("not_found", "Not found.");
  }
  return new AppError("internal", "Something went wrong on our side.");
}

export function errorBody(error: AppError, requestId?: string): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
      ...(requestId ? { requestId } : {}),
    },
  };
}
