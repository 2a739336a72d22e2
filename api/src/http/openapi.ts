// The API's OpenAPI document comes from the same zod schemas that validate
// requests. A validation failure is answered in our one error shape.
import { OpenAPIHono } from "@hono/zod-openapi";
import { ZodError } from "zod";
import { AppError, errorBody, fieldErrors } from "../errors.ts";
import type { HttpEnv } from "./types.ts";

export function createApiRouter(): OpenAPIHono<HttpEnv> {
  return new OpenAPIHono<HttpEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const fields = result.error instanceof ZodError ? fieldErrors(result.error) : {};
      const error = new AppError("validation_failed", "The request is not valid.", {
        target: result.target,
        fields,
      });
      return c.json(errorBody(error, c.get("requestId")), 400);
    },
  });
}
