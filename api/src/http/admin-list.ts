// The ra-data-simple-rest conventions of the admin API, shared by every
// /api/admin/<resource> list route, and react-admin's error shape.
//
//   GET /api/admin/players?sort=["createdAt","DESC"]&range=[0,24]&filter={"q":"ali"}
//   → 200, JSON array, Content-Range: players 0-24/1000000
//
// Each resource whitelists the fields it sorts and filters on (each backed by
// an index, so lists stay fast at a million rows); anything else is a 400 in
// react-admin's shape. The console is served by the same server, so the
// header needs no CORS exposure.
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { intInput } from "../db/row-id.ts";
import { AppError, toAppError } from "../errors.ts";
import { handleHttpError } from "./errors.ts";
import type { HttpEnv } from "./types.ts";

/** The most rows one list request may ask for. */
export const maxRangeLength = 500;

export type SortOrder = "ASC" | "DESC";

export interface ListSpec<Sort extends string, Filter extends z.ZodType> {
  /** The resource name, as in the URL and the Content-Range header. */
  resource: string;
  /** Fields the list may be sorted by (each index-backed). */
  sortable: readonly [Sort, ...Sort[]];
  defaultSort: [Sort, SortOrder];
  /** The accepted filter object; unknown keys are refused (use z.strictObject). */
  filter: Filter;
}

export interface ListQuery<Sort extends string, Filter> {
  sort: { field: Sort; order: SortOrder };
  /** Offset and limit, from range=[start,end] (inclusive). */
  skip: number;
  take: number;
  filter: Filter;
}

/** A JSON-encoded query parameter (ra-data-simple-rest stringifies them). */
function jsonParam<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be JSON" });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

export function parseListQuery<Sort extends string, Filter extends z.ZodType>(
  spec: ListSpec<Sort, Filter>,
  query: Record<string, string | undefined>,
): ListQuery<Sort, z.output<Filter>> {
  const schema = z.object({
    sort: jsonParam(z.tuple([z.enum(spec.sortable), z.enum(["ASC", "DESC", "asc", "desc"])]))
      .optional()
      .transform((sort) => sort ?? spec.defaultSort),
    range: jsonParam(
      z
        .tuple([intInput({ min: 0 }), intInput({ min: 0 })])
        .refine(([start, end]) => end >= start, { message: "the end comes before the start" })
        .refine(([start, end]) => end - start < maxRangeLength, {
          message: `at most ${maxRangeLength} rows at a time`,
        }),
    )
      .optional()
      .transform((range) => range ?? [0, 24]),
    filter: jsonParam(spec.filter)
      .optional()
      .transform((filter) => filter ?? (spec.filter.parse({}) as z.output<Filter>)),
  });
  const result = schema.safeParse({ sort: query.sort, range: query.range, filter: query.filter });
  if (!result.success) {
    // Keyed by the query parameter (sort, range, filter): the list's controls, not form fields.
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const [param, ...rest] = issue.path.map(String);
      fields[param ?? "_root"] ??= rest.length ? `${rest.join(".")}: ${issue.message}` : issue.message;
    }
    throw new AppError("validation_failed", "The request is not valid.", { fields });
  }
  const parsed = result.data;
  const [field, order] = parsed.sort;
  const [start, end] = parsed.range as [number, number];
  return {
    sort: { field, order: order.toUpperCase() as SortOrder },
    skip: start,
    take: end - start + 1,
    filter: parsed.filter as z.output<Filter>,
  };
}

// `Content-Range: players 0-24/1000`, or `players */0` when there are no rows.
export function contentRange(resource: string, skip: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${skip}-${skip + count - 1}/${total}`;
}

/** react-admin's server-side validation shape: field → message, plus root.serverError. */
export interface RaErrorBody {
  message: string;
  errors: Record<string, unknown> & { root: { serverError: string } };
}

export function raErrors(error: AppError): RaErrorBody {
  const fields = (error.details?.fields as Record<string, string> | undefined) ?? {};
  const errors: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (field !== "_root") errors[field] = message;
  }
  const root = fields._root ? `${error.message} ${fields._root}` : error.message;
  return { message: error.message, errors: { ...errors, root: { serverError: root } } };
}

/**
 * The error handler of admin routes: the API's one error shape (`error`),
 * with react-admin's `message` (shown in its notification) and `errors`
 * (shown on the form's fields) beside it.
 */
export function handleAdminError(error: unknown, c: Context<HttpEnv>): Response {
  if (error instanceof HTTPException) return handleHttpError(error, c);
  const appError = toAppError(error);
  const response = handleHttpError(appError, c);
  if (appError.status >= 500) return response;
  const body = {
    error: {
      code: appError.code,
      message: appError.message,
      ...(appError.details ? { details: appError.details } : {}),
      requestId: c.get("requestId"),
    },
    ...raErrors(appError),
  };
  return c.json(body, appError.status as ContentfulStatusCode);
}

/**
 * Admin changes accept JSON only: a cross-origin page cannot send that without
 * a CORS preflight (which this API never grants), so a forged form post fails
 * even where SameSite=Lax would let the cookie through (same-site subdomains).
 */
export const jsonOnly: MiddlewareHandler<HttpEnv> = async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError("bad_request", "Send a JSON body (Content-Type: application/json).");
  }
  await next();
};
