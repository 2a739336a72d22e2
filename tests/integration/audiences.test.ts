// Saved audiences over real HTTP, driven by the console's own data provider
// with signed-in cookie jars: create, read, list (with live sizes), update,
// delete, each audited; names unique ignoring case; sizes counted in SQL for
// seeded players; the preview of rules; delete refused while a promo code uses
// the audience; a message to an audience reaches exactly its members; a promo
// code restricted to an audience refuses a non-member and accepts a member.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleDataProvider } from "../../console/src/data-provider.ts";
import { adminProvider, failure, type Role, signedIn } from "../support/admin-http.ts";
import { createTestPlayer } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";

let server: AuthTestServer;
const ids = {} as Record<Role, string>;
const providers = {} as Record<Role | "visitor", ConsoleDataProvider>;
const page = { page: 1, perPage: 100 };

let stamp = 0;
const unique = (base: string) => {
  stamp += 1;
  return `${base} ${Date.now().toString(36)}${stamp}`;
};

const auditSince = (afterId: number) =>
  server.deps.db.history.findMany({
    where: { type: "staff_action", id: { gt: afterId } },
    orderBy: { id: "asc" },
  });
const lastHistoryId = async () =>
  (await server.deps.db.history.findFirst({ orderBy: { id: "desc" }, select: { id: true } }))?.id ?? 0;

/** A player with these facts; level in the 700s keeps each test's players apart from the others. */
async function seededPlayer(facts: {
  level: number;
  vip?: boolean;
  activeDaysAgo?: number;
  paidCents?: { price: number; currency: string; country: string }[];
}) {
  const player = await createTestPlayer(server.deps);
  const now = Date.now();
  await server.deps.db.user.update({
    where: { id: player.id },
    data: {
      level: facts.level,
      vipExpiresAt: facts.vip ? new Date(now + 5 * 86_400_000) : null,
      lastActiveAt:
        facts.activeDaysAgo === undefined ? null : new Date(now - facts.activeDaysAgo * 86_400_000),
    },
  });
  for (const [index, paid] of (facts.paidCents ?? []).entries()) {
    await server.deps.db.transaction.create({
      data: {
        userId: player.id,
        price: paid.price,
        currency: paid.currency,
        country: paid.country,
        description: "Gem pack",
        paymentIntentId: `pi_${player.id}_${index}`,
        createdAt: new Date(now - (10 - index) * 60_000),
      },
    });
  }
  return player;
}

beforeAll(async () => {
  server = await startAuthServer();
  for (const role of ["player", "analyst", "liveops", "admin"] as const) {
    const { browser, account } = await signedIn(server, role);
    ids[role] = account.id;
    providers[role] = adminProvider(server, browser.fetch);
  }
  providers.visitor = adminProvider(server, fetch);
}, 60_000);
afterAll(() => server.close());

describe("saved audiences", () => {
  it("creates, reads, lists, updates and deletes an audience with its live size, each audited", async () => {
    const before = await lastHistoryId();
    const vip = await seededPlayer({ level: 701, vip: true, activeDaysAgo: 1 });
    await seededPlayer({ level: 702, vip: false, activeDaysAgo: 1 });
    await seededPlayer({ level: 703, vip: true, activeDaysAgo: 40 });
    const name = unique("Active VIPs");
    const created = await providers.liveops.create("audiences", {
      data: {
        name,
        description: "VIPs who played this month",
        rules: { levelMin: 701, levelMax: 709, vip: true, activeWithinDays: 30 },
      },
    });
    expect(created.data).toMatchObject({
      name,
      size: 1,
      rules: { levelMin: 701, levelMax: 709, vip: true, activeWithinDays: 30, includeBanned: false },
      createdById: ids.liveops,
    });

    const same = await failure(
      providers.liveops.create("audiences", { data: { name: name.toUpperCase(), rules: {} } }),
    );
    expect(same.status).toBe(409);
    expect(same.body).toMatchObject({
      error: { message: expect.stringContaining("exists already") },
      errors: { name: expect.any(String) },
    });

    const one = await providers.analyst.getOne("audiences", { id: created.data.id });
    expect(one.data).toMatchObject({ name, size: 1 });

    const listed = await providers.analyst.getList("audiences", {
      pagination: page,
      sort: { field: "name", order: "ASC" },
      filter: { q: name.slice(0, 10).toLowerCase() },
    });
    expect(listed.data.find((row) => row.id === created.data.id)).toMatchObject({ size: 1 });

    // The player made VIP-less leaves at once: membership is computed, never stored.
    await server.deps.db.user.update({ where: { id: vip.id }, data: { vipExpiresAt: null } });
    expect((await providers.analyst.getOne("audiences", { id: created.data.id })).data.size).toBe(0);

    const updated = await providers.liveops.update("audiences", {
      id: created.data.id,
      data: { name, description: "Anyone level 701 to 709", rules: { levelMin: 701, levelMax: 709 } },
      previousData: created.data,
    });
    expect(updated.data).toMatchObject({ size: 3, description: "Anyone level 701 to 709" });

    const contradiction = await failure(
      providers.liveops.update("audiences", {
        id: created.data.id,
        data: { name, rules: { levelMin: 20, levelMax: 10 } },
        previousData: updated.data,
      }),
    );
    expect(contradiction.status).toBe(400);
    expect(contradiction.body).toMatchObject({ errors: { "rules.levelMax": expect.any(String) } });

    const deleted = await providers.liveops.delete("audiences", {
      id: created.data.id,
      previousData: updated.data,
    });
    expect(deleted.data.name).toBe(name);
    expect(await server.deps.db.audience.count({ where: { id: created.data.id } })).toBe(0);

    const audit = await auditSince(before);
    expect(audit.map((row) => (row.data as { action: string }).action)).toEqual([
      "audience.create",
      "audience.update",
      "audience.delete",
    ]);
    expect(audit.every((row) => row.actorId === ids.liveops)).toBe(true);
    expect(audit[1]!.data).toMatchObject({
      before: { rules: { vip: true } },
      after: { rules: { levelMin: 701, levelMax: 709 } },
    });
  });

  it("counts sizes in SQL for the seeded players: spend in the reporting currency, countries, lapsed, never paid", async () => {
    // 10 EUR is 11.60 USD at the reporting rate; 5 USD stays 5.00.
    await seededPlayer({
      level: 711,
      activeDaysAgo: 2,
      paidCents: [{ price: 1000, currency: "eur", country: "fr" }],
    });
    await seededPlayer({
      level: 712,
      activeDaysAgo: 20,
      paidCents: [{ price: 500, currency: "usd", country: "US" }],
    });
    await seededPlayer({ level: 713 });
    const band = { levelMin: 711, levelMax: 719 };
    const size = async (rules: Record<string, unknown>) =>
      (await providers.liveops.previewAudience({ ...band, ...rules })).data.size;
    expect(await size({})).toBe(3);
    expect(await size({ spendMinCents: 1100 })).toBe(1);
    expect(await size({ spendMinCents: 400, spendMaxCents: 1100 })).toBe(1);
    expect(await size({ hasPaid: false })).toBe(1);
    expect(await size({ hasPaid: true })).toBe(2);
    expect(await size({ countries: ["FR", "de"] })).toBe(1);
    expect(await size({ countries: ["FR", "US"] })).toBe(2);
    expect(await size({ inactiveForDays: 7 })).toBe(2);
    expect(await size({ activeWithinDays: 7 })).toBe(1);

    const preview = await providers.liveops.previewAudience({ ...band, hasPaid: true });
    expect(preview.data.sample.map((player) => [player.level, player.country])).toEqual([
      [711, "FR"],
      [712, "US"],
    ]);
    expect(preview.data.sample[0]!.name).toEqual(expect.any(String));

    const saved = await providers.liveops.create("audiences", {
      data: { name: unique("Payers 711"), rules: { ...band, hasPaid: true } },
    });
    const list = await providers.analyst.getList("audiences", {
      pagination: page,
      sort: { field: "id", order: "DESC" },
      filter: {},
    });
    expect(list.data.find((row) => row.id === saved.data.id)?.size).toBe(2);

    const bad = await failure(providers.liveops.previewAudience({ countries: ["France"] }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("countries");
  });

  it("lets analysts read but not change or preview; visitors not even read", async () => {
    const created = await providers.admin.create("audiences", {
      data: { name: unique("Everyone"), rules: {} },
    });
    expect(
      (await failure(providers.analyst.create("audiences", { data: { name: unique("No"), rules: {} } })))
        .status,
    ).toBe(403);
    expect((await failure(providers.analyst.previewAudience({}))).status).toBe(403);
    expect(
      (
        await failure(
          providers.analyst.delete("audiences", { id: created.data.id, previousData: created.data }),
        )
      ).status,
    ).toBe(403);
    expect((await failure(providers.player.getOne("audiences", { id: created.data.id }))).status).toBe(403);
    expect(
      (
        await failure(
          providers.visitor.getList("audiences", {
            pagination: page,
            sort: { field: "id", order: "ASC" },
            filter: {},
          }),
        )
      ).status,
    ).toBe(401);
    expect((await failure(providers.analyst.getOne("audiences", { id: 2_000_000_000 }))).status).toBe(404);
  });

  it("refuses to delete an audience a promo code uses, naming the code", async () => {
    const audience = await providers.liveops.create("audiences", {
      data: { name: unique("Code users"), rules: {} },
    });
    const code = `AUD${Date.now().toString(36).toUpperCase()}`;
    const promo = await providers.liveops.create("promo-codes", {
      data: { code, rewards: { gold: 10 }, audienceId: audience.data.id },
    });
    expect(promo.data.audienceId).toBe(audience.data.id);
    const refused = await failure(
      providers.liveops.delete("audiences", { id: audience.data.id, previousData: audience.data }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toContain(code);
    expect(refused.message).toContain("promo code");
    expect(await server.deps.db.audience.count({ where: { id: audience.data.id } })).toBe(1);

    // An unknown audience on a code is a 400 under its field, not a 500.
    const unknown = await failure(
      providers.liveops.create("promo-codes", {
        data: { code: `${code}X`, rewards: { gold: 1 }, audienceId: 2_000_000_000 },
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { audienceId: expect.any(String) } });
  });
});

describe("using a saved audience", () => {
  it("sends a message to exactly the audience's members, with its name in the sent history", async () => {
    const members = [
      await seededPlayer({ level: 721, vip: true }),
      await seededPlayer({ level: 722, vip: true }),
    ];
    const outsider = await seededPlayer({ level: 723, vip: false });
    const audience = await providers.liveops.create("audiences", {
      data: { name: unique("VIP 72x"), rules: { levelMin: 721, levelMax: 729, vip: true } },
    });
    const target = { kind: "audience", audienceId: audience.data.id };
    expect((await providers.liveops.previewMessageTarget(target)).data.count).toBe(2);
    const sent = await providers.liveops.create("messages", {
      data: { target, draft: { message: "Thanks for being VIP", title: "Thanks" } },
    });
    expect(sent.data.count).toBe(2);
    const reached = await server.deps.db.message.findMany({
      where: { batchId: sent.data.batchId as string },
      select: { userId: true },
    });
    expect(reached.map((row) => row.userId).sort()).toEqual(members.map((member) => member.id).sort());
    expect(reached.some((row) => row.userId === outsider.id)).toBe(false);

    const history = await providers.analyst.getOne("messages", { id: sent.data.id });
    expect(history.data).toMatchObject({
      target,
      targetKind: "audience",
      audienceName: audience.data.name,
      count: 2,
    });
    const row = await server.deps.db.history.findUniqueOrThrow({ where: { id: sent.data.id as number } });
    expect(row.data).toMatchObject({
      audience: { id: audience.data.id, rules: { levelMin: 721, vip: true } },
    });

    const announced = await providers.liveops.create("announcements", {
      data: { title: "Hello VIPs", target },
    });
    expect(announced.data).toMatchObject({ targetKind: "audience", audienceName: audience.data.name });

    const unknown = await failure(
      providers.liveops.create("messages", {
        data: {
          target: { kind: "audience", audienceId: 2_000_000_000 },
          draft: { message: "Hi", title: "Hi" },
        },
      }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.message).toContain("No such audience");
  });

  it("refuses a restricted promo code to a non-member (changing nothing) and grants it to a member", async () => {
    const audience = await providers.liveops.create("audiences", {
      data: { name: unique("Level 731+"), rules: { levelMin: 731, levelMax: 739 } },
    });
    const code = `ONLY${Date.now().toString(36).toUpperCase()}`;
    await providers.liveops.create("promo-codes", {
      data: { code, rewards: { gold: 250 }, audienceId: audience.data.id },
    });
    const redeem = async (level: number) => {
      const { browser, account } = await signedIn(server, "player");
      await server.deps.db.user.update({ where: { id: account.id }, data: { level } });
      const response = await browser.fetch(`${server.url}/api/promo-codes/redeem`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code: code.toLowerCase() }),
      });
      return { account, response, body: (await response.json()) as Record<string, unknown> };
    };
    const outsider = await redeem(5);
    expect(outsider.response.status).toBe(403);
    expect(outsider.body.error).toMatchObject({
      message: "This code is not available for your account.",
      details: { reason: "not_in_audience" },
    });
    const promo = await server.deps.db.promoCode.findUniqueOrThrow({ where: { code } });
    expect(promo.currentUses).toBe(0);
    expect(await server.deps.db.promoCodeRedemption.count({ where: { promoCodeId: promo.id } })).toBe(0);
    const outsiderUser = await server.deps.db.user.findUniqueOrThrow({ where: { id: outsider.account.id } });
    expect(outsiderUser.usedPromoCodes).toEqual([]);

    const member = await redeem(733);
    expect(member.response.status).toBe(200);
    expect(member.body).toMatchObject({ code, granted: { gold: 250 } });
    expect((await server.deps.db.promoCode.findUniqueOrThrow({ where: { code } })).currentUses).toBe(1);
  });
});
