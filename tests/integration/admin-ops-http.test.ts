// The console's operations API over real HTTP, driven by the console's own
// data provider (ra-data-simple-rest) with signed-in cookie jars: shop items,
// the rotation, leaderboards, transactions (refunds through the Stripe double
// and the webhook's own reversal), staff roles and item grants. Sort, range and
// filters; the role matrix of every mutation; one audit row per mutation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gemPacks } from "../../api/src/catalogue/gem-packs.ts";
import { ingredientNames } from "../../api/src/catalogue/ingredients.ts";
import { monsterNames } from "../../api/src/catalogue/monsters.ts";
import { createGemCheckout } from "../../api/src/payments/checkout.ts";
import { confirmLocalCheckout } from "../../api/src/payments/local-test-mode.ts";
import { changeStaffRole } from "../../api/src/staff/change-staff-role.ts";
import type { ConsoleDataProvider } from "../../console/src/data-provider.ts";
import { adminProvider, failure, type Role, signedIn } from "../support/admin-http.ts";
import { createTestPlayer } from "../support/auth.ts";
import { type AuthTestServer, startAuthServer } from "../support/auth-server.ts";
import { type StripeDouble, startStripeDouble } from "../support/stripe-double.ts";
import { deliverStripeEvent, stripeEvent } from "../support/stripe-webhooks.ts";

const webhookSecret = "whsec_test_admin_ops";
let stripeDouble: StripeDouble;
let server: AuthTestServer;
const ids = {} as Record<Role, string>;
const providers = {} as Record<Role, ConsoleDataProvider>;

beforeAll(async () => {
  stripeDouble = await startStripeDouble();
  server = await startAuthServer({
    STRIPE_SECRET_KEY: "sk_test_double",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_HOST: stripeDouble.host,
    STRIPE_API_PORT: String(stripeDouble.port),
    STRIPE_API_PROTOCOL: "http",
  });
  for (const role of ["player", "analyst", "liveops", "admin"] as const) {
    const { browser, account } = await signedIn(server, role);
    ids[role] = account.id;
    providers[role] = adminProvider(server, browser.fetch);
  }
});
afterAll(async () => {
  await server.close();
  await stripeDouble.close();
});

/** The staff_action rows of one action, oldest first. */
const audits = async (action: string) =>
  (await server.deps.db.history.findMany({ where: { type: "staff_action" }, orderBy: { id: "asc" } })).filter(
    (row) => (row.data as { action?: string }).action === action,
  );

const item = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  category: "monsters",
  price: 500,
  currency: "gold",
  tier: 1,
  discount: 0,
  isAvailable: true,
  grant: { kind: "monster", name: monsterNames[0], quality: "common" },
  ...overrides,
});

describe("shop items", () => {
  it("creates, reads, lists with sort, range and filters, updates and deletes, each audited", async () => {
    const created = await providers.liveops.create("shop-items", { data: item("Ops Pup") });
    expect(created.data).toMatchObject({
      name: "Ops Pup",
      type: "monster",
      timesBought: 0,
      isRetired: false,
    });
    const id = created.data.id as number;
    for (const [index, name] of ["Ops Relic A", "Ops Relic B", "Ops Relic C"].entries()) {
      await providers.admin.create("shop-items", {
        data: item(name, {
          category: "relics",
          price: 100 * (index + 1),
          isAvailable: index !== 1,
          grant: { kind: "relic", name: "Ember Charm", quality: "rare" },
        }),
      });
    }
    const one = await providers.analyst.getOne("shop-items", { id });
    expect(one.data.name).toBe("Ops Pup");

    const relics = await providers.analyst.getList("shop-items", {
      pagination: { page: 1, perPage: 2 },
      sort: { field: "price", order: "DESC" },
      filter: { category: "relics" },
    });
    expect(relics.total).toBe(3);
    expect(relics.data.map((row) => row.name)).toEqual(["Ops Relic C", "Ops Relic B"]);
    const onSale = await providers.analyst.getList("shop-items", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "name", order: "ASC" },
      filter: { category: "relics", available: true },
    });
    expect(onSale.data.map((row) => row.name)).toEqual(["Ops Relic A", "Ops Relic C"]);
    const byName = await providers.analyst.getList("shop-items", {
      pagination: { page: 1, perPage: 10 },
      sort: { field: "id", order: "ASC" },
      filter: { q: "Ops Relic" },
    });
    expect(byName.total).toBe(3);

    // react-admin sends the whole record back: read-only fields are ignored.
    const updated = await providers.liveops.update("shop-items", {
      id,
      data: { ...one.data, discount: 20, tier: 3 },
      previousData: one.data,
    });
    expect(updated.data).toMatchObject({ discount: 20, tier: 3 });
    await providers.liveops.delete("shop-items", { id, previousData: updated.data });
    await expect(providers.analyst.getOne("shop-items", { id })).rejects.toMatchObject({ status: 404 });

    expect(await audits("shop_item.create")).toHaveLength(4);
    const [change] = (await audits("shop_item.update")).filter(
      (row) => (row.data as { itemId: number }).itemId === id,
    );
    expect(change!.actorId).toBe(ids.liveops);
    expect(change!.data).toMatchObject({
      before: { discount: 0, tier: 1 },
      after: { discount: 20, tier: 3 },
    });
    expect((await audits("shop_item.delete")).map((row) => (row.data as { itemId: number }).itemId)).toEqual([
      id,
    ]);
  });

  it("refuses bad input in react-admin's shape, unknown filters and a duplicate name", async () => {
    const tier = await failure(providers.admin.create("shop-items", { data: item("Bad Tier", { tier: 6 }) }));
    expect(tier.status).toBe(400);
    expect(tier.body).toMatchObject({ errors: { tier: "Tier 1 to 5." } });
    const discount = await failure(
      providers.admin.create("shop-items", { data: item("Bad Discount", { discount: 95 }) }),
    );
    expect(discount.body).toMatchObject({ errors: { discount: "0 to 90 percent." } });
    const grant = await failure(
      providers.admin.create("shop-items", {
        data: item("Bad Grant", { grant: { kind: "monster", name: "Nope" } }),
      }),
    );
    expect(grant.status).toBe(400);
    await providers.admin.create("shop-items", { data: item("Twice") });
    const twice = await failure(providers.admin.create("shop-items", { data: item("Twice") }));
    expect(twice.body).toMatchObject({ errors: { name: "There is already an item called Twice." } });
    const filter = await failure(
      providers.admin.getList("shop-items", {
        pagination: { page: 1, perPage: 5 },
        sort: { field: "id", order: "ASC" },
        filter: { owner: "x" },
      }),
    );
    expect(filter.status).toBe(400);
    const sort = await failure(
      providers.admin.getList("shop-items", {
        pagination: { page: 1, perPage: 5 },
        sort: { field: "grant", order: "ASC" },
        filter: {},
      }),
    );
    expect(sort.status).toBe(400);
  });

  it("refuses to delete a bought item; retiring takes it off sale and out of the rotation", async () => {
    const created = await providers.admin.create("shop-items", { data: item("Bought Once") });
    const id = created.data.id as number;
    await server.deps.db.shopItemTransaction.create({
      data: { shopItemId: id, userId: ids.player, price: 500, currency: "gold" },
    });
    const refused = await failure(providers.admin.delete("shop-items", { id, previousData: created.data }));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      "Bought Once was bought 1 times, so it cannot be deleted: retire it instead.",
    );

    const retired = await providers.admin.update("shop-items", {
      id,
      data: { isRetired: true },
      previousData: created.data,
    });
    expect(retired.data).toMatchObject({ isRetired: true, isAvailable: false });
    const preview = await providers.analyst.previewShopRotation();
    expect(preview.data.items.map((row) => row.id)).not.toContain(id);
  });

  it("previews the next day's rotation without changing anything, and runs today's as a rotate-shop job run by the staff member", async () => {
    const before = await server.deps.db.history.count();
    const preview = await providers.analyst.previewShopRotation();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(preview.data.day).toBe(tomorrow);
    expect(preview.data.available).toBeGreaterThan(0);
    expect(await server.deps.db.history.count()).toBe(before);
    expect((await providers.analyst.previewShopRotation()).data).toEqual(preview.data);

    const run = await providers.liveops.rotateShop();
    expect(run.data.day).toBe(new Date().toISOString().slice(0, 10));
    const onSale = await server.deps.db.shopItem.findMany({
      where: { isAvailable: true },
      select: { id: true },
    });
    expect(onSale.map((row) => row.id).sort((a, b) => a - b)).toEqual(run.data.items.map((row) => row.id));
    const [audit] = await audits("job.run");
    expect(audit).toMatchObject({
      actorId: ids.liveops,
      data: { job: "rotate-shop", runId: run.data.runId },
    });
    const runs = await providers.liveops.getList("job-runs", {
      filter: { job: "rotate-shop" },
      sort: { field: "startedAt", order: "DESC" },
      pagination: { page: 1, perPage: 5 },
    });
    expect(runs.data[0]).toMatchObject({
      id: run.data.runId,
      job: "rotate-shop",
      trigger: "manual",
      status: "succeeded",
      counts: { available: run.data.available, discounted: run.data.discounted },
      actor: { id: ids.liveops, role: "liveops" },
    });
  });
});

describe("leaderboards", () => {
  it("creates a board, pages its standings with names, and a LiveOps reset archives and clears it", async () => {
    const board = await providers.liveops.create("leaderboards", {
      data: { periodicity: "weekly", type: "kills", operator: "increment" },
    });
    const leaderboardId = board.data.id as number;
    expect(board.data.brackets[0]).toEqual({ fromRank: 1, toRank: 1, reward: { gems: 250, gold: 2500 } });
    const twice = await failure(
      providers.liveops.create("leaderboards", {
        data: { periodicity: "weekly", type: "kills", operator: "best" },
      }),
    );
    expect(twice.body).toMatchObject({ errors: { type: "The board “Weekly kills” already exists." } });
    const changed = await providers.liveops.update("leaderboards", {
      id: leaderboardId,
      data: { ...board.data, operator: "best" },
      previousData: board.data,
    });
    expect(changed.data.operator).toBe("best");

    const players = await Promise.all(
      ["Alpha Ops", "Bravo Ops", "Charlie Ops"].map((name) => createTestPlayer(server.deps, { name })),
    );
    await server.deps.db.leaderboardContender.createMany({
      data: players.map((player, index) => ({ leaderboardId, userId: player.id, score: 100 - index * 10 })),
    });
    const standings = await providers.analyst.getManyReference("leaderboard-standings", {
      target: "leaderboardId",
      id: leaderboardId,
      pagination: { page: 2, perPage: 2 },
      sort: { field: "rank", order: "ASC" },
      filter: {},
    });
    expect(standings.total).toBe(3);
    expect(standings.data).toMatchObject([{ rank: 3, name: "Charlie Ops", score: 80 }]);

    expect((await failure(providers.analyst.resetLeaderboard(leaderboardId))).status).toBe(403);
    const reset = (await providers.liveops.resetLeaderboard(leaderboardId)).data as {
      closed: { archived: number; cleared: number };
      rewarded: number;
    };
    expect(reset.closed).toMatchObject({ archived: 3, cleared: 3 });
    expect(reset.rewarded).toBe(3);
    const after = await providers.analyst.getManyReference("leaderboard-standings", {
      target: "leaderboardId",
      id: leaderboardId,
      pagination: { page: 1, perPage: 10 },
      sort: { field: "rank", order: "ASC" },
      filter: {},
    });
    expect(after.total).toBe(0);
    const archive = await providers.analyst.getManyReference("leaderboard-archive", {
      target: "leaderboardId",
      id: leaderboardId,
      pagination: { page: 1, perPage: 10 },
      sort: { field: "rank", order: "ASC" },
      filter: {},
    });
    expect(archive.data.map((row) => [row.rank, row.name, row.rewardSent])).toEqual([
      [1, "Alpha Ops", true],
      [2, "Bravo Ops", true],
      [3, "Charlie Ops", true],
    ]);
    const detail = await providers.analyst.getOne("leaderboards", { id: leaderboardId });
    expect(detail.data).toMatchObject({ contenders: 0, periods: [{ contenders: 3 }] });
    const picked = await providers.analyst.getManyReference("leaderboard-archive", {
      target: "leaderboardId",
      id: leaderboardId,
      pagination: { page: 1, perPage: 2 },
      sort: { field: "rank", order: "ASC" },
      filter: { periodStart: detail.data.periods[0].periodStart },
    });
    expect(picked.total).toBe(3);
    expect(picked.data.map((row) => row.rank)).toEqual([1, 2]);
    expect(await audits("leaderboard.reset")).toMatchObject([
      { actorId: ids.liveops, data: { leaderboardId, archived: 3, cleared: 3 } },
    ]);
    expect(await audits("leaderboard.create")).toHaveLength(1);
    expect(await audits("leaderboard.update")).toHaveLength(1);
    // The audit trail names the board each row is about (the console words it "Weekly kills"), not only its id.
    const trail = await providers.analyst.getList("history", {
      pagination: { page: 1, perPage: 50 },
      sort: { field: "createdAt", order: "DESC" },
      filter: { type: "staff_action", actorId: ids.liveops },
    });
    const boardRows = trail.data.filter((row) => /^leaderboard\./.test(String(row.data.action)));
    expect(boardRows.map((row) => [row.data.action, row.leaderboard])).toEqual(
      ["leaderboard.reset", "leaderboard.update", "leaderboard.create"].map((action) => [
        action,
        { id: leaderboardId, periodicity: "weekly", type: "kills" },
      ]),
    );
  });
});

describe("transactions", () => {
  const pack = gemPacks[1];

  async function deliver(type: string, object: Record<string, unknown>) {
    const response = await deliverStripeEvent(server.url, stripeEvent(type, object), webhookSecret);
    expect(response.status).toBe(200);
  }

  async function buy(userId: string, paymentIntentId: string, country: string, currency: "eur" | "usd") {
    await deliver("checkout.session.completed", {
      id: `cs_${paymentIntentId}`,
      object: "checkout.session",
      payment_intent: paymentIntentId,
      payment_status: "paid",
      amount_total: pack.prices[currency],
      currency,
      metadata: { userId, packId: pack.id, gems: String(pack.gems) },
      customer_details: { address: { country } },
    });
  }

  const gemsOf = async (userId: string) =>
    (await server.deps.db.user.findUniqueOrThrow({ where: { id: userId } })).paidCurrency;

  it("lists purchases filtered by country, currency, player and dates", async () => {
    const buyer = await createTestPlayer(server.deps);
    await buy(buyer.id, "pi_ops_fr_1", "FR", "eur");
    await buy(buyer.id, "pi_ops_fr_2", "FR", "eur");
    await buy(buyer.id, "pi_ops_us_1", "US", "usd");
    const page = (filter: object) =>
      providers.analyst.getList("transactions", {
        pagination: { page: 1, perPage: 10 },
        sort: { field: "createdAt", order: "DESC" },
        filter,
      });
    expect((await page({ country: "fr", currency: "EUR" })).total).toBe(2);
    expect((await page({ userId: buyer.id, currency: "usd" })).data).toMatchObject([
      { paymentIntentId: "pi_ops_us_1", country: "US", gems: pack.gems, status: "completed" },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page({ userId: buyer.id, createdAt_gte: today, createdAt_lte: today })).total).toBe(3);
    expect((await page({ userId: buyer.id, createdAt_lte: "2020-01-01" })).total).toBe(0);
    expect((await failure(page({ country: "France" }))).status).toBe(400);
  });

  it("an admin's refund asks Stripe once and takes the gems back once; the later webhook changes nothing", async () => {
    const buyer = await createTestPlayer(server.deps);
    const start = await gemsOf(buyer.id);
    await buy(buyer.id, "pi_ops_refund", "DE", "eur");
    expect(await gemsOf(buyer.id)).toBe(start + pack.gems);
    const [row] = (
      await providers.admin.getList("transactions", {
        pagination: { page: 1, perPage: 1 },
        sort: { field: "id", order: "DESC" },
        filter: { userId: buyer.id },
      })
    ).data;
    for (const role of ["analyst", "liveops"] as const) {
      expect((await failure(providers[role].refundTransaction(row!.id))).status).toBe(403);
    }
    const refund = await providers.admin.refundTransaction(row!.id);
    expect(refund.data).toMatchObject({
      taken: pack.gems,
      shortfall: 0,
      transaction: { status: "refunded" },
    });
    expect(await gemsOf(buyer.id)).toBe(start);
    const refunds = stripeDouble.requests.filter((request) => request.path === "/v1/refunds");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body.get("payment_intent")).toBe("pi_ops_refund");
    expect(refunds[0]!.idempotencyKey).toBe("refund:pi_ops_refund");

    const again = await failure(providers.admin.refundTransaction(row!.id));
    expect(again.status).toBe(409);
    expect(again.message).toBe("This purchase is already refunded: nothing to refund.");
    await deliver("charge.refunded", {
      id: "ch_pi_ops_refund",
      object: "charge",
      payment_intent: "pi_ops_refund",
      refunded: true,
      amount: pack.prices.eur,
      amount_refunded: pack.prices.eur,
    });
    expect(await gemsOf(buyer.id)).toBe(start);
    const ledger = await server.deps.db.history.findMany({
      where: { userId: buyer.id, type: "currency" },
      orderBy: { id: "asc" },
    });
    expect(
      ledger.filter((entry) => (entry.data as { reason?: string }).reason === "gem_refund"),
    ).toHaveLength(1);
    expect(await audits("transaction.refund")).toMatchObject([
      { actorId: ids.admin, userId: buyer.id, data: { transactionId: row!.id, taken: pack.gems } },
    ]);
  });
});

describe("transactions in the local test mode (no Stripe key)", () => {
  it("a refund takes the gems back without calling Stripe", async () => {
    const local = await startAuthServer();
    try {
      const { browser } = await signedIn(local, "admin");
      const admin = adminProvider(local, browser.fetch);
      const buyer = await createTestPlayer(local.deps);
      const checkout = await createGemCheckout(local.deps, { userId: buyer.id, packId: gemPacks[0].id });
      expect(checkout.testMode).toBe(true);
      await confirmLocalCheckout(local.deps, {
        userId: buyer.id,
        sessionId: checkout.sessionId,
        country: "FR",
      });
      const gems = async () =>
        (await local.deps.db.user.findUniqueOrThrow({ where: { id: buyer.id } })).paidCurrency;
      const paid = await gems();
      const [row] = (
        await admin.getList("transactions", {
          pagination: { page: 1, perPage: 1 },
          sort: { field: "id", order: "DESC" },
          filter: { userId: buyer.id },
        })
      ).data;
      const refund = await admin.refundTransaction(row!.id);
      expect(refund.data).toMatchObject({ taken: gemPacks[0].gems, stripeRefundId: null });
      expect(await gems()).toBe(paid - gemPacks[0].gems);
    } finally {
      await local.close();
    }
  });
});

describe("staff", () => {
  it("lists staff for admins only, changes roles with an audit row, never your own", async () => {
    const staff = await providers.admin.getList("staff", {
      pagination: { page: 1, perPage: 50 },
      sort: { field: "email", order: "ASC" },
      filter: {},
    });
    expect(staff.data.map((row) => row.role).sort()).toEqual(["admin", "analyst", "liveops"]);
    for (const role of ["analyst", "liveops", "player"] as const) {
      const refused = await failure(
        providers[role].getList("staff", {
          pagination: { page: 1, perPage: 5 },
          sort: { field: "email", order: "ASC" },
          filter: {},
        }),
      );
      expect(refused.status).toBe(403);
    }
    const recruit = await createTestPlayer(server.deps);
    const added = await providers.admin.create("staff", { data: { email: recruit.email, role: "analyst" } });
    expect(added.data).toMatchObject({ id: recruit.id, role: "analyst" });
    const promoted = await providers.admin.update("staff", {
      id: recruit.id,
      data: { ...added.data, role: "liveops" },
      previousData: added.data,
    });
    expect(promoted.data.role).toBe("liveops");
    const own = await failure(
      providers.admin.update("staff", {
        id: ids.admin,
        data: { role: "analyst" },
        previousData: { id: ids.admin },
      }),
    );
    expect(own.status).toBe(403);
    const unknown = await failure(
      providers.admin.create("staff", { data: { email: "nobody@x.test", role: "admin" } }),
    );
    expect(unknown.body).toMatchObject({
      errors: { email: "No account has this e-mail: the person signs up first." },
    });
    expect(await audits("staff.role")).toMatchObject([
      {
        actorId: ids.admin,
        userId: recruit.id,
        data: { before: { role: "player" }, after: { role: "analyst" } },
      },
      {
        actorId: ids.admin,
        userId: recruit.id,
        data: { before: { role: "analyst" }, after: { role: "liveops" } },
      },
    ]);
  });

  it("never demotes the last admin, even when two admins demote each other", async () => {
    const second = await signedIn(server, "admin");
    const secondProvider = adminProvider(server, second.browser.fetch);
    const outcomes = await Promise.allSettled([
      providers.admin.update("staff", { id: second.account.id, data: { role: "liveops" }, previousData: {} }),
      secondProvider.update("staff", { id: ids.admin, data: { role: "liveops" }, previousData: {} }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(await server.deps.db.user.count({ where: { role: "admin" } })).toBe(1);
    const [survivor] = await server.deps.db.user.findMany({ where: { role: "admin" } });
    const demoted = survivor!.id === ids.admin ? second.account.id : ids.admin;
    // A stale admin (demoted a moment ago) acting on the last admin is refused by the locked count.
    await expect(
      changeStaffRole(server.deps, {
        actor: { id: demoted, role: "admin" },
        id: survivor!.id,
        change: { role: "liveops" },
      }),
    ).rejects.toMatchObject({
      code: "conflict",
      message: "This is the last admin: make someone else admin first.",
    });
    // Restore the first admin for the other tests.
    if (survivor!.id !== ids.admin) {
      await server.deps.db.user.update({ where: { id: ids.admin }, data: { role: "admin" } });
    }
  });
});

describe("role matrix", () => {
  it("each role × each mutation: analysts and players get 403 and leave no audit row", async () => {
    const target = await providers.admin.create("shop-items", { data: item("Matrix Item") });
    const board = await server.deps.db.leaderboard.create({
      data: { periodicity: "daily", type: "pveWins" },
    });
    const recruit = await createTestPlayer(server.deps, { role: "analyst" });
    const mutations: Record<
      string,
      { allowed: Role[]; run: (provider: ConsoleDataProvider) => Promise<unknown> }
    > = {
      "shop-items create": {
        allowed: ["liveops", "admin"],
        run: (provider) => provider.create("shop-items", { data: item(`Matrix ${Math.random()}`) }),
      },
      "shop-items update": {
        allowed: ["liveops", "admin"],
        run: (provider) =>
          provider.update("shop-items", {
            id: target.data.id,
            data: { price: 777 },
            previousData: target.data,
          }),
      },
      "shop-items delete": {
        allowed: ["liveops", "admin"],
        run: async (provider) => {
          const doomed = await server.deps.db.shopItem.create({
            data: { ...item(`Doomed ${Math.random()}`), type: "monster" } as never,
          });
          return provider.delete("shop-items", { id: doomed.id, previousData: doomed });
        },
      },
      "shop rotate": { allowed: ["liveops", "admin"], run: (provider) => provider.rotateShop() },
      "leaderboards create": {
        allowed: ["liveops", "admin"],
        run: async (provider) => {
          await server.deps.db.leaderboard.deleteMany({
            where: { periodicity: "monthly", type: "bossPoints" },
          });
          return provider.create("leaderboards", {
            data: { periodicity: "monthly", type: "bossPoints", operator: "increment" },
          });
        },
      },
      "leaderboards update": {
        allowed: ["liveops", "admin"],
        run: (provider) =>
          provider.update("leaderboards", { id: board.id, data: { operator: "best" }, previousData: {} }),
      },
      "leaderboards reset": {
        allowed: ["liveops", "admin"],
        run: (provider) => provider.resetLeaderboard(board.id),
      },
      "staff create": {
        allowed: ["admin"],
        run: async (provider) => {
          const account = await createTestPlayer(server.deps);
          return provider.create("staff", { data: { email: account.email, role: "analyst" } });
        },
      },
      "staff update": {
        allowed: ["admin"],
        run: async (provider) => {
          const current = await server.deps.db.user.findUniqueOrThrow({ where: { id: recruit.id } });
          const role = current.role === "analyst" ? "liveops" : "analyst";
          return provider.update("staff", { id: recruit.id, data: { role }, previousData: {} });
        },
      },
    };
    for (const [name, mutation] of Object.entries(mutations)) {
      for (const role of ["player", "analyst", "liveops", "admin"] as const) {
        const auditsBefore = await server.deps.db.history.count({
          where: { type: "staff_action", actorId: ids[role] },
        });
        const outcome = await mutation.run(providers[role]).then(
          () => 200,
          (error: { status?: number }) => error.status,
        );
        const auditsAfter = await server.deps.db.history.count({
          where: { type: "staff_action", actorId: ids[role] },
        });
        if (mutation.allowed.includes(role)) {
          expect([name, role, outcome]).toEqual([name, role, 200]);
          expect([name, role, auditsAfter - auditsBefore]).toEqual([name, role, 1]);
        } else {
          expect([name, role, outcome]).toEqual([name, role, 403]);
          expect([name, role, auditsAfter]).toEqual([name, role, auditsBefore]);
        }
      }
    }
  });
});

describe("grants", () => {
  it("a staff grant gives ingredients and items", async () => {
    const target = await createTestPlayer(server.deps);
    const result = (await providers.liveops.playerAction(target.id, "grant", {
      reason: "Event compensation",
      ingredients: [{ name: ingredientNames[0], quantity: 3 }],
      items: [{ type: "monster", name: monsterNames[1], quality: "rare" }],
    })) as { data: { granted: { ingredients?: unknown[]; items?: unknown[] } } };
    expect(result.data.granted.ingredients).toEqual([{ name: ingredientNames[0], quantity: 3 }]);
    expect(result.data.granted.items).toHaveLength(1);
  });
});

describe("OpenAPI", () => {
  it("documents every admin route, the players and audit-trail ones included", async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    for (const path of [
      "/api/admin/shop-items",
      "/api/admin/shop-items/{id}",
      "/api/admin/shop/rotation-preview",
      "/api/admin/shop/rotate",
      "/api/admin/leaderboards",
      "/api/admin/leaderboards/{id}",
      "/api/admin/leaderboards/{id}/reset",
      "/api/admin/leaderboard-standings",
      "/api/admin/leaderboard-archive",
      "/api/admin/transactions",
      "/api/admin/transactions/{id}",
      "/api/admin/transactions/{id}/refund",
      "/api/admin/staff",
      "/api/admin/staff/{id}",
      "/api/admin/players",
      "/api/admin/players/{id}",
      "/api/admin/players/{id}/ban",
      "/api/admin/players/{id}/unban",
      "/api/admin/players/{id}/grant",
      "/api/admin/players/{id}/reset-daily-reward",
      "/api/admin/history",
      "/api/admin/jobs",
      "/api/admin/jobs/{name}/run",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths["/api/admin/players/{id}/grant"]!.post!.tags).toEqual(["admin: players"]);
  });
});
