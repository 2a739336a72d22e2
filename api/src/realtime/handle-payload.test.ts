// Client payloads: parsed with zod; a bad one or a failing handler is an error ack.
import { describe, expect, it } from "vitest";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { createLogger } from "../logger.ts";
import { SubscribeSchema } from "./events.ts";
import { handlePayload } from "./server.ts";

const deps = { logger: createLogger("silent") } as AppDeps;

function call(handler: ReturnType<typeof handlePayload>, payload: unknown): Promise<unknown> {
  return new Promise((resolve) => void handler(payload, resolve));
}

describe("handlePayload", () => {
  const subscribe = handlePayload(deps, SubscribeSchema, ({ topics }) => ({ topics }));

  it("acks the handler's result for a valid payload", async () => {
    expect(await call(subscribe, { topics: ["shop"] })).toEqual({ ok: true, data: { topics: ["shop"] } });
  });

  it("acks validation_failed for a bad payload, with the failing paths", async () => {
    const ack = await call(subscribe, { topics: ["nope"], extra: true });
    expect(ack).toMatchObject({ ok: false, error: { code: "validation_failed" } });
    expect(await call(subscribe, "not an object")).toMatchObject({ ok: false });
  });

  it("maps a thrown AppError to its code and hides unexpected errors", async () => {
    const conflict = handlePayload(deps, SubscribeSchema, () => {
      throw new AppError("conflict", "Already there.");
    });
    expect(await call(conflict, { topics: ["shop"] })).toEqual({
      ok: false,
      error: { code: "conflict", message: "Already there." },
    });
    const broken = handlePayload(deps, SubscribeSchema, () => {
      throw new Error("secret internals");
    });
    const ack = (await call(broken, { topics: ["shop"] })) as { error: { code: string; message: string } };
    expect(ack.error.code).toBe("internal");
    expect(ack.error.message).not.toContain("secret");
  });

  it("tolerates a missing ack function", async () => {
    await expect(subscribe({ topics: ["shop"] }, undefined)).resolves.toBeUndefined();
  });
});
