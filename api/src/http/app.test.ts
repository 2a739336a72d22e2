import { createRoute, z } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { createHttpApp, maxBodyBytes } from "./app.ts";
import { handleHttpError } from "./errors.ts";
import { createApiRouter } from "./openapi.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

describe("the HTTP API shell", () => {
  it("GET /healthz: database reachable and migrations current", async () => {
    const response = await createHttpApp(deps).request("/healthz");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: "ok",
      database: { reachable: true, kind: deps.database.kind },
      migrations: { pending: [] },
    });
    expect(body.migrations.applied).toBeGreaterThan(0);
    expect(response.headers.get("x-request-id")).toMatch(/.+/);
  });

  it("GET /healthz is 503 when the database is gone", async () => {
    const broken = await createTestDeps();
    await broken.close();
    const response = await createHttpApp(broken).request("/healthz");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "degraded", database: { reachable: false } });
  });

  it("GET /healthz/live answers without the database", async () => {
    const broken = await createTestDeps();
    await broken.close();
    const response = await createHttpApp(broken).request("/healthz/live");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "live" });
  });

  it("unknown API routes are a 404 in the one error shape", async () => {
    const response = await createHttpApp(deps).request("/api/no-such-thing", { method: "POST" });
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body.error).toMatchObject({ code: "not_found", message: "No route for POST /api/no-such-thing." });
    expect(body.error.requestId).toBe(response.headers.get("x-request-id"));
  });

  it("a body above the limit is a 413", async () => {
    const response = await createHttpApp(deps).request("/api/anything", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(maxBodyBytes + 1) },
      body: "x".repeat(maxBodyBytes + 1),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");
  });

  it("serves the OpenAPI document and its browser", async () => {
    const app = createHttpApp(deps);
    const doc = await (await app.request("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/healthz");
    const docs = await app.request("/api/docs");
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain("swagger-ui");
  });
});

describe("errors in one place", () => {
  // A route of the same shape as every API route, to exercise the mapping.
  const echo = createRoute({
    method: "post",
    path: "/echo",
    request: {
      body: { content: { "application/json": { schema: z.object({ name: z.string().min(3) }) } } },
    },
    responses: { 200: { description: "ok" } },
  });
  const app = createApiRouter()
    .openapi(echo, (c) => {
      const { name } = c.req.valid("json");
      if (name === "taken") throw new AppError("conflict", "That name is taken.");
      if (name === "crash") throw new Error("secret internals: password=hunter2");
      return c.json({ name }, 200);
    })
    .onError(handleHttpError);
  const post = (body: string) =>
    app.request("/echo", { method: "POST", headers: { "content-type": "application/json" }, body });

  it("malformed JSON is a 400, not a 500", async () => {
    const response = await post("{not json");
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("bad_request");
  });

  it("a zod failure is a 400 with field messages", async () => {
    const response = await post(JSON.stringify({ name: 1 }));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("validation_failed");
    expect(error.details.fields).toHaveProperty("name");
  });

  it("an AppError keeps its status and message", async () => {
    const response = await post(JSON.stringify({ name: "taken" }));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { code: "conflict", message: "That name is taken." },
    });
  });

  it("an unexpected error is a 500 without internals", async () => {
    const response = await post(JSON.stringify({ name: "crash" }));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("hunter2");
    expect(JSON.parse(text).error).toMatchObject({
      code: "internal",
      message: "Something went wrong on our side.",
    });
  });
});
