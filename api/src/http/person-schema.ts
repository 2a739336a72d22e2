// A person a list row names (audit trail, job runs): the OpenAPI shape of audit/people.ts's Person.
import { z } from "@hono/zod-openapi";

export const PersonSchema = z
  .object({
    id: z.string(),
    name: z.string().nullable().openapi({ description: "Display name; null without a profile" }),
    email: z.string().openapi({ description: "Masked for analysts" }),
    role: z.enum(["player", "admin", "liveops", "analyst"]),
  })
  .openapi("Person");
