// The API's OpenAPI document as a client receives it, and the two verdicts it
// is held to (docs/decisions/127): swagger-parser's validation and Redocly's
// lint under the repository's redocly.yaml.
import path from "node:path";
import SwaggerParser from "@apidevtools/swagger-parser";
import { lintFromString, loadConfig } from "@redocly/openapi-core";
import type { AppDeps } from "../../api/src/context.ts";
import { createHttpApp } from "../../api/src/http/app.ts";

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>;
};

/** GET /api/openapi.json of the real app. */
export async function fetchOpenApiDocument(deps: AppDeps): Promise<OpenApiDocument> {
  const response = await createHttpApp(deps).request("/api/openapi.json");
  return (await response.json()) as OpenApiDocument;
}

/** swagger-parser's verdict: null when the document is valid, else its message. */
export async function swaggerParserVerdict(document: OpenApiDocument): Promise<string | null> {
  try {
    // It dereferences in place: give it a copy.
    await SwaggerParser.validate(structuredClone(document) as never);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export interface LintProblem {
  severity: "error" | "warn";
  rule: string;
  message: string;
  where: string;
}

/** Redocly's lint of the document under the repository's redocly.yaml. */
export async function redoclyLint(document: OpenApiDocument): Promise<LintProblem[]> {
  const root = path.resolve(import.meta.dirname, "../..");
  const config = await loadConfig({ configPath: path.join(root, "redocly.yaml") });
  const problems = await lintFromString({
    source: JSON.stringify(document, null, 2),
    absoluteRef: path.join(root, "openapi.json"),
    config,
  });
  return problems.map((problem) => ({
    severity: problem.severity === "error" ? "error" : "warn",
    rule: problem.ruleId,
    message: problem.message,
    where: problem.location[0]?.pointer ?? "",
  }));
}

/** Counts by severity and by rule, for the record of a run. */
export function lintSummary(problems: LintProblem[]): {
  errors: number;
  warnings: number;
  byRule: Record<string, number>;
} {
  const byRule: Record<string, number> = {};
  for (const problem of problems)
    byRule[`${problem.severity} ${problem.rule}`] = (byRule[`${problem.severity} ${problem.rule}`] ?? 0) + 1;
  return {
    errors: problems.filter((problem) => problem.severity === "error").length,
    warnings: problems.filter((problem) => problem.severity === "warn").length,
    byRule,
  };
}
