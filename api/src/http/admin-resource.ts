// The routes of an admin resource in ra-data-simple-rest's shape, made from
// its zod schemas and its use cases, so each resource states what differs
// (schemas, permissions, use cases, words) and not the wiring:
//
//   GET    <path>        list: sort, range, filter → 200 rows, Content-Range
//   GET    <path>/{id}   one row → 200
//   POST   <path>        create → 201 the row
//   PUT    <path>/{id}   update → 200 the row
//   DELETE <path>/{id}   delete → 200 the row as it was
//
// Every answer is the use case's result as JSON; errors are react-admin's
// shape (handleAdminError). A resource may leave out any of get, create,
// update and delete; routes that are not CRUD (a ban, a refund, a reset) are
// added to the returned router by hand.
import type { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Actor } from "../audit/staff-action.ts";
import type { Permission } from "../staff/permissions.ts";
import type { ListQuery, SortOrder } from "./admin-list.ts";
import { actorOf, adminList, adminRoute, createAdminRouter } from "./admin-openapi.ts";
import { toJson } from "./engagement-schemas.ts";
import { type ApiTag, type ErrorStatus, json, jsonBody } from "./openapi-route.ts";
import type { HttpEnv } from "./types.ts";

/** The path parameters of one record: NumericIdParamsSchema, UuidParamsSchema or the resource's own. */
type IdParams = z.ZodObject<{ id: z.ZodType }>;
type IdOf<Id extends IdParams> = z.output<Id>["id"];

/** Who acts and when: what every use case of a change is given. */
export interface AdminCall {
  actor: Actor;
  now: Date;
}

interface Operation {
  summary: string;
  /** The answer's schema, when it is not the resource's row. */
  row?: z.ZodType;
  /** The error answers of its use case, when not the operation's usual ones (400, 401 and 403 follow from the route). */
  errors?: readonly ErrorStatus[];
}

export interface AdminResource<
  Path extends string,
  Sort extends string,
  Filter extends z.ZodType,
  Row extends z.ZodType,
  Id extends IdParams,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  /** /api/admin/<resource>; its last segment names the resource in Content-Range. */
  path: Path;
  tag: ApiTag;
  /** The record's name, singular and plural (PascalCase): the operationIds are adminList<many>, adminGet<one>, … */
  names: { one: string; many: string };
  row: Row;
  id: Id;
  /** The permission to read the resource, and the one to change it (a read-only resource has none). */
  read: Permission;
  change?: Permission;
  list: {
    summary: string;
    description: string;
    sortable: readonly [Sort, ...Sort[]];
    defaultSort: [Sort, SortOrder];
    filter: Filter;
    load: (
      query: ListQuery<Sort, z.output<Filter>>,
      call: AdminCall,
    ) => Promise<{ rows: unknown[]; total: number }>;
  };
  get?: Operation & { load: (id: IdOf<Id>, call: AdminCall) => Promise<unknown> };
  create?: Operation & { body: Create; run: (body: z.output<Create>, call: AdminCall) => Promise<unknown> };
  update?: Operation & {
    body: Update;
    run: (id: IdOf<Id>, body: z.output<Update>, call: AdminCall) => Promise<unknown>;
  };
  delete?: Operation & { run: (id: IdOf<Id>, call: AdminCall) => Promise<unknown> };
}

function errorsOf(statuses: readonly ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, true]));
}

/** The actor and now of a staff request, for the use cases of routes written by hand too. */
export const callOf = (c: Context<HttpEnv>): AdminCall => ({ actor: actorOf(c), now: new Date() });

/** The validated part of a request; the route's schema is generic here, so its type is given. */
const valid = <T>(c: Context<HttpEnv>, target: "param" | "json") =>
  (c.req as unknown as { valid(target: string): T }).valid(target);

/** The list, get, create, update and delete routes of one admin resource, on a new admin router. */
export function adminResource<
  Path extends string,
  Sort extends string,
  Filter extends z.ZodType,
  Row extends z.ZodType,
  Id extends IdParams,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(resource: AdminResource<Path, Sort, Filter, Row, Id, Create, Update>): OpenAPIHono<HttpEnv> {
  const { path, tag, id: params, names } = resource;
  const one = `${path}/{id}`;
  const list = adminList({
    ...resource.list,
    operationId: `adminList${names.many}`,
    path,
    tag,
    row: resource.row,
    permission: resource.read,
  });
  const app = createAdminRouter();
  app.openapi(list.route, (c) => list.page(c, (query) => resource.list.load(query, callOf(c))));

  const { get, create, update, delete: remove } = resource;
  const change = (): Permission => {
    if (!resource.change) throw new Error(`${path}: a resource that changes names its change permission.`);
    return resource.change;
  };
  if (get) {
    const row = get.row ?? resource.row;
    const route = adminRoute(resource.read, {
      operationId: `adminGet${names.one}`,
      method: "get",
      path: one,
      tag,
      summary: get.summary,
      request: { params },
      responses: { 200: json("The record", row) },
      errors: errorsOf(get.errors ?? [404]),
    });
    app.openapi(route, async (c) => {
      const { id } = valid<{ id: IdOf<Id> }>(c, "param");
      return c.json(toJson(row, await get.load(id, callOf(c))), 200);
    });
  }
  if (create) {
    const row = create.row ?? resource.row;
    const route = adminRoute(change(), {
      operationId: `adminCreate${names.one}`,
      method: "post",
      path,
      tag,
      summary: create.summary,
      request: { body: jsonBody(create.body) },
      responses: { 201: json("Created", row) },
      errors: errorsOf(create.errors ?? [409]),
    });
    app.openapi(route, async (c) => {
      const body = valid<z.output<Create>>(c, "json");
      return c.json(toJson(row, await create.run(body, callOf(c))), 201);
    });
  }
  if (update) {
    const row = update.row ?? resource.row;
    const route = adminRoute(change(), {
      operationId: `adminUpdate${names.one}`,
      method: "put",
      path: one,
      tag,
      summary: update.summary,
      request: { params, body: jsonBody(update.body) },
      responses: { 200: json("Changed", row) },
      errors: errorsOf(update.errors ?? [404, 409]),
    });
    app.openapi(route, async (c) => {
      const { id } = valid<{ id: IdOf<Id> }>(c, "param");
      const body = valid<z.output<Update>>(c, "json");
      return c.json(toJson(row, await update.run(id, body, callOf(c))), 200);
    });
  }
  if (remove) {
    const row = remove.row ?? resource.row;
    const route = adminRoute(change(), {
      operationId: `adminDelete${names.one}`,
      method: "delete",
      path: one,
      tag,
      summary: remove.summary,
      request: { params },
      responses: { 200: json("Deleted; the record as it was", row) },
      errors: errorsOf(remove.errors ?? [404, 409]),
    });
    app.openapi(route, async (c) => {
      const { id } = valid<{ id: IdOf<Id> }>(c, "param");
      return c.json(toJson(row, await remove.run(id, callOf(c))), 200);
    });
  }
  return app;
}
