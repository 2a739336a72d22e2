// The hand-written reference of `npm run bench -- http`: the six hot player
// reads served by a plain `node:http` server and a `pg.Pool`, in a process of
// its own (forked by bench/http.ts with startBareReads), so the benchmark can
// tell how much of a route's time is its queries and how much is the server
// around them (Hono, middleware, zod, Prisma, logging).
//
// What it does per request, and no more:
// - Authentication, as the real guard must at minimum: the session cookie's
//   JWE (dir + A256GCM, key by HKDF-SHA256 from AUTH_SECRET, as
//   api/src/auth/session-token.ts) decrypted once per token and then kept, as
//   the server keeps it; then the session user row read on every request (the
//   server's one statement, api/src/auth/session.ts) and checked: present, not
//   banned, same session version. It skips the activity bookkeeping
//   (auth/login-streak.ts), which writes at most once per player per 5 minutes.
// - The same statements the real route sends, text and parameters as
//   PostgreSQL's statement log showed them for the real server (Prisma's SQL
//   copied verbatim), and with the same dependencies: what the real route can
//   only send after an earlier answer (Prisma's nested selects: a user's
//   profile, an inventory's ingredients, the team of a team member) waits for
//   it here too; the rest goes at once. Unnamed statements, as Prisma's
//   adapter sends them; a pool of 20, the server's default.
// - A JSON body of the same data, shaped without the catalogue texts.
// GET /api/auth/session also re-issues the session token (a fresh JWE and
// Set-Cookie on every call), as the NextAuth contract has the real one do; it
// skips the csrf cookie the real one sets when the request has none.
// It leaves out what is not per request: the live-events snapshot the shop
// reads every 5 s, the webhook sender's poll every second.
import { type ChildProcess, fork } from "node:child_process";
import { hkdf, randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { EncryptJWT, type JWTPayload, jwtDecrypt } from "jose";
import pg from "pg";
import { z } from "zod";

const ReadySchema = z.strictObject({ url: z.string().url() });

/** Forks the bare server on the database and session secret of the real one; resolves once it listens. */
export async function startBareReads(env: {
  DATABASE_URL: string;
  AUTH_SECRET: string;
}): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(import.meta.filename, [], {
    env: { ...process.env, ...env, BARE_READS_SERVE: "1" },
    stdio: "inherit",
  });
  const [message] = (await Promise.race([
    once(child, "message"),
    once(child, "exit").then(([code]) => {
      throw new Error(`the bare server exited with ${code} before listening`);
    }),
  ])) as [unknown];
  return { url: ReadySchema.parse(message).url, child };
}

// ───────────────────────────── the server ─────────────────────────────

const sessionMaxAgeSeconds = 30 * 24 * 60 * 60;
const clockToleranceSeconds = 15;
const defaultAroundMe = 5;
const inboxPageSize = 50;

/** The SQL of each read, as the real server sends it. */
const sql = {
  // api/src/auth/session.ts (sessionUserRows)
  sessionUser: `
    SELECT u.id::text AS id, u.email, u.role::text AS role, u."hasGameAccess", u."sessionVersion",
           u."isBanned", u."banReason", u."bannedUntil", u."lastLoginDate", u."lastActiveAt",
           u."emailVerifiedAt" IS NOT NULL AS "emailVerified", u."isGuest", p.name
    FROM "User" u LEFT JOIN "UserProfile" p ON p."userId" = u.id
    WHERE u.id = ANY($1::uuid[])`,
  // api/src/home/player-home.ts: the user, then (Prisma's nested select) the profile
  homeUser: `SELECT "public"."User"."id", "public"."User"."level", "public"."User"."xp", "public"."User"."freeCurrency", "public"."User"."paidCurrency", "public"."User"."vipExpiresAt", "public"."User"."hasGameAccess", "public"."User"."hasClaimedDailyReward", "public"."User"."campaignProgress" FROM "public"."User" WHERE ("public"."User"."id" = $1 AND 1=1) LIMIT $2 OFFSET $3`,
  homeProfile: `SELECT "public"."UserProfile"."id", "public"."UserProfile"."name", "public"."UserProfile"."avatar", "public"."UserProfile"."userId" FROM "public"."UserProfile" WHERE "public"."UserProfile"."userId" = $1 OFFSET $2`,
  teamSize: `SELECT COUNT(*) AS "_count$_all" FROM (SELECT "public"."TeamMember"."id" FROM "public"."TeamMember" LEFT JOIN "public"."Team" AS "j0" ON ("j0"."id") = ("public"."TeamMember"."teamId") LEFT JOIN "public"."Inventory" AS "j1" ON ("j1"."id") = ("j0"."inventoryId") WHERE ("j0"."slot" = $1 AND ("j1"."userId" = $2 AND ("j1"."id" IS NOT NULL)) AND ("j0"."id" IS NOT NULL)) OFFSET $3) AS "sub"`,
  // api/src/quests/list-quests.ts
  quests: `SELECT "public"."Quest"."id", "public"."Quest"."name", "public"."Quest"."value", "public"."Quest"."isClaimed" FROM "public"."Quest" WHERE "public"."Quest"."userId" = $1 OFFSET $2`,
  // api/src/onboarding/first-steps.ts
  firstSteps: `
    SELECT u."createdAt",
      EXISTS (
        SELECT 1 FROM "TeamMember" tm
        JOIN "Team" t ON t.id = tm."teamId"
        JOIN "Inventory" i ON i.id = t."inventoryId"
        WHERE i."userId" = u.id) AS "hasTeam",
      COALESCE(s."pveWins" + s."pveLosses" + s."pvpWins" + s."pvpLosses", 0)::int AS matches,
      COALESCE(s."pveWins" + s."pvpWins", 0)::int AS wins,
      COALESCE(s."questsCompletedDaily" + s."questsCompletedWeekly", 0)::int AS "questsClaimed",
      EXISTS (
        SELECT 1 FROM "History" h
        WHERE h."userId" = u.id AND h.type = $1) AS "claimedDaily",
      u."collectionViewedAt" IS NOT NULL AS "viewedCollection",
      EXISTS (
        SELECT 1 FROM "Message" m
        WHERE m."userId" = u.id AND m.message = $2 AND m.rewards IS NOT NULL
          AND NOT m."areRewardsCollected" AND (m."expiresAt" IS NULL OR m."expiresAt" > $3)
      ) AS "welcomeGiftWaiting"
    FROM "User" u LEFT JOIN "UserStats" s ON s."userId" = u.id
    WHERE u.id = $4::uuid`,
  // api/src/inventory/list-inventory.ts: items, the inventory (then its user and
  // its ingredients), the team members (then their teams)
  items: `SELECT "public"."Item"."id", "public"."Item"."type"::text, "public"."Item"."name", "public"."Item"."quality"::text, "public"."Item"."level", "public"."Item"."xp", "public"."Item"."skinId", "public"."Item"."createdAt" FROM "public"."Item" LEFT JOIN "public"."Inventory" AS "j0" ON ("j0"."id") = ("public"."Item"."inventoryId") WHERE ("j0"."userId" = $1 AND ("j0"."id" IS NOT NULL)) ORDER BY "public"."Item"."id" ASC OFFSET $2`,
  inventory: `SELECT "public"."Inventory"."id", "public"."Inventory"."monsterSlots", "public"."Inventory"."relicSlots", "public"."Inventory"."ingredientSlots", "public"."Inventory"."ingredientsCap", "public"."Inventory"."userId" FROM "public"."Inventory" WHERE ("public"."Inventory"."userId" = $1 AND 1=1) LIMIT $2 OFFSET $3`,
  inventoryUser: `SELECT "public"."User"."id", "public"."User"."vipExpiresAt" FROM "public"."User" WHERE "public"."User"."id" = $1 OFFSET $2`,
  ingredients: `SELECT "public"."Ingredient"."id", "public"."Ingredient"."name", "public"."Ingredient"."quantity", "public"."Ingredient"."inventoryId" FROM "public"."Ingredient" WHERE "public"."Ingredient"."inventoryId" = $1 OFFSET $2`,
  teamMembers: `SELECT "public"."TeamMember"."id", "public"."TeamMember"."monsterId", "public"."TeamMember"."relicId", "public"."TeamMember"."teamId" FROM "public"."TeamMember" LEFT JOIN "public"."Team" AS "j0" ON ("j0"."id") = ("public"."TeamMember"."teamId") LEFT JOIN "public"."Inventory" AS "j1" ON ("j1"."id") = ("j0"."inventoryId") WHERE ("j1"."userId" = $1 AND ("j1"."id" IS NOT NULL) AND ("j0"."id" IS NOT NULL)) OFFSET $2`,
  /** Prisma lists one parameter per member (repeats included), then the offset. */
  teams: (members: number) =>
    `SELECT "public"."Team"."id", "public"."Team"."slot" FROM "public"."Team" WHERE "public"."Team"."id" IN (${Array.from({ length: members }, (_, i) => `$${i + 1}`).join(",")}) OFFSET $${members + 1}`,
  // api/src/shop/list-shop.ts
  shopItems: `SELECT "public"."ShopItem"."id", "public"."ShopItem"."category"::text, "public"."ShopItem"."discount", "public"."ShopItem"."isAvailable", "public"."ShopItem"."lastAvailable", "public"."ShopItem"."name", "public"."ShopItem"."price", "public"."ShopItem"."tier", "public"."ShopItem"."type", "public"."ShopItem"."currency"::text, "public"."ShopItem"."grant", "public"."ShopItem"."isOneTime", "public"."ShopItem"."isRetired" FROM "public"."ShopItem" WHERE "public"."ShopItem"."isAvailable" = $1 ORDER BY "public"."ShopItem"."tier" ASC, "public"."ShopItem"."price" ASC, "public"."ShopItem"."id" ASC OFFSET $2`,
  shopUser: `SELECT "public"."User"."id", "public"."User"."vipExpiresAt", "public"."User"."hasGameAccess", "public"."User"."freeCurrency", "public"."User"."paidCurrency" FROM "public"."User" WHERE ("public"."User"."id" = $1 AND 1=1) LIMIT $2 OFFSET $3`,
  ownedShopItems: `SELECT "public"."OwnedShopItem"."id", "public"."OwnedShopItem"."itemId" FROM "public"."OwnedShopItem" WHERE "public"."OwnedShopItem"."userId" = $1 OFFSET $2`,
  // api/src/inbox/list-inbox.ts
  messages: `SELECT "public"."Message"."id", "public"."Message"."message", "public"."Message"."params", "public"."Message"."rewards", "public"."Message"."action", "public"."Message"."isRead", "public"."Message"."areRewardsCollected", "public"."Message"."hasPerformedAction", "public"."Message"."createdAt", "public"."Message"."expiresAt" FROM "public"."Message" WHERE ("public"."Message"."userId" = $1 AND ("public"."Message"."expiresAt" IS NULL OR "public"."Message"."expiresAt" > $2)) ORDER BY "public"."Message"."isRead" ASC, "public"."Message"."createdAt" DESC, "public"."Message"."id" DESC LIMIT $3 OFFSET $4`,
  inboxCounts: `
    SELECT count(*) FILTER (WHERE NOT "isRead")::int AS unread,
           count(*) FILTER (WHERE rewards IS NOT NULL AND NOT "areRewardsCollected")::int AS "toCollect",
           count(*)::int AS total
    FROM "Message"
    WHERE "userId" = $1::uuid AND ("expiresAt" IS NULL OR "expiresAt" > $2)`,
  // api/src/leaderboards/query-leaderboard.ts: the board, my standing, then the rows above and below
  board: `SELECT "public"."Leaderboard"."id", "public"."Leaderboard"."periodicity"::text, "public"."Leaderboard"."type", "public"."Leaderboard"."operator"::text, "public"."Leaderboard"."periodStart" FROM "public"."Leaderboard" WHERE (("public"."Leaderboard"."periodicity" = CAST($1::text AS "public"."Periodicity") AND "public"."Leaderboard"."type" = $2 AND "public"."Leaderboard"."scope" = $3) AND 1=1) LIMIT $4 OFFSET $5`,
  standing: `
    SELECT c.id, c."userId", p.name, COALESCE(p.avatar, $1) AS avatar, COALESCE(p.frame, $2) AS frame, c.score, c."reachedAt", (1 + coalesce((SELECT sum(h.contenders) FROM "LeaderboardScoreCount" h
            WHERE h."leaderboardId" = c."leaderboardId" AND h.score > c.score), 0)
         + (SELECT count(*) FROM "LeaderboardContender" o
            WHERE o."leaderboardId" = c."leaderboardId" AND o.score = c.score
              AND (o."reachedAt", o.id) < (c."reachedAt", c.id)))::int AS rank
    FROM "LeaderboardContender" c LEFT JOIN "UserProfile" p ON p."userId" = c."userId"
    WHERE c."leaderboardId" = $3 AND c."userId" = $4::uuid`,
  above: `
      SELECT c.id, c."userId", p.name, COALESCE(p.avatar, $1) AS avatar, COALESCE(p.frame, $2) AS frame, c.score, c."reachedAt" FROM "LeaderboardContender" c LEFT JOIN "UserProfile" p ON p."userId" = c."userId"
      WHERE c."leaderboardId" = $3 AND c.score >= $4
        AND (c.score > $5 OR (c."reachedAt", c.id) < ($6::timestamp(3), $7::int))
      ORDER BY c.score ASC, c."reachedAt" DESC, c.id DESC
      LIMIT $8`,
  below: `
      SELECT c.id, c."userId", p.name, COALESCE(p.avatar, $1) AS avatar, COALESCE(p.frame, $2) AS frame, c.score, c."reachedAt" FROM "LeaderboardContender" c LEFT JOIN "UserProfile" p ON p."userId" = c."userId"
      WHERE c."leaderboardId" = $3 AND c.score <= $4 AND (c.score < $5 OR (c."reachedAt", c.id) > ($6::timestamp(3), $7::int))
      ORDER BY c.score DESC, c."reachedAt" ASC, c.id ASC
      LIMIT $8`,
};

type Row = Record<string, unknown>;

interface SessionUserRow {
  id: string;
  email: string;
  role: string;
  sessionVersion: number;
  isBanned: boolean;
  bannedUntil: string | null;
  name: string | null;
}

interface Session {
  user: SessionUserRow;
  claims: JWTPayload & { sub: string; sv: number; picture?: string | null };
}

/** A timestamp as Prisma sends one (timestamp(3) columns hold UTC without a zone). */
const sqlTime = (date: Date) => date.toISOString().replace("T", " ").replace("Z", "");

function serve(): void {
  const secret = z.string().min(1).parse(process.env.AUTH_SECRET);
  const pool = new pg.Pool({
    connectionString: z.string().parse(process.env.DATABASE_URL),
    max: 20,
    // timestamp(3) columns come back as the text they are: it goes into the JSON and, for
    // the leaderboard's keyset, back into the next statement unchanged.
    types: {
      getTypeParser: (oid, format) =>
        oid === 1114 ? (value: string) => value : pg.types.getTypeParser(oid, format),
    },
  });
  pool.on("error", () => {});
  const query = async (text: string, values: unknown[]): Promise<Row[]> =>
    (await pool.query(text, values)).rows;
  const one = async (text: string, values: unknown[]): Promise<Row | undefined> =>
    (await query(text, values))[0];

  // The session token's key (NextAuth.js v4: HKDF-SHA256, empty salt) and the tokens decoded so far.
  const key = promisify(hkdf)("sha256", secret, "", "NextAuth.js Generated Encryption Key", 32).then(
    (bits) => new Uint8Array(bits),
  );
  const decoded = new Map<string, Session["claims"]>();

  async function claimsOf(token: string): Promise<Session["claims"] | null> {
    let claims = decoded.get(token);
    if (!claims) {
      try {
        const { payload } = await jwtDecrypt(token, await key, {
          clockTolerance: clockToleranceSeconds,
          keyManagementAlgorithms: ["dir"],
          contentEncryptionAlgorithms: ["A256GCM"],
        });
        if (typeof payload.sub !== "string" || typeof payload.sv !== "number") return null;
        claims = payload as Session["claims"];
      } catch {
        return null;
      }
      if (decoded.size >= 10_000) decoded.delete(decoded.keys().next().value!);
      decoded.set(token, claims);
    }
    return typeof claims.exp !== "number" || Date.now() / 1000 - clockToleranceSeconds < claims.exp
      ? claims
      : null;
  }

  async function sessionOf(request: IncomingMessage): Promise<Session | null> {
    const cookie = (request.headers.cookie ?? "")
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.slice(0, part.indexOf("=")).endsWith("session-token"));
    const token = cookie ? decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)) : "";
    const claims = token ? await claimsOf(token) : null;
    if (!claims) return null;
    const user = (await one(sql.sessionUser, [[claims.sub]])) as SessionUserRow | undefined;
    if (!user) return null;
    const banned = user.isBanned && (!user.bannedUntil || new Date(`${user.bannedUntil}Z`) > new Date());
    return banned || user.sessionVersion !== claims.sv ? null : { user, claims };
  }

  const reads: Record<string, (session: Session, response: ServerResponse) => Promise<unknown>> = {
    async "/api/auth/session"({ user, claims }, response) {
      const now = Math.floor(Date.now() / 1000);
      const expires = new Date((now + sessionMaxAgeSeconds) * 1000);
      const token = await new EncryptJWT({
        name: user.name,
        email: user.email,
        picture: claims.picture ?? null,
        sub: user.id,
        role: user.role,
        sv: user.sessionVersion,
      })
        .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
        .setIssuedAt(now)
        .setExpirationTime(now + sessionMaxAgeSeconds)
        .setJti(randomUUID())
        .encrypt(await key);
      response.setHeader(
        "Set-Cookie",
        `next-auth.session-token=${token}; Path=/; Expires=${expires.toUTCString()}; HttpOnly; SameSite=Lax`,
      );
      return {
        user: {
          name: user.name,
          email: user.email,
          image: claims.picture ?? null,
          id: user.id,
          role: user.role,
        },
        expires: expires.toISOString(),
      };
    },

    async "/api/home"({ user: { id } }) {
      const now = new Date();
      const [found, teamSize, quests, firstSteps] = await Promise.all([
        one(sql.homeUser, [id, 1, 0]).then(async (user) =>
          user ? { user, profile: await one(sql.homeProfile, [id, 0]) } : undefined,
        ),
        one(sql.teamSize, [0, id, 0]),
        query(sql.quests, [id, 0]),
        one(sql.firstSteps, ["daily_reward", "welcome_gift", sqlTime(now), id]),
      ]);
      if (!found) return null;
      const { user, profile } = found;
      return {
        name: profile?.name ?? "Player",
        avatar: profile?.avatar ?? "avatar-default",
        level: user.level,
        xp: user.xp,
        gold: user.freeCurrency,
        gems: user.paidCurrency,
        vipExpiresAt: user.vipExpiresAt,
        hasGameAccess: user.hasGameAccess,
        hasClaimedDailyReward: user.hasClaimedDailyReward,
        campaignProgress: user.campaignProgress,
        teamSize: Number(teamSize?._count$_all ?? 0),
        quests: quests.map(({ name, value, isClaimed }) => ({ key: name, value, isClaimed })),
        firstSteps,
      };
    },

    async "/api/inventory"({ user: { id } }) {
      const [items, inventory, members] = await Promise.all([
        query(sql.items, [id, 0]),
        one(sql.inventory, [id, 1, 0]).then(async (inventory) => {
          if (!inventory) return undefined;
          const [user, ingredients] = await Promise.all([
            one(sql.inventoryUser, [inventory.userId, 0]),
            query(sql.ingredients, [inventory.id, 0]),
          ]);
          return { row: inventory, user, ingredients };
        }),
        query(sql.teamMembers, [id, 0]).then(async (members) => {
          if (members.length === 0) return [];
          const teams = await query(sql.teams(members.length), [...members.map((m) => m.teamId), 0]);
          const slotOf = new Map(teams.map((team) => [team.id, team.slot]));
          return members.map((member) => ({ member, slot: slotOf.get(member.teamId) }));
        }),
      ]);
      if (!inventory) return null;
      const teamSlots = new Map<unknown, unknown[]>();
      for (const { member, slot } of members) {
        for (const itemId of [member.monsterId, member.relicId]) {
          if (itemId !== null) teamSlots.set(itemId, [...(teamSlots.get(itemId) ?? []), slot]);
        }
      }
      const views: Row[] = items.map((item) => ({ ...item, teams: teamSlots.get(item.id) ?? [] }));
      return {
        capacities: {
          monsterSlots: inventory.row.monsterSlots,
          relicSlots: inventory.row.relicSlots,
          ingredientSlots: inventory.row.ingredientSlots,
          ingredientsCap: inventory.row.ingredientsCap,
          vipExpiresAt: inventory.user?.vipExpiresAt ?? null,
        },
        monsters: views.filter((item) => item.type === "monster"),
        relics: views.filter((item) => item.type === "relic"),
        ingredients: inventory.ingredients
          .filter((row) => Number(row.quantity) > 0)
          .map(({ name, quantity }) => ({ name, quantity })),
      };
    },

    async "/api/shop"({ user: { id } }) {
      const [items, user, owned] = await Promise.all([
        query(sql.shopItems, [true, 0]),
        one(sql.shopUser, [id, 1, 0]),
        query(sql.ownedShopItems, [id, 0]),
      ]);
      const now = sqlTime(new Date());
      const isVip = typeof user?.vipExpiresAt === "string" && user.vipExpiresAt > now;
      const balances: Record<string, number> = {
        gold: Number(user?.freeCurrency ?? 0),
        gems: Number(user?.paidCurrency ?? 0),
      };
      const ownedIds = new Set(owned.map((row) => row.itemId));
      const categories = new Map<unknown, Row[]>();
      for (const item of items) {
        const effectivePrice = Math.round((Number(item.price) * (100 - Number(item.discount))) / 100);
        const view = {
          id: item.id,
          name: item.name,
          category: item.category,
          type: item.type,
          tier: item.tier,
          currency: item.currency,
          price: item.price,
          discount: item.discount,
          effectivePrice,
          shortfall: Math.max(0, effectivePrice - (balances[String(item.currency)] ?? 0)),
          isOneTime: item.isOneTime,
          owned: ownedIds.has(item.id),
          grant: item.grant,
        };
        categories.set(item.category, [...(categories.get(item.category) ?? []), view]);
      }
      return {
        isVip,
        balances,
        categories: [...categories].map(([category, items]) => ({ category, items })),
      };
    },

    async "/api/inbox"({ user: { id } }) {
      const now = sqlTime(new Date());
      const [rows, counts] = await Promise.all([
        query(sql.messages, [id, now, inboxPageSize + 1, 0]),
        one(sql.inboxCounts, [id, now]),
      ]);
      return {
        messages: rows.slice(0, inboxPageSize),
        counts: counts ?? { unread: 0, toCollect: 0, total: 0 },
        nextCursor: rows.length > inboxPageSize ? String(inboxPageSize) : null,
      };
    },

    async "/api/leaderboards/weekly/kills/me"({ user: { id } }) {
      const board = await one(sql.board, ["weekly", "kills", "", 1, 0]);
      if (!board) return null;
      const cosmetics = ["avatar-default", "frame-default", board.id];
      const me = await one(sql.standing, [...cosmetics, id]);
      if (!me) return { board, me: null, above: [], below: [] };
      const keyset = [me.score, me.score, me.reachedAt, me.id, defaultAroundMe];
      const [above, below] = await Promise.all([
        query(sql.above, [...cosmetics, ...keyset]),
        query(sql.below, [...cosmetics, ...keyset]),
      ]);
      const rank = Number(me.rank);
      return {
        board,
        me,
        above: above.map((row, index) => ({ rank: rank - 1 - index, ...row })).reverse(),
        below: below.map((row, index) => ({ rank: rank + 1 + index, ...row })),
      };
    },
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    const json = JSON.stringify(body);
    response.writeHead(status, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(json),
    });
    response.end(json);
  };

  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0]!;
    if (path === "/healthz/live") return send(response, 200, { status: "live" });
    const read = reads[path];
    if (request.method !== "GET" || !read) return send(response, 404, { error: "not_found" });
    sessionOf(request)
      .then(async (session) => {
        if (!session) return send(response, 401, { error: "unauthorized" });
        const body = await read(session, response);
        send(response, body === null ? 404 : 200, body ?? { error: "not_found" });
      })
      .catch((error: unknown) => {
        console.error("bare server:", error);
        send(response, 500, { error: "internal" });
      });
  });
  server.listen(0, "127.0.0.1", () => {
    const { port } = server.address() as AddressInfo;
    process.send?.({ url: `http://127.0.0.1:${port}` });
  });
  // Ended when the benchmark is done with it: requests still in flight need no answer,
  // and PostgreSQL closes the connections (ending the pool first failed their next statement).
  process.on("SIGTERM", () => process.exit(0));
}

if (process.env.BARE_READS_SERVE === "1") serve();
