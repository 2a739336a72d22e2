// The OpenAPI document is a contract (docs/decisions/127): it validates
// (swagger-parser), passes Redocly's lint under redocly.yaml with no errors, and
// every operation has what a client generator and a client developer need: a
// unique operationId, a described tag, its security, typed error answers in the
// one envelope. The counts of lint warnings are printed with each run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../../api/src/context.ts";
import { createTestDeps } from "../support/deps.ts";
import { openApiContract } from "../support/openapi-contract.ts";
import {
  fetchOpenApiDocument,
  lintSummary,
  type OpenApiDocument,
  redoclyLint,
  swaggerParserVerdict,
} from "../support/openapi-document.ts";

interface Response {
  $ref?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: { $ref?: string } }>;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  parameters?: unknown[];
  responses: Record<string, Response>;
}

let deps: AppDeps & { close(): Promise<void> };
let document: OpenApiDocument;
beforeAll(async () => {
  deps = await createTestDeps();
  document = await fetchOpenApiDocument(deps);
});
afterAll(() => deps.close());

const methods = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);

function operations(): { name: string; path: string; method: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        path,
        method,
        operation: operation as Operation,
      })),
  );
}

const envelope = (response: Response) => response.content?.["application/json"]?.schema?.$ref;
const envelopes = new Set(["#/components/schemas/ErrorBody", "#/components/schemas/AdminErrorBody"]);
/** NextAuth.js's actions keep their own answers (docs/auth-contract.md), errors included. */
const nextAuthContract = (path: string) =>
  /^\/api\/auth\/(providers|csrf|session|signin|callback|signout)/.test(path);

describe("the OpenAPI document", () => {
  it("is valid for swagger-parser", async () => {
    expect(await swaggerParserVerdict(document)).toBeNull();
  });

  it("has no Redocly lint errors under redocly.yaml (warnings are counted)", async () => {
    const problems = await redoclyLint(document);
    const summary = lintSummary(problems);
    console.info(
      `Redocly lint of ${operations().length} operations: ${summary.errors} errors, ${summary.warnings} warnings`,
      summary.byRule,
    );
    expect(problems.filter((problem) => problem.severity === "error")).toEqual([]);
  });

  it("gives every operation a unique camelCase operationId and one tag described at the top", () => {
    const described = new Map(
      ((document.tags ?? []) as { name: string; description?: string }[]).map((tag) => [
        tag.name,
        tag.description,
      ]),
    );
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const { name, path, operation } of operations()) {
      const id = operation.operationId;
      if (!id) problems.push(`${name}: no operationId`);
      else if (!/^[a-z][A-Za-z0-9]*$/.test(id)) problems.push(`${name}: operationId ${id} is not camelCase`);
      else if (seen.has(id)) problems.push(`${name}: operationId ${id} is also ${seen.get(id)}`);
      else seen.set(id, name);
      if (id && path.startsWith("/api/admin/") && !id.startsWith("admin")) {
        problems.push(`${name}: a staff operation's id starts with admin (${id})`);
      }
      if (operation.tags?.length !== 1)
        problems.push(`${name}: ${operation.tags?.length ?? 0} tags, not one`);
      for (const tag of operation.tags ?? []) {
        if (!described.get(tag))
          problems.push(`${name}: tag ${tag} has no description in the document's tags`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("states every operation's security with the three declared schemes", () => {
    const schemes = (document.components as { securitySchemes?: Record<string, { type: string }> })
      .securitySchemes;
    expect(Object.keys(schemes ?? {}).sort()).toEqual(["bearerAuth", "serverKey", "sessionCookie"]);
    expect(document.servers).toEqual([
      expect.objectContaining({ url: "/", description: expect.any(String) }),
    ]);
    const problems: string[] = [];
    for (const { name, operation } of operations()) {
      if (!operation.security) problems.push(`${name}: no security (a public operation says security: [])`);
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) {
          if (!schemes?.[scheme]) problems.push(`${name}: unknown security scheme ${scheme}`);
        }
      }
      const signedIn = (operation.security ?? []).some((requirement) => "sessionCookie" in requirement);
      const bearer = (operation.security ?? []).some((requirement) => "bearerAuth" in requirement);
      if (signedIn !== bearer)
        problems.push(`${name}: a signed-in operation accepts the cookie and the bearer token`);
    }
    expect(problems).toEqual([]);
  });

  it("documents every operation's errors in the one envelope: 400 for input, 401/403 for access, 429 with Retry-After on player writes", () => {
    const problems: string[] = [];
    let playerWrites = 0;
    for (const { name, path, method, operation } of operations()) {
      const responses = operation.responses;
      const statuses = Object.keys(responses);
      if (!responses.default || !envelopes.has(envelope(responses.default) ?? "")) {
        problems.push(`${name}: no default answer in the error envelope`);
      }
      if (nextAuthContract(path)) continue;
      for (const status of statuses.filter((status) => /^4\d\d$/.test(status))) {
        if (!envelopes.has(envelope(responses[status]!) ?? "")) {
          problems.push(`${name} ${status}: not in the error envelope`);
        }
        if (status === "429" && !responses[status]!.headers?.["Retry-After"]) {
          problems.push(`${name} 429: no Retry-After header`);
        }
      }
      const hasInput = Boolean(operation.requestBody || operation.parameters?.length);
      if (hasInput && !statuses.includes("400")) problems.push(`${name}: takes input but lists no 400`);
      const security = operation.security ?? [];
      const required =
        security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0);
      if (required && !statuses.includes("401")) problems.push(`${name}: needs credentials but lists no 401`);
      const player =
        security.some((requirement) => "sessionCookie" in requirement) && !path.startsWith("/api/admin/");
      if (player && method !== "get" && required) {
        playerWrites++;
        if (!statuses.includes("429"))
          problems.push(`${name}: a player write without 429 (player-write-limits.ts)`);
      }
    }
    expect(playerWrites).toBeGreaterThan(25);
    expect(problems).toEqual([]);
  });

  it("refuses an answer that does not match its schema, and a status the operation does not list", () => {
    const contract = openApiContract(document);
    const wallet = { gold: 10, gems: 2, isVip: false, vipExpiresAt: null, totalVipDays: 0 };
    const answer = (status: number, body: unknown) => ({
      method: "GET",
      path: "/api/wallet",
      status,
      contentType: "application/json",
      body: JSON.stringify(body),
    });
    expect(contract.check(answer(200, wallet))).toBeNull();
    expect(contract.check(answer(200, { ...wallet, gold: "10" }))).toMatch(
      /getWallet .*\/gold must be integer/,
    );
    expect(
      contract.check(answer(401, { error: { code: "unauthorized", message: "Sign in first." } })),
    ).toBeNull();
    expect(contract.check(answer(401, { message: "Sign in first." }))).toMatch(/does not match/);
    expect(contract.check(answer(404, { error: { code: "not_found", message: "Not found." } }))).toMatch(
      /does not list/,
    );
    expect(contract.check(answer(503, { error: { code: "unavailable", message: "Try again." } }))).toBeNull();
  });
});
