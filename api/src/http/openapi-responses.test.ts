// Every operation of the OpenAPI document says what it answers on success: a
// 2xx response with a schema that constrains the body. "Any object" tells a
// client nothing, and a route's answer drifts from its document unseen.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import type { AppDeps } from "../context.ts";
import { createHttpApp } from "./app.ts";

type Schema = Record<string, unknown>;
interface Document {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
  >;
  components?: { schemas?: Record<string, Schema> };
}

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const methods = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);

/** The schema a $ref points to, followed through the document's components. */
function resolve(document: Document, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== "string") return schema;
  const target = document.components?.schemas?.[ref.replace("#/components/schemas/", "")];
  return target ? resolve(document, target) : schema;
}

/** Why a success body's schema says nothing about the body, or null when it does. */
function unconstrained(document: Document, raw: Schema | undefined): string | null {
  if (!raw) return "no schema";
  const schema = resolve(document, raw);
  if (Object.keys(schema).length === 0) return "an empty schema ({})";
  const objectType =
    schema.type === "object" || (Array.isArray(schema.type) && schema.type.includes("object"));
  const hasProperties = schema.properties && Object.keys(schema.properties as object).length > 0;
  const additional = schema.additionalProperties;
  const describedAdditional =
    typeof additional === "object" && additional !== null && Object.keys(additional).length > 0;
  if (objectType && !hasProperties && !describedAdditional) return "an object with no properties";
  if (schema.type === "array" && schema.items) return unconstrained(document, schema.items as Schema);
  return null;
}

describe("the OpenAPI document", () => {
  it("gives every operation a success response with a real schema", async () => {
    const document = (await (await createHttpApp(deps).request("/api/openapi.json")).json()) as Document;
    const problems: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!methods.has(method)) continue;
        operations++;
        const name = `${method.toUpperCase()} ${path}`;
        const successes = Object.entries(operation.responses ?? {}).filter(([status]) =>
          /^2\d\d$/.test(status),
        );
        if (successes.length === 0) {
          problems.push(`${name}: no 2xx response`);
          continue;
        }
        for (const [status, response] of successes) {
          // A 204 or a redirect-like success has no body to describe.
          if (status === "204") continue;
          const contents = Object.values(response.content ?? {});
          if (contents.length === 0) {
            problems.push(`${name} ${status}: no content`);
            continue;
          }
          for (const content of contents) {
            const why = unconstrained(document, content.schema);
            if (why) problems.push(`${name} ${status}: ${why}`);
          }
        }
      }
    }
    expect(operations).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
