// What every admin router shares: an OpenAPI router whose validation failures
// and errors come back in react-admin's shape (handleAdminError), a route that
// states the permission it needs (adminRoute, an apiRoute for staff), the three
// ra-data-simple-rest list parameters and the Content-Range list response as
// OpenAPI, and the acting staff member.
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { ZodError } from "zod";
import type { Actor } from "../audit/staff-action.ts";
import { RowIdTextSchema } from "../db/row-id.ts";
import { AppError, fieldErrors } from "../errors.ts";
import { type Permission, rolesAllowed } from "../staff/permissions.ts";
import {
  contentRange,
  handleAdminError,
  jsonOnly,
  type ListQuery,
  type ListSpec,
  parseListQuery,
} from "./admin-list.ts";
import { toJson } from "./engagement-schemas.ts";
import { may } from "./guards.ts";
import { type ApiRouteConfig, type ApiTag, apiRoute } from "./openapi-route.ts";
import type { HttpEnv } from "./types.ts";

export function createAdminRouter(): OpenAPIHono<HttpEnv> {
  const app = new OpenAPIHono<HttpEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      const fields = result.error instanceof ZodError ? fieldErrors(result.error) : {};
      throw new AppError("validation_failed", "The request is not valid.", { target: result.target, fields });
    },
  });
  app.onError(handleAdminError);
  return app;
}

/** The signed-in staff member (set by the staff guard). */
export function actorOf(c: Context<HttpEnv>): Actor {
  const user = c.get("user");
  return { id: user.id, role: user.role as Actor["role"] };
}

/** ra-data-simple-rest's list parameters, JSON-encoded; parseListQuery checks them per resource. */
export const ListQuerySchema = z.object({
  sort: z
    .string()
    .optional()
    .openapi({ description: 'JSON ["field","ASC"|"DESC"]', example: '["id","ASC"]' }),
  range: z
    .string()
    .optional()
    .openapi({ description: "JSON [start,end], inclusive, at most 500 rows", example: "[0,24]" }),
  filter: z
    .string()
    .optional()
    .openapi({ description: "JSON object of the resource's filters", example: "{}" }),
});

/** A list answer: the rows, with `Content-Range: <resource> <start>-<end>/<total>`. */
export function listResponse200<T extends z.ZodType>(schema: T, description: string) {
  return {
    description,
    headers: z.object({ "Content-Range": z.string().openapi({ example: "items 0-24/100" }) }),
    content: { "application/json": { schema: z.array(schema) } },
  };
}

type AdminRouteConfig = Omit<ApiRouteConfig, "access" | "middleware">;

/**
 * An admin route and the one way it states who may call it: its permission in
 * the role table. The staff session is already checked for all of /api/admin
 * (admin-routes.ts); this adds the role check and, for a change, JSON only
 * (ADR 070); a delete carries no body. The document says which roles may call it.
 * Its operationId starts with `admin` (docs/decisions/127).
 */
export function adminRoute<const R extends AdminRouteConfig>(
  permission: Permission,
  route: R,
  options: { anyBody?: true } = {},
) {
  // A delete has no body: ra-data-simple-rest sends it as text/plain.
  const change = route.method === "post" || route.method === "put" || route.method === "patch";
  const needs = `Needs ${permission} (${rolesAllowed(permission)}).`;
  return apiRoute({
    ...route,
    access: "staff",
    description: route.description ? `${route.description}\n\n${needs}` : needs,
    middleware: change && !options.anyBody ? [may(permission), jsonOnly] : [may(permission)],
  } as R & { access: "staff"; middleware: MiddlewareHandler<HttpEnv>[] });
}

/** How an admin resource's list route stands in the OpenAPI document. */
interface ListRouteDoc<Path extends string, Row extends z.ZodType> {
  operationId: string;
  permission: Permission;
  path: Path;
  tag: ApiTag;
  summary: string;
  row: Row;
  description: string;
}

/**
 * The list route of an admin resource: ra-data-simple-rest's sort, range and
 * filter in the query, a page of rows in the answer (see listPage).
 */
function adminListRoute<Path extends string, Row extends z.ZodType>(route: ListRouteDoc<Path, Row>) {
  return adminRoute(route.permission, {
    operationId: route.operationId,
    method: "get",
    path: route.path,
    tag: route.tag,
    summary: route.summary,
    request: { query: ListQuerySchema },
    responses: { 200: listResponse200(route.row, route.description) },
  });
}

/** Reads the page a list query asks for, and how many rows the whole list has. */
type LoadPage<Sort extends string, Filter extends z.ZodType> = (
  query: ListQuery<Sort, z.output<Filter>>,
) => Promise<{ rows: unknown[]; total: number }>;

/**
 * Answers a list route the way ra-data-simple-rest reads it: checks sort, range
 * and filter against the resource's spec (a 400 in react-admin's shape), loads
 * that page, sets `Content-Range` and answers 200 with the rows typed by the
 * route's response schema.
 */
export async function listPage<Sort extends string, Filter extends z.ZodType, Row extends z.ZodType>(
  c: Context<HttpEnv>,
  spec: ListSpec<Sort, Filter>,
  row: Row,
  load: LoadPage<Sort, Filter>,
) {
  const query = parseListQuery(spec, c.req.query());
  const page = await load(query);
  c.header("Content-Range", contentRange(spec.resource, query.skip, page.rows.length, page.total));
  return c.json(toJson(z.array(row), page.rows), 200);
}

/**
 * An admin resource's list in one declaration: its route (adminListRoute) and
 * `page`, the route's handler given what loads a page (listPage). The resource,
 * as Content-Range names it, is the path's last segment.
 */
export function adminList<
  Path extends string,
  Sort extends string,
  Filter extends z.ZodType,
  Row extends z.ZodType,
>(list: ListRouteDoc<Path, Row> & Omit<ListSpec<Sort, Filter>, "resource">) {
  const spec = { ...list, resource: list.path.slice(list.path.lastIndexOf("/") + 1) };
  return {
    route: adminListRoute(list),
    page: (c: Context<HttpEnv>, load: LoadPage<Sort, Filter>) => listPage(c, spec, list.row, load),
  };
}

export const NumericIdParamsSchema = z.object({
  id: RowIdTextSchema,
});

export const UuidParamsSchema = z.object({
  id: z
    .string()
    .uuid()
    .openapi({ param: { name: "id", in: "path" }, example: "00000000-0000-4000-8000-000000000000" }),
});
