import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./data-provider";

describe("fieldErrorsOf", () => {
  it("keeps the API's react-admin errors when they name fields", () => {
    const body = {
      error: { code: "validation_failed", message: "The request is not valid." },
      errors: {
        endsAt: "the poll must end after it starts",
        root: { serverError: "The request is not valid." },
      },
    };
    expect(fieldErrorsOf(body)).toEqual({
      ...body.errors,
      root: { serverError: "Check the highlighted fields: Ends at: the poll must end after it starts" },
    });
  });

  it("turns the validation details (zod paths) into field errors and the root message", () => {
    const body = {
      error: {
        code: "validation_failed",
        message: "The request is not valid.",
        details: {
          fields: { "rewards.gold": "Too small: expected number to be >=0", _root: "Say something." },
        },
      },
    };
    expect(fieldErrorsOf(body)).toEqual({
      "rewards.gold": "Too small: expected number to be >=0",
      root: {
        serverError:
          "Check the highlighted fields: Gold: Too small: expected number to be >=0 Say something.",
      },
    });
  });

  it("leaves a body without field errors alone", () => {
    expect(fieldErrorsOf({ error: { code: "conflict", message: "Last admin." } })).toBeUndefined();
    expect(fieldErrorsOf(undefined)).toBeUndefined();
  });
});
