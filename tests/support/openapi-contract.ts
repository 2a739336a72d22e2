// The OpenAPI document as a contract in tests (docs/decisions/127): every
// answer the API gives to a test is checked against the operation the document
// declares for it. A status the operation does not list (a 4xx; 5xx fall to its
// `default`), or a JSON body its schema refuses, is a break of the contract.
// startAuthServer checks every answer it serves; a break fails the test that
// caused it (afterEach below) or, for one made in beforeAll, the file.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterEach } from "vitest";
import type { OpenApiDocument } from "./openapi-document.ts";

interface MediaType {
  schema?: Record<string, unknown>;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  responses?: Record<string, ResponseObject>;
}

interface Route {
  template: string;
  pattern: RegExp;
  /** Templated segments: a literal path wins over a template that also matches. */
  templated: number;
  operations: Record<string, Operation>;
}

const methods = ["get", "put", "post", "delete", "patch", "head", "options"];

/** Paths served under /api that are not operations of the document. */
const outsideTheDocument = [/^\/api\/docs(\/|$)/, /^\/api\/openapi\.json$/];

export interface ContractBreak {
  request: string;
  status: number;
  problem: string;
}

export interface Contract {
  /** What is wrong with this answer, or null when the document allows it. */
  check(answer: {
    method: string;
    path: string;
    status: number;
    contentType: string | null;
    body: string;
  }): string | null;
}

function routesOf(document: OpenApiDocument): Route[] {
  return Object.entries(document.paths)
    .map(([template, item]) => {
      const segments = template.split("/");
      const pattern = new RegExp(
        `^${segments
          .map((segment) =>
            /^\{[^}]+\}$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
          )
          .join("/")}$`,
      );
      const operations: Record<string, Operation> = {};
      for (const method of methods) {
        const operation = (item as Record<string, Operation | undefined>)[method];
        if (operation) operations[method] = operation;
      }
      return {
        template,
        pattern,
        templated: segments.filter((segment) => segment.startsWith("{")).length,
        operations,
      };
    })
    .sort((a, b) => a.templated - b.templated);
}

/** The contract of a document: its routes and a validator of its response schemas. */
export function openApiContract(document: OpenApiDocument): Contract {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // The response schemas point into the document's components: give ajv the whole document.
  ajv.addSchema({ ...document, $id: "openapi.json" } as Record<string, unknown>, "openapi.json");
  const routes = routesOf(document);
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi.json#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  };
  const pointerToken = (token: string) => token.replaceAll("~", "~0").replaceAll("/", "~1");

  return {
    check({ method, path, status, contentType, body }) {
      if (!path.startsWith("/api/") && !path.startsWith("/healthz")) return null;
      if (outsideTheDocument.some((pattern) => pattern.test(path))) return null;
      const verb = method.toLowerCase();
      const route = routes.find((candidate) => candidate.pattern.test(path) && candidate.operations[verb]);
      // No operation: the answer is the API's own 404 or 405 for an unknown route, or a
      // NextAuth action the document leaves to docs/auth-contract.md.
      // An OPTIONS request with no operation is a CORS preflight.
      if (!route) {
        if (status === 404 || status === 405 || verb === "options" || path.startsWith("/api/auth/"))
          return null;
        return `${method} ${path} answered ${status} but the document has no such operation`;
      }
      const operation = route.operations[verb]!;
      const responses = operation.responses ?? {};
      const key = String(status) in responses ? String(status) : status >= 500 ? "default" : null;
      const name = `${operation.operationId ?? `${method} ${route.template}`} (${method} ${route.template})`;
      if (!key || !responses[key]) {
        return `${name} answered ${status}, which the document does not list (it lists ${Object.keys(responses).join(", ")})`;
      }
      const declared = responses[key]!.content ?? {};
      const isJson = contentType !== null && /^application\/json\b/i.test(contentType);
      if (!isJson) {
        const media = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
        if (!("application/json" in declared) || body.length === 0 || media in declared) return null;
        return `${name} ${status}: the document says JSON, the answer is ${contentType ?? "without a content type"}`;
      }
      if (!("application/json" in declared)) {
        if (body.length === 0) return null;
        return `${name} ${status}: a JSON body the document does not describe (it lists ${Object.keys(declared).join(", ") || "no content"})`;
      }
      const pointer = `/paths/${pointerToken(route.template)}/${verb}/responses/${key}/content/application~1json/schema`;
      const validate = validatorAt(pointer);
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return `${name} ${status}: the body is not JSON`;
      }
      if (validate(parsed)) return null;
      const why = (validate.errors ?? [])
        .slice(0, 5)
        .map((error) => `${error.instancePath || "(body)"} ${error.message}`)
        .join("; ");
      return `${name} ${status}: the body does not match the document: ${why}; body: ${body.slice(0, 300)}`;
    },
  };
}

const breaks: ContractBreak[] = [];

/** Records a break of the contract, to fail the test that caused it. */
export function recordContractBreak(found: ContractBreak): void {
  breaks.push(found);
}

/** Throws with every break recorded since the last call, if any. */
export function assertNoContractBreaks(): void {
  const found = breaks.splice(0);
  if (found.length === 0) return;
  throw new Error(
    `The API broke its OpenAPI document (fix the route or its schema, docs/decisions/127):\n${found
      .map((entry) => `- ${entry.request} → ${entry.status}: ${entry.problem}`)
      .join("\n")}`,
  );
}

// Registered in every test file that imports this module (through startAuthServer).
afterEach(assertNoContractBreaks);
