// The shapes a lost PostgreSQL takes through Prisma 7's pg adapter, as seen
// when a cluster is stopped under load (tests/integration/outage-postgres.test.ts),
// and errors that must not be mistaken for it.
import { describe, expect, it } from "vitest";
import { Prisma } from "../generated/prisma/client.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

const known = (code: string, message: string, cause?: Record<string, unknown>) =>
  new Prisma.PrismaClientKnownRequestError(message, {
    code,
    clientVersion: "7",
    meta: cause ? { driverAdapterError: { name: "DriverAdapterError", cause } } : undefined,
  });

describe("isDatabaseUnavailable", () => {
  it("recognises a lost connection, an unreachable server and a server shutting down", () => {
    const unreachable = { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 };
    const shutdown = { kind: "postgres", code: "57P01", originalCode: "57P01", severity: "FATAL" };
    for (const error of [
      Object.assign(new Error("Connection terminated unexpectedly"), { clientVersion: "7" }),
      known("P1001", "Can't reach database server at 127.0.0.1:5432", unreachable),
      known("P2010", "Raw query failed. Code: `N/A`.", unreachable),
      known("P2039", "Database error. Code: `57P01`.", shutdown),
      known("P2010", "Raw query failed. Code: `57P03`.", { kind: "postgres", code: "57P03" }),
      known("P1017", "Server has closed the connection."),
      new Error("wrapped", { cause: new Error("Connection terminated") }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("leaves refused queries, bugs and other services' connection errors alone", () => {
    const refusedConnection = Object.assign(new Error("connect ECONNREFUSED 10.0.0.1:443"), {
      code: "ECONNREFUSED",
    });
    for (const error of [
      known("P2002", "Unique constraint failed", { kind: "UniqueConstraintViolation" }),
      known("P2010", "Raw query failed. Code: `42601`.", { kind: "postgres", code: "42601" }),
      new Error("Something else"),
      new TypeError("fetch failed", { cause: refusedConnection }),
      "a string",
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
