// Everything the platform holds about one player, as one JSON document written
// in chunks (docs/decisions/129). Big tables are read in keyset pages, so the
// memory a download takes does not grow with the player's history. Secrets are
// never written: a password, a token, a device id or a second factor's secret
// is said to be present, never shown. The archive reads the database page by
// page, not from one snapshot: a row added while it is written may or may not
// appear, and none appears twice.
import type { Db } from "../db.ts";
import { ExperimentVariantsSchema } from "../experiments/assignment.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { historyTypes } from "../history/types.ts";
import { renderMessage } from "../inbox/render-message.ts";
import { isStaffRole, roleLabels } from "../staff/permissions.ts";
import {
  achievementName,
  leaderboardName,
  mapName,
  questName,
  rewardSourceName,
} from "../words/display-names.ts";
import { exportConfig } from "./export-numbers.ts";

/** A message's title and text in words, and the template it was written from (null for plain text). */
function messageWords(row: { message: string; params: unknown; rewards: unknown }) {
  const { title, text, template } = renderMessage(row.message, row.params, row.rewards);
  return { title, text, template };
}

export const archiveFormat = "monster-arena-player-export";
export const archiveVersion = 1;

/**
 * Every model with a `userId` column and the sections that carry its rows (docs/decisions/129
 * has the table). tests/integration/privacy-export.test.ts reads prisma/schema.prisma: a new
 * model holding a player's rows fails it until it is archived here (or the ADR says why not).
 */
export const archivedModels = {
  User: "player, signInMethods.password, bans.current",
  UserProfile: "player",
  UserStats: "player.stats",
  Account: "signInMethods.linkedAccounts",
  ClientSession: "signInMethods.gameApps",
  DeviceLogin: "signInMethods.devices",
  AccountToken: "signInMethods.mailedLinks",
  StaffSecondFactor: "signInMethods.secondFactor",
  SecondFactorRecoveryCode: "signInMethods.secondFactor.recoveryCodes",
  Inventory: "inventory, monstersAndRelics, ingredients, teams",
  UserTranscendedItem: "transcended",
  OwnedShopItem: "ownedShopItems",
  Achievement: "achievements",
  Mastery: "masteries",
  Quest: "quests",
  MapProgress: "mapProgress",
  History: "walletLedger, signIns, bans.history, staffActionsAboutYou, otherActivity",
  ShopItemTransaction: "purchases.shop",
  Transaction: "purchases.payments",
  SummonPull: "purchases.summons",
  SummonPity: "purchases.summonGuarantees",
  PromoCodeRedemption: "promoRedemptions",
  ServerGrant: "gameServerGrants",
  Message: "messages",
  PollResult: "pollAnswers",
  LeaderboardContender: "leaderboards.current",
  LeaderboardArchive: "leaderboards.past",
  MatchReport: "matches",
  PlayerActivityDay: "activityDays",
  ExperimentExposure: "experiments",
} as const;

/** What the archive says in place of a secret the platform keeps (only ever as a one-way hash or encrypted). */
const present = "present (kept only in a form that cannot be read back; never exported)";

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const day = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : null);

/** History types with sections of their own; every other History row about the player is in `otherActivity`. */
const signInTypes = [historyTypes.signIn, historyTypes.signInFailed, historyTypes.signUp];
const ownSections = [historyTypes.currency, historyTypes.staffAction, historyTypes.banLifted, ...signInTypes];
const banActions = ["player.ban", "player.unban"];

/** A variant as the experiment names it (its key if the stored variants no longer parse). */
function variantName(variants: unknown, key: string): string {
  const parsed = ExperimentVariantsSchema.safeParse(variants);
  return parsed.success ? (parsed.data.find((variant) => variant.key === key)?.name ?? key) : key;
}

/** Who wrote a History row, for the player's eyes: staff by role, never by account. */
function byWhom(row: { actorId: string | null }, actors: Map<string, string>): string | null {
  if (!row.actorId) return null;
  return actors.get(row.actorId) ?? "a staff member";
}

/** Pages of rows read after the last one's id, until a short page. */
async function* pagesById<Row extends { id: number }>(
  read: (afterId: number, take: number) => Promise<Row[]>,
  size: number = exportConfig.pageSize,
): AsyncGenerator<Row[]> {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

const historySelect = { id: true, createdAt: true, type: true, data: true, actorId: true } as const;
type HistoryRow = Prisma.HistoryGetPayload<{ select: typeof historySelect }>;

/**
 * Pages of the player's History rows in time order, read after the last row's
 * (createdAt, id): the (userId, type, createdAt) index serves each page.
 */
async function* historyPages(
  db: Db,
  userId: string,
  where: Prisma.HistoryWhereInput,
): AsyncGenerator<HistoryRow[]> {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    // "createdAt >= last" bounds the index range (an OR alone would make each page read
    // the player's rows from the start); the OR only skips the rows of the last instant already written.
    const keyset: Prisma.HistoryWhereInput[] = after
      ? [
          { createdAt: { gte: after.createdAt } },
          { OR: [{ createdAt: { gt: after.createdAt } }, { id: { gt: after.id } }] },
        ]
      : [];
    const rows: HistoryRow[] = await db.history.findMany({
      where: { AND: [{ userId }, where, ...keyset] },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: exportConfig.pageSize,
      select: historySelect,
    });
    if (rows.length > 0) yield rows;
    if (rows.length < exportConfig.pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

async function* onePage<Row>(rows: Promise<Row[]>): AsyncGenerator<Row[]> {
  yield await rows;
}

/** A JSON array written page by page: `"key":[…]`. */
async function* arrayOf<Row>(
  key: string,
  pages: AsyncIterable<Row[]>,
  shape: (row: Row) => unknown,
): AsyncGenerator<string> {
  yield `${JSON.stringify(key)}:[`;
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield `${first ? "\n" : ",\n"}${page.map((row) => JSON.stringify(shape(row))).join(",\n")}`;
    first = false;
  }
  yield "]";
}

/** A JSON object whose members are written one after the other: `"key":{…}` (or the top level, key null). */
async function* objectOf(
  key: string | null,
  members: (() => AsyncIterable<string>)[],
): AsyncGenerator<string> {
  yield key === null ? "{\n" : `${JSON.stringify(key)}:{\n`;
  for (const [index, member] of members.entries()) {
    if (index > 0) yield ",\n";
    yield* member();
  }
  yield key === null ? "\n}\n" : "\n}";
}

async function* value(key: string, read: () => Promise<unknown> | unknown): AsyncGenerator<string> {
  yield `${JSON.stringify(key)}:${JSON.stringify(await read())}`;
}

/** The player row and what the archive needs of it before the first chunk (it must exist). */
export async function archiveSubject(db: Db, userId: string) {
  return db.user.findUnique({
    where: { id: userId },
    include: {
      profile: { select: { name: true, avatar: true, banner: true, frame: true } },
      referrer: { select: { profile: { select: { name: true } } } },
      stats: true,
      _count: { select: { referrals: true } },
    },
  });
}
export type ArchiveSubject = NonNullable<Awaited<ReturnType<typeof archiveSubject>>>;

function playerSection(user: ArchiveSubject, now: Date) {
  const { stats } = user;
  return {
    id: user.id,
    email: user.email,
    emailVerifiedAt: iso(user.emailVerifiedAt),
    isGuest: user.isGuest,
    displayName: user.profile?.name ?? null,
    looks: user.profile
      ? { avatar: user.profile.avatar, banner: user.profile.banner, frame: user.profile.frame }
      : null,
    role: isStaffRole(user.role) ? roleLabels[user.role] : "Player",
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
    lastActiveAt: iso(user.lastActiveAt),
    lastLoginDate: day(user.lastLoginDate),
    loginDay: user.loginDay,
    hasClaimedDailyReward: user.hasClaimedDailyReward,
    hasGameAccess: user.hasGameAccess,
    level: user.level,
    xp: user.xp,
    campaignProgress: user.campaignProgress,
    collectionViewedAt: iso(user.collectionViewedAt),
    currencies: { gold: user.freeCurrency, gems: user.paidCurrency },
    vip: {
      active: user.vipExpiresAt !== null && user.vipExpiresAt > now,
      expiresAt: iso(user.vipExpiresAt),
      totalDays: user.totalVipDays,
    },
    referredBy: user.referrerId ? (user.referrer?.profile?.name ?? "a player") : null,
    playersReferred: user._count.referrals,
    paymentCustomerId: user.customerId,
    usedPromoCodes: user.usedPromoCodes,
    deletion: {
      requestedAt: iso(user.deletionRequestedAt),
      dueAt: iso(user.deletionDueAt),
      deletedAt: iso(user.deletedAt),
    },
    stats: stats
      ? Object.fromEntries(Object.entries(stats).filter(([field]) => field !== "id" && field !== "userId"))
      : null,
  };
}

/** The sections of the archive, in order, as JSON text chunks. */
export function archiveChunks(db: Db, user: ArchiveSubject, now: Date): AsyncGenerator<string> {
  const userId = user.id;
  const inventoryId = () =>
    db.inventory.findUnique({ where: { userId }, select: { id: true } }).then((row) => row?.id ?? -1);
  // Staff who wrote rows about the player, by role: read once, when the first such row is written.
  const actors = new Map<string, string>();
  const knowActors = async (rows: { actorId: string | null }[]) => {
    const unknown = [...new Set(rows.map((row) => row.actorId))].filter(
      (id): id is string => id !== null && !actors.has(id),
    );
    if (unknown.length === 0) return;
    const staff = await db.user.findMany({
      where: { id: { in: unknown } },
      select: { id: true, role: true },
    });
    for (const member of staff) {
      actors.set(
        member.id,
        isStaffRole(member.role) ? `a staff member (${roleLabels[member.role]})` : "a staff member",
      );
    }
  };
  async function* withActors(pages: AsyncIterable<HistoryRow[]>): AsyncGenerator<HistoryRow[]> {
    for await (const page of pages) {
      await knowActors(page);
      yield page;
    }
  }
  const historyRow = (row: HistoryRow) => ({
    id: row.id,
    at: iso(row.createdAt),
    type: row.type,
    by: byWhom(row, actors),
    details: row.data,
  });

  return objectOf(null, [
    () => value("format", () => archiveFormat),
    () => value("version", () => archiveVersion),
    () => value("exportedAt", () => now.toISOString()),
    () =>
      value("about", () =>
        [
          "Everything Monster Arena holds about this account, as of exportedAt.",
          "Times are ISO 8601 in UTC; amounts of gold and gems are whole coins, real-money prices are in the currency's minor unit (cents).",
          "Secrets (the password, sign-in tokens, device ids, second-factor secrets) are never exported: where one exists the archive says it is present.",
        ].join(" "),
      ),
    () => value("player", () => playerSection(user, now)),
    () =>
      objectOf("signInMethods", [
        () => value("password", () => (user.passwordHash ? present : null)),
        () =>
          arrayOf(
            "linkedAccounts",
            onePage(db.account.findMany({ where: { userId }, orderBy: { id: "asc" } })),
            (row) => ({
              provider: row.provider,
              providerAccountId: row.providerAccountId,
              linkedAt: iso(row.createdAt),
            }),
          ),
        () =>
          arrayOf(
            "gameApps",
            onePage(
              db.clientSession.findMany({
                where: { userId },
                orderBy: { createdAt: "asc" },
                select: {
                  method: true,
                  clientName: true,
                  createdAt: true,
                  lastUsedAt: true,
                  revokedAt: true,
                  revokedReason: true,
                  _count: { select: { refreshTokens: true } },
                },
              }),
            ),
            (row) => ({
              signedInWith: row.method,
              clientName: row.clientName,
              signedInAt: iso(row.createdAt),
              lastUsedAt: iso(row.lastUsedAt),
              endedAt: iso(row.revokedAt),
              endedBecause: row.revokedReason,
              refreshTokens: `${row._count.refreshTokens} issued; ${present}`,
            }),
          ),
        () =>
          arrayOf(
            "devices",
            onePage(db.deviceLogin.findMany({ where: { userId }, orderBy: { createdAt: "asc" } })),
            (row) => ({
              deviceId: present,
              firstUsedAt: iso(row.createdAt),
              lastUsedAt: iso(row.lastUsedAt),
            }),
          ),
        () =>
          arrayOf(
            "mailedLinks",
            onePage(db.accountToken.findMany({ where: { userId }, orderBy: { createdAt: "asc" } })),
            (row) => ({
              purpose: row.purpose,
              sentAt: iso(row.createdAt),
              expiresAt: iso(row.expiresAt),
              usedAt: iso(row.usedAt),
              newAddress: row.email,
              link: present,
            }),
          ),
        () =>
          value("secondFactor", async () => {
            const factor = await db.staffSecondFactor.findUnique({ where: { userId } });
            if (!factor) return null;
            const codes = await db.secondFactorRecoveryCode.groupBy({
              by: ["usedAt"],
              where: { userId },
              _count: { _all: true },
            });
            const unused = codes
              .filter((row) => row.usedAt === null)
              .reduce((n, row) => n + row._count._all, 0);
            const used = codes
              .filter((row) => row.usedAt !== null)
              .reduce((n, row) => n + row._count._all, 0);
            return {
              setUpAt: iso(factor.createdAt),
              confirmedAt: iso(factor.confirmedAt),
              secret: present,
              recoveryCodes: { unused, used, codes: present },
            };
          }),
      ]),
    () =>
      value("inventory", async () => {
        const inventory = await db.inventory.findUnique({ where: { userId } });
        return inventory
          ? {
              monsterSlots: inventory.monsterSlots,
              relicSlots: inventory.relicSlots,
              ingredientSlots: inventory.ingredientSlots,
              ingredientsCap: inventory.ingredientsCap,
            }
          : null;
      }),
    async function* monsters() {
      const id = await inventoryId();
      yield* arrayOf(
        "monstersAndRelics",
        pagesById((afterId, take) =>
          db.item.findMany({ where: { inventoryId: id, id: { gt: afterId } }, orderBy: { id: "asc" }, take }),
        ),
        (row) => ({
          id: row.id,
          kind: row.type,
          name: row.name,
          quality: row.quality,
          level: row.level,
          xp: row.xp,
          skin: row.skinId,
          acquiredAt: iso(row.createdAt),
        }),
      );
    },
    async function* ingredients() {
      const id = await inventoryId();
      yield* arrayOf(
        "ingredients",
        onePage(db.ingredient.findMany({ where: { inventoryId: id }, orderBy: { name: "asc" } })),
        (row) => ({ name: row.name, quantity: row.quantity }),
      );
    },
    async function* teams() {
      const id = await inventoryId();
      yield* arrayOf(
        "teams",
        onePage(
          db.team.findMany({
            where: { inventoryId: id },
            orderBy: { slot: "asc" },
            include: {
              members: {
                orderBy: { slot: "asc" },
                include: { monster: { select: { name: true } }, relic: { select: { name: true } } },
              },
            },
          }),
        ),
        (team) => ({
          team: team.slot + 1,
          name: team.name,
          members: team.members.map((member) => ({
            place: member.slot + 1,
            monsterId: member.monsterId,
            monster: member.monster.name,
            relicId: member.relicId,
            relic: member.relic?.name ?? null,
          })),
        }),
      );
    },
    () =>
      arrayOf(
        "transcended",
        onePage(db.userTranscendedItem.findMany({ where: { userId }, orderBy: { id: "asc" } })),
        (row) => ({ name: row.name, kind: row.type, at: iso(row.acquiredAt) }),
      ),
    () =>
      arrayOf(
        "ownedShopItems",
        onePage(
          db.ownedShopItem.findMany({
            where: { userId },
            orderBy: { id: "asc" },
            include: { item: { select: { name: true, category: true } } },
          }),
        ),
        (row) => ({
          shopItemId: row.itemId,
          name: row.item.name,
          category: row.item.category,
          at: iso(row.acquiredAt),
        }),
      ),
    () =>
      arrayOf(
        "achievements",
        onePage(db.achievement.findMany({ where: { userId }, orderBy: { acquiredAt: "asc" } })),
        (row) => ({ key: row.name, name: achievementName(row.name), at: iso(row.acquiredAt) }),
      ),
    () =>
      arrayOf(
        "masteries",
        onePage(db.mastery.findMany({ where: { userId }, orderBy: { name: "asc" } })),
        (row) => ({ name: row.name, level: row.level, xp: row.xp }),
      ),
    () =>
      arrayOf(
        "quests",
        onePage(db.quest.findMany({ where: { userId }, orderBy: { name: "asc" } })),
        (row) => ({
          key: row.name,
          name: questName(row.name),
          kind: row.type,
          progress: row.value,
          rewardClaimed: row.isClaimed,
        }),
      ),
    () =>
      arrayOf(
        "mapProgress",
        onePage(
          db.mapProgress.findMany({ where: { userId }, orderBy: [{ name: "asc" }, { difficulty: "asc" }] }),
        ),
        ({ id: _id, userId: _userId, ...row }) => ({ ...row, mapName: mapName(row.name) }),
      ),
    () =>
      arrayOf(
        "walletLedger",
        withActors(historyPages(db, userId, { type: historyTypes.currency })),
        (row) => {
          const data = (row.data ?? {}) as Record<string, unknown>;
          return {
            id: row.id,
            at: iso(row.createdAt),
            currency: data.currency,
            change: data.delta,
            balanceAfter: data.balance,
            reason: data.reason,
            from: typeof data.reason === "string" ? rewardSourceName(data.reason) : null,
            reference: data.ref ?? null,
            by: byWhom(row, actors),
          };
        },
      ),
    () =>
      objectOf("purchases", [
        () =>
          arrayOf(
            "shop",
            pagesById((afterId, take) =>
              db.shopItemTransaction.findMany({
                where: { userId, id: { gt: afterId } },
                orderBy: { id: "asc" },
                take,
                include: { shopItem: { select: { name: true, category: true } } },
              }),
            ),
            (row) => ({
              id: row.id,
              at: iso(row.boughtAt),
              shopItemId: row.shopItemId,
              item: row.shopItem.name,
              category: row.shopItem.category,
              price: row.price,
              paidIn: row.currency,
            }),
          ),
        () =>
          arrayOf(
            "payments",
            pagesById((afterId, take) =>
              db.transaction.findMany({
                where: { userId, id: { gt: afterId } },
                orderBy: { id: "asc" },
                take,
              }),
            ),
            (row) => ({
              id: row.id,
              at: iso(row.createdAt),
              description: row.description,
              price: row.price,
              currency: row.currency,
              country: row.country,
              gems: row.gems,
              status: row.status,
              paymentIntentId: row.paymentIntentId,
              checkoutSessionId: row.checkoutSessionId,
              chargeId: row.chargeId,
            }),
          ),
        () =>
          arrayOf(
            "summons",
            pagesById((afterId, take) =>
              db.summonPull.findMany({
                where: { userId, id: { gt: afterId } },
                orderBy: { id: "asc" },
                take,
              }),
            ),
            (row) => ({
              id: row.id,
              at: iso(row.pulledAt),
              egg: row.egg,
              oddsVersion: row.oddsVersion,
              species: row.species,
              quality: row.quality,
              monsterId: row.itemId,
              guaranteeApplied: row.pityApplied,
              purchaseId: row.purchaseId,
            }),
          ),
        () =>
          arrayOf(
            "summonGuarantees",
            onePage(db.summonPity.findMany({ where: { userId }, orderBy: { egg: "asc" } })),
            (row) => ({
              egg: row.egg,
              pullsWithoutEpic: row.pullsWithoutEpic,
              updatedAt: iso(row.updatedAt),
            }),
          ),
      ]),
    () =>
      arrayOf(
        "promoRedemptions",
        onePage(
          db.promoCodeRedemption.findMany({
            where: { userId },
            orderBy: { id: "asc" },
            include: { promoCode: { select: { code: true, description: true, rewards: true } } },
          }),
        ),
        (row) => ({
          code: row.promoCode.code,
          description: row.promoCode.description,
          rewards: row.promoCode.rewards,
          at: iso(row.redeemedAt),
        }),
      ),
    () =>
      arrayOf(
        "gameServerGrants",
        pagesById((afterId, take) =>
          db.serverGrant.findMany({ where: { userId, id: { gt: afterId } }, orderBy: { id: "asc" }, take }),
        ),
        (row) => ({ id: row.id, at: iso(row.createdAt), asked: row.request, granted: row.result }),
      ),
    () =>
      arrayOf(
        "messages",
        pagesById((afterId, take) =>
          db.message.findMany({ where: { userId, id: { gt: afterId } }, orderBy: { id: "asc" }, take }),
        ),
        (row) => ({
          id: row.id,
          at: iso(row.createdAt),
          expiresAt: iso(row.expiresAt),
          // In words, as the inbox showed it; the template and its params as stored.
          ...messageWords(row),
          params: row.params,
          rewards: row.rewards,
          rewardsCollected: row.areRewardsCollected,
          action: row.action,
          actionTaken: row.hasPerformedAction,
          read: row.isRead,
        }),
      ),
    () =>
      arrayOf(
        "experiments",
        onePage(
          db.experimentExposure.findMany({
            where: { userId },
            orderBy: { exposedAt: "asc" },
            include: { experiment: { select: { name: true, variants: true } } },
          }),
        ),
        (row) => ({
          experiment: row.experiment.name,
          variant: variantName(row.experiment.variants, row.variant),
          firstShownAt: iso(row.exposedAt),
        }),
      ),
    async function* pollAnswers() {
      const answers = await db.pollResult.findMany({ where: { userId }, orderBy: { answerDate: "asc" } });
      const polls = await db.poll.findMany({
        where: { key: { in: answers.map((row) => row.type) } },
        select: { key: true, question: true },
      });
      const question = new Map(polls.map((poll) => [poll.key, poll.question]));
      yield* arrayOf("pollAnswers", onePage(Promise.resolve(answers)), (row) => ({
        poll: row.type,
        question: question.get(row.type) ?? null,
        answer: row.answer,
        pollDate: day(row.pollDate),
        answeredAt: iso(row.answerDate),
      }));
    },
    () =>
      objectOf("leaderboards", [
        () =>
          arrayOf(
            "current",
            onePage(
              db.leaderboardContender.findMany({
                where: { userId },
                orderBy: { id: "asc" },
                include: { leaderboard: { select: { periodicity: true, type: true, periodStart: true } } },
              }),
            ),
            (row) => ({
              leaderboardId: row.leaderboardId,
              board: leaderboardName(row.leaderboard),
              periodStart: iso(row.leaderboard.periodStart),
              score: row.score,
              reachedAt: iso(row.reachedAt),
            }),
          ),
        async function* past() {
          const boards = await db.leaderboard.findMany({
            select: { id: true, periodicity: true, type: true },
          });
          const boardName = new Map(boards.map((board) => [board.id, leaderboardName(board)]));
          yield* arrayOf(
            "past",
            pagesById((afterId, take) =>
              db.leaderboardArchive.findMany({
                where: { userId, id: { gt: afterId } },
                orderBy: { id: "asc" },
                take,
              }),
            ),
            (row) => ({
              leaderboardId: row.leaderboardId,
              board: boardName.get(row.leaderboardId) ?? null,
              periodStart: iso(row.periodStart),
              periodEnd: iso(row.periodEnd),
              rank: row.rank,
              score: row.score,
              reachedAt: iso(row.reachedAt),
              rewardSent: row.rewardSent,
            }),
          );
        },
      ]),
    () =>
      arrayOf(
        "matches",
        pagesById(
          (afterId, take) =>
            db.matchReport.findMany({ where: { userId, id: { gt: afterId } }, orderBy: { id: "asc" }, take }),
          exportConfig.matchPageSize,
        ),
        (row) => ({
          id: row.id,
          at: iso(row.createdAt),
          matchId: row.matchId,
          reportedBy: row.reporter,
          mode: row.mode,
          map: row.map,
          mapName: row.map ? mapName(row.map) : null,
          difficulty: row.difficulty,
          won: row.won,
          result: row.result,
          battleLog: row.log,
        }),
      ),
    () =>
      arrayOf("signIns", historyPages(db, userId, { type: { in: signInTypes } }), (row) => {
        const { address, method, provider, userAgent, ...rest } = (row.data ?? {}) as Record<string, unknown>;
        return {
          id: row.id,
          at: iso(row.createdAt),
          event: row.type,
          method: method ?? provider ?? null,
          address: address ?? null,
          userAgent: userAgent ?? null,
          ...(Object.keys(rest).length > 0 ? { details: rest } : {}),
        };
      }),
    () =>
      objectOf("bans", [
        () =>
          value("current", () =>
            user.isBanned
              ? {
                  reason: user.banReason,
                  bannedAt: iso(user.bannedAt),
                  bannedUntil: iso(user.bannedUntil),
                  by: user.bannedById ? "a staff member" : null,
                }
              : null,
          ),
        () =>
          arrayOf(
            "history",
            withActors(
              historyPages(db, userId, {
                OR: [
                  { type: historyTypes.banLifted },
                  ...banActions.map((action) => ({
                    type: historyTypes.staffAction,
                    data: { path: ["action"], equals: action },
                  })),
                ],
              }),
            ),
            historyRow,
          ),
      ]),
    () =>
      arrayOf(
        "staffActionsAboutYou",
        withActors(historyPages(db, userId, { type: historyTypes.staffAction })),
        historyRow,
      ),
    () =>
      arrayOf(
        "otherActivity",
        withActors(historyPages(db, userId, { type: { notIn: ownSections } })),
        historyRow,
      ),
    async function* activityDays() {
      yield `${JSON.stringify("activityDays")}:[`;
      let after: Date | null = null;
      let first = true;
      for (;;) {
        const rows: { day: Date }[] = await db.playerActivityDay.findMany({
          where: { userId, ...(after ? { day: { gt: after } } : {}) },
          orderBy: { day: "asc" },
          take: exportConfig.pageSize,
          select: { day: true },
        });
        if (rows.length > 0) {
          yield `${first ? "" : ","}${rows.map((row) => JSON.stringify(day(row.day))).join(",")}`;
          first = false;
        }
        if (rows.length < exportConfig.pageSize) break;
        after = rows[rows.length - 1]!.day;
      }
      yield "]";
    },
  ]);
}
