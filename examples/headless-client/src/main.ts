// A headless game client on the SDK (README.md beside this folder): a guest's
// first session, from sign-in to a leaderboard rank, said step by step. It
// exits 1 at the first call that fails, printing the API's error.
//
//   ARENA_URL        the server (default http://localhost:3000, what `npm start` serves)
//   ARENA_DEVICE_ID  the device id to sign in with (default: a new one, so a new guest)
import {
  ArenaApiError,
  type ArenaClient,
  type ArenaSocketConnection,
  connectSocket,
  createArenaClient,
  unwrap,
} from "@arena/sdk";

const baseUrl = process.env.ARENA_URL ?? "http://localhost:3000";
const deviceId = process.env.ARENA_DEVICE_ID || undefined;
/** The board whose rank the client reads: today's campaign and challenge wins. */
const board = { periodicity: "daily", type: "pveWins" } as const;

const say = (line: string) => console.log(line);

async function main(arena: ArenaClient): Promise<void> {
  say(`Monster Arena headless client, playing on ${baseUrl}`);

  // 1. Sign in: a device id makes a guest the first time and finds it after.
  const signIn = await arena.signInAsGuest(deviceId);
  const guest = signIn.player;
  say(
    signIn.isNewPlayer
      ? `1. Signed in as a new guest, ${guest.name} (player ${guest.id}).`
      : `1. Signed in again as ${guest.name} (player ${guest.id}).`,
  );
  const live = await connectLive(arena);

  try {
    // 2. Build a team: the starter monsters, in team 1.
    const inventory = await unwrap(
      arena.api.GET("/api/inventory", { params: { query: { type: "monster" } } }),
    );
    const starters = inventory.monsters.slice(0, 5);
    if (starters.length === 0) throw new Error("The guest owns no monster to put in a team.");
    const { teams } = await unwrap(
      arena.api.PUT("/api/teams/{teamSlot}", {
        params: { path: { teamSlot: 0 } },
        body: { members: starters.map((monster, slot) => ({ slot, monsterId: monster.id })) },
      }),
    );
    const team = teams.find((candidate) => candidate.slot === 0);
    const members = team?.members.flatMap((member) => (member ? [member.monster] : [])) ?? [];
    say(
      `2. Built ${team?.name ?? "team 1"}: ${members.map((monster) => `${monster.name} (level ${monster.level})`).join(", ")}; power ${team?.power}.`,
    );

    // 3. Play the free chapter's maps in order, the first campaign map first; the server simulates each battle.
    const play = await unwrap(arena.api.GET("/api/play"));
    // Each win opens the next map; the starter team wins each at the first try.
    const maps = play.campaign.filter((map) => map.isFree);
    if (maps.length === 0) throw new Error("No campaign map is free to play.");
    say(`3. Playing the free chapter, ${maps.length} campaign battles:`);
    for (const map of maps) {
      const battle = await unwrap(
        arena.api.POST("/api/battles", {
          body: { mode: "campaign", map: map.key, difficulty: 1, teamSlot: 0 },
        }),
      );
      const levelUp = battle.player.levelsGained > 0 ? `, player level ${battle.player.level}` : "";
      say(
        `   ${map.title}: ${battle.won ? "won" : "lost"} in ${battle.turns} turns, ${battle.kills} defeated, +${battle.gold} gold${levelUp}.`,
      );
    }

    // 4. Collect the rewards: every quest those battles finished.
    const { quests } = await unwrap(arena.api.GET("/api/quests"));
    const finished = quests.filter((quest) => quest.isCompleted && !quest.isClaimed);
    if (finished.length === 0) {
      if (signIn.isNewPlayer) throw new Error("The battles finished no quest to claim.");
      say("4. No finished quest to claim (already claimed today).");
    } else {
      say(`4. Claiming ${finished.length} finished quest${finished.length === 1 ? "" : "s"}:`);
    }
    for (const quest of finished) {
      const claimed = await unwrap(
        arena.api.POST("/api/quests/{key}/claim", { params: { path: { key: quest.key } } }),
      );
      say(`   "${claimed.name}": ${rewardInWords(claimed.grant.granted)}.`);
    }
    const wallet = await unwrap(arena.api.GET("/api/wallet"));
    say(`   Wallet: ${wallet.gold} gold, ${wallet.gems} gems.`);

    // 5. Read the guest's rank.
    const around = await unwrap(
      arena.api.GET("/api/leaderboards/{periodicity}/{type}/me", {
        params: { path: board, query: { k: 1 } },
      }),
    );
    if (!around.me) throw new Error("The guest has no rank on today's campaign wins board.");
    say(`5. Rank ${around.me.rank} on today's campaign wins board, with ${around.me.score} wins.`);
  } finally {
    live.close();
  }

  // 6. Sign out: this client's refresh token stops working.
  await arena.signOut();
  say("6. Signed out.");
}

/** The live events (Socket.IO), signed in with the same access token; prints what they say. */
async function connectLive(arena: ArenaClient): Promise<ArenaSocketConnection> {
  const live = connectSocket(arena, { reconnection: false, timeout: 10_000 });
  live.socket.on("wallet:updated", ({ gold, gems }) =>
    say(`   (live) Wallet now ${gold} gold, ${gems} gems.`),
  );
  live.socket.on("level:up", ({ level }) => say(`   (live) Reached player level ${level}.`));
  live.socket.on("achievement:unlocked", ({ name }) => say(`   (live) Achievement unlocked: ${name}.`));
  await new Promise<void>((resolve, reject) => {
    live.socket.once("connect", resolve);
    live.socket.once("connect_error", (error) => reject(new Error(`Live events refused: ${error.message}`)));
  });
  say("   Live events connected.");
  return live;
}

function rewardInWords(reward: {
  gold?: number;
  gems?: number;
  ingredients?: { name: string; quantity: number }[];
}) {
  const parts = [
    reward.gold ? `+${reward.gold} gold` : null,
    reward.gems ? `+${reward.gems} gems` : null,
    ...(reward.ingredients ?? []).map((ingredient) => `+${ingredient.quantity} ${ingredient.name}`),
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

try {
  await main(createArenaClient({ baseUrl, clientName: "Headless example client" }));
} catch (error) {
  if (error instanceof ArenaApiError) {
    const wait = error.retryAfterSeconds === null ? "" : ` Try again in ${error.retryAfterSeconds} s.`;
    console.error(`Failed: the server answered ${error.status} (${error.code}): ${error.message}${wait}`);
    if (error.requestId) console.error(`Request id: ${error.requestId}`);
  } else if (error instanceof Error) {
    // fetch says only "fetch failed"; its cause says why (a refused connection, an unknown host).
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    console.error(`Failed: ${error.message}${cause}`);
  } else {
    console.error(`Failed: ${String(error)}`);
  }
  process.exitCode = 1;
}
