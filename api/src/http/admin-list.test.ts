import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../errors.ts";
import { contentRange, parseListQuery, raErrors } from "./admin-list.ts";

const spec = {
  resource: "things",
  sortable: ["createdAt", "id"] as ["createdAt", "id"],
  defaultSort: ["createdAt", "DESC"] as ["createdAt", "DESC"],
  filter: z.strictObject({ q: z.string().optional() }),
};

const q = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]));

function validationFields(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("validation_failed");
    return (error as AppError).details?.fields as Record<string, string>;
  }
  throw new Error("expected a validation failure");
}

describe("parseListQuery", () => {
  it("reads ra-data-simple-rest's sort, range and filter", () => {
    expect(parseListQuery(spec, q({ sort: ["id", "ASC"], range: [10, 19], filter: { q: "ab" } }))).toEqual({
      sort: { field: "id", order: "ASC" },
      skip: 10,
      take: 10,
      filter: { q: "ab" },
    });
  });

  it("defaults to the first 25 rows in the resource's default order", () => {
    expect(parseListQuery(spec, {})).toEqual({
      sort: { field: "createdAt", order: "DESC" },
      skip: 0,
      take: 25,
      filter: {},
    });
  });

  it("refuses fields that are not whitelisted, malformed JSON and oversized ranges, keyed by parameter", () => {
    expect(Object.keys(validationFields(() => parseListQuery(spec, q({ sort: ["email", "ASC"] }))))).toEqual([
      "sort",
    ]);
    expect(Object.keys(validationFields(() => parseListQuery(spec, q({ filter: { role: "x" } }))))).toEqual([
      "filter",
    ]);
    expect(Object.keys(validationFields(() => parseListQuery(spec, { range: "[0," })))).toEqual(["range"]);
    expect(Object.keys(validationFields(() => parseListQuery(spec, q({ range: [0, 500] }))))).toEqual([
      "range",
    ]);
    expect(Object.keys(validationFields(() => parseListQuery(spec, q({ range: [9, 3] }))))).toEqual([
      "range",
    ]);
  });
});

describe("contentRange", () => {
  it("gives the rows' span and the total, or */total for none", () => {
    expect(contentRange("players", 0, 25, 1_000_000)).toBe("players 0-24/1000000");
    expect(contentRange("players", 50, 3, 53)).toBe("players 50-52/53");
    expect(contentRange("players", 100, 0, 53)).toBe("players */53");
  });
});

describe("raErrors", () => {
  it("puts field messages beside root.serverError", () => {
    const error = new AppError("validation_failed", "The request is not valid.", {
      fields: { reason: "Give a reason", _root: "Grant something" },
    });
    expect(raErrors(error)).toEqual({
      message: "The request is not valid.",
      errors: { reason: "Give a reason", root: { serverError: "The request is not valid. Grant something" } },
    });
    expect(raErrors(new AppError("forbidden", "No."))).toEqual({
      message: "No.",
      errors: { root: { serverError: "No." } },
    });
  });
});
