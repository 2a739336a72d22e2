// Server keys on a real database: made, shown once and kept hashed; a key works
// for its own scopes only; revoked, expired and rotated keys stop (a rotation's
// grace in time); lastUsedAt moves at most once a minute; GAME_SERVER_KEY is the
// bootstrap key; every staff change is in the audit trail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlayer } from "../../../tests/support/auth.ts";
import { createTestDeps } from "../../../tests/support/deps.ts";
import { refusal } from "../../../tests/support/refusal.ts";
import type { Actor } from "../audit/staff-action.ts";
import { hashToken } from "../auth/token-hash.ts";
import type { AppDeps } from "../context.ts";
import { historyTypes } from "../history/types.ts";
import { authenticateServerKey } from "./authenticate-server-key.ts";
import { createServerKey } from "./create-server-key.ts";
import { listServerKeys } from "./list-server-keys.ts";
import { revokeServerKey } from "./revoke-server-key.ts";
import { rotateServerKey } from "./rotate-server-key.ts";
import { bootstrapKeyName } from "./scopes.ts";

const bootstrap = "a-bootstrap-key-for-the-server-keys-test";
let deps: AppDeps & { close(): Promise<void> };
let admin: Actor;
beforeAll(async () => {
  deps = await createTestDeps({ GAME_SERVER_KEY: bootstrap });
  const account = await createTestPlayer(deps, { role: "admin" });
  admin = { id: account.id, role: "admin" };
});
afterAll(() => deps.close());

const now = new Date("2026-12-02T10:00:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe("making a key", () => {
  it("answers the secret once and keeps only its SHA-256 and a short prefix", async () => {
    const key = await createServerKey(deps, {
      actor: admin,
      key: { name: "  Match server EU  ", scopes: ["matches:report", "matches:report"] },
      now,
    });
    expect(key.secret).toMatch(/^msk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: "Match server EU", scopes: ["matches:report"], status: "active" });
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    expect(key.prefix).toHaveLength(12);
    const stored = await deps.db.serverKey.findUniqueOrThrow({ where: { id: key.id } });
    expect(stored.secretHash).toBe(hashToken(key.secret));
    expect(JSON.stringify(stored)).not.toContain(key.secret);
    const listed = await listServerKeys(deps, {
      actor: admin,
      filter: { q: "match server" },
      sort: { field: "createdAt", order: "DESC" },
      skip: 0,
      take: 10,
      now,
    });
    expect(listed.rows.map((row) => row.id)).toContain(key.id);
    expect(JSON.stringify(listed.rows)).not.toContain(key.secret);
    const audit = await deps.db.history.findFirstOrThrow({
      where: { type: historyTypes.staffAction, data: { path: ["serverKeyId"], equals: key.id } },
    });
    expect(audit).toMatchObject({ actorId: admin.id, data: { action: "server_key.create", before: null } });
    expect(JSON.stringify(audit.data)).not.toContain(key.secret);
  });

  it("refuses no scope, an unknown scope, no name and a past expiry", async () => {
    for (const key of [
      { name: "x", scopes: [] },
      { name: "x", scopes: ["everything"] },
      { name: " ", scopes: ["matches:report"] },
    ]) {
      await expect(createServerKey(deps, { actor: admin, key: key as never, now })).rejects.toThrow();
    }
    const past = await refusal(
      createServerKey(deps, {
        actor: admin,
        key: { name: "late", scopes: ["matches:report"], expiresAt: "2026-12-01T00:00:00Z" },
        now,
      }),
    );
    expect(past.details?.fields).toEqual({ expiresAt: "must be in the future" });
  });
});

describe("presenting a key", () => {
  it("passes for its scopes, and a missing scope is a 403 naming it", async () => {
    const key = await createServerKey(deps, {
      actor: admin,
      key: { name: "Reporter", scopes: ["matches:report"] },
      now,
    });
    const principal = await authenticateServerKey(deps, { secret: key.secret, scope: "matches:report", now });
    expect(principal).toEqual({
      id: key.id,
      name: "Reporter",
      prefix: key.prefix,
      scopes: ["matches:report"],
    });
    const missing = await refusal(
      authenticateServerKey(deps, { secret: key.secret, scope: "rewards:grant", now }),
    );
    expect(missing.status).toBe(403);
    expect(missing.details).toEqual({ reason: "missing_scope", scope: "rewards:grant" });
    expect(missing.message).toContain('needs the scope "rewards:grant"');
    const unknown = await refusal(
      authenticateServerKey(deps, { secret: `${key.secret}x`, scope: "matches:report", now }),
    );
    expect(unknown.status).toBe(401);
    expect(unknown.message).toBe("Unknown server key.");
  });

  it("writes lastUsedAt at most once a minute", async () => {
    const key = await createServerKey(deps, {
      actor: admin,
      key: { name: "Busy", scopes: ["matches:report"] },
      now,
    });
    const lastUsed = async () =>
      (await deps.db.serverKey.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt?.toISOString();
    expect(await lastUsed()).toBeUndefined();
    const use = (at: Date) =>
      authenticateServerKey(deps, { secret: key.secret, scope: "matches:report", now: at });
    await use(now);
    expect(await lastUsed()).toBe(now.toISOString());
    await use(new Date(now.getTime() + 59_000));
    expect(await lastUsed()).toBe(now.toISOString());
    await use(minutes(1));
    expect(await lastUsed()).toBe(minutes(1).toISOString());
  });

  it("stops a revoked key at once and an expired one at its expiry", async () => {
    const revoked = await createServerKey(deps, {
      actor: admin,
      key: { name: "Leaked", scopes: ["rewards:grant"] },
      now,
    });
    const row = await revokeServerKey(deps, { actor: admin, id: revoked.id, now });
    expect(row.status).toBe("revoked");
    const refused = await refusal(
      authenticateServerKey(deps, { secret: revoked.secret, scope: "rewards:grant", now }),
    );
    expect(refused.status).toBe(401);
    expect(refused.message).toContain("was revoked");
    expect((await refusal(revokeServerKey(deps, { actor: admin, id: revoked.id, now }))).status).toBe(409);

    const expiring = await createServerKey(deps, {
      actor: admin,
      key: { name: "Trial", scopes: ["matches:report"], expiresAt: minutes(30) },
      now,
    });
    await authenticateServerKey(deps, { secret: expiring.secret, scope: "matches:report", now: minutes(29) });
    const expired = await refusal(
      authenticateServerKey(deps, { secret: expiring.secret, scope: "matches:report", now: minutes(30) }),
    );
    expect(expired.details?.reason).toBe("expired_key");
  });

  it("rotates: a new secret with the same name and scopes; the old one works through its grace only", async () => {
    const old = await createServerKey(deps, {
      actor: admin,
      key: { name: "Cup server", scopes: ["matches:report", "rewards:grant"] },
      now,
    });
    const rotated = await rotateServerKey(deps, {
      actor: admin,
      id: old.id,
      rotation: { graceMinutes: 10 },
      now,
    });
    expect(rotated).toMatchObject({
      name: "Cup server",
      scopes: old.scopes,
      rotatedFromId: old.id,
      status: "active",
    });
    expect(rotated.secret).not.toBe(old.secret);
    expect(rotated.replaced).toMatchObject({
      id: old.id,
      replacedById: rotated.id,
      status: "retiring",
      expiresAt: minutes(10).toISOString(),
    });
    const grant = (secret: string, at: Date) =>
      authenticateServerKey(deps, { secret, scope: "rewards:grant", now: at });
    await grant(old.secret, minutes(9));
    await grant(rotated.secret, minutes(9));
    const stopped = await refusal(grant(old.secret, minutes(10)));
    expect(stopped.details?.reason).toBe("rotated_key");
    expect(stopped.message).toContain("use its new key");
    await grant(rotated.secret, minutes(60));

    const again = await refusal(rotateServerKey(deps, { actor: admin, id: old.id, rotation: {}, now }));
    expect(again.details?.reason).toBe("rotated");
    const atOnce = await rotateServerKey(deps, {
      actor: admin,
      id: rotated.id,
      rotation: {},
      now: minutes(60),
    });
    expect((await refusal(grant(rotated.secret, minutes(60)))).status).toBe(401);
    await grant(atOnce.secret, minutes(60));

    const audit = await deps.db.history.findMany({
      where: { type: historyTypes.staffAction, data: { path: ["action"], equals: "server_key.rotate" } },
    });
    expect(audit.map((row) => (row.data as { serverKeyId: string }).serverKeyId)).toEqual(
      expect.arrayContaining([old.id, rotated.id]),
    );
    const statuses = await listServerKeys(deps, {
      actor: admin,
      filter: { status: "replaced" },
      sort: { field: "createdAt", order: "DESC" },
      skip: 0,
      take: 50,
      now: minutes(60),
    });
    expect(statuses.rows.map((row) => row.id)).toEqual(expect.arrayContaining([old.id, rotated.id]));
    expect(statuses.rows.map((row) => row.id)).not.toContain(atOnce.id);
  });

  it("takes GAME_SERVER_KEY as the bootstrap key with every scope", async () => {
    for (const scope of ["matches:report", "rewards:grant"] as const) {
      expect(await authenticateServerKey(deps, { secret: bootstrap, scope, now })).toEqual({
        id: null,
        name: bootstrapKeyName,
        prefix: null,
        scopes: ["matches:report", "rewards:grant"],
      });
    }
    const unset = { ...deps, env: { ...deps.env, GAME_SERVER_KEY: undefined } };
    expect(
      (await refusal(authenticateServerKey(unset, { secret: bootstrap, scope: "matches:report", now })))
        .status,
    ).toBe(401);
  });
});
