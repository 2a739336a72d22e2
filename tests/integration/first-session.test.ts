// A new player's first session on a real database, through the use cases the
// site and the API call: sign-up sends the welcome gift in its transaction
// (collected once), home greets a new player and shows the first-steps guide,
// each step is ticked by the real action (team, battle, quest, daily reward,
// collection visit) and the guide is gone once all are done; the starter team
// wins maps 1–3 without game access and map 4 with it, at the first try.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAuthRuntime } from "../../api/src/auth/runtime.ts";
import { signUp } from "../../api/src/auth/sign-up.ts";
import { startBattle } from "../../api/src/battles/start-battle.ts";
import { campaignMaps } from "../../api/src/catalogue/maps.ts";
import { firstSteps, welcomeGift } from "../../api/src/catalogue/new-players.ts";
import type { AppDeps } from "../../api/src/context.ts";
import { claimDailyReward } from "../../api/src/daily-reward/claim-daily-reward.ts";
import { AppError } from "../../api/src/errors.ts";
import { playerHome } from "../../api/src/home/player-home.ts";
import { collectMessageRewards } from "../../api/src/inbox/collect-rewards.ts";
import { listInbox } from "../../api/src/inbox/list-inbox.ts";
import { readFirstSteps, recordCollectionVisit } from "../../api/src/onboarding/first-steps.ts";
import { claimQuest } from "../../api/src/quests/claim-quest.ts";
import { clearTeamMember, setTeamMember } from "../../api/src/teams/edit-team.ts";
import { createTestDeps } from "../support/deps.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(async () => {
  await closeAuthRuntime(deps);
  await deps.close();
});

const hourMs = 60 * 60 * 1000;

async function newPlayer(prefix: string) {
  const suffix = Math.random().toString(36).slice(2, 8);
  return signUp(deps, {
    email: `${prefix}-${suffix}@example.com`,
    password: "a-long-unusual-passphrase",
    name: `${prefix}${suffix}`,
    address: "127.0.0.1",
  });
}

const ticked = async (userId: string, now = new Date()) => {
  const view = await readFirstSteps(deps, { userId, now });
  return view.guide?.steps.filter((step) => step.done).map((step) => step.key) ?? null;
};

const fight = (userId: string, map: string) =>
  startBattle(deps, { userId, now: new Date(), mode: "campaign", map, difficulty: 1, teamSlot: 0 });

describe("the welcome gift", () => {
  it("is in the inbox of a new sign-up, with the configured reward, and is collected once", async () => {
    const player = await newPlayer("Gift");
    const now = new Date();
    const inbox = await listInbox(deps, { userId: player.id, now });
    const gifts = inbox.messages.filter((message) => message.template === "welcome_gift");
    expect(gifts).toHaveLength(1);
    const gift = gifts[0]!;
    expect(gift).toMatchObject({ rewards: welcomeGift.reward, hasRewardsToCollect: true });
    expect(gift.title).not.toMatch(/[_-]/);
    expect(gift.expiresAt).not.toBeNull();
    expect((await readFirstSteps(deps, { userId: player.id, now })).welcomeGiftWaiting).toBe(true);

    const before = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    const collected = await collectMessageRewards(deps, { userId: player.id, messageId: gift.id, now });
    expect(collected.granted).toMatchObject({ gold: welcomeGift.reward.gold, gems: welcomeGift.reward.gems });
    const after = await deps.db.user.findUniqueOrThrow({ where: { id: player.id } });
    expect(after.freeCurrency - before.freeCurrency).toBe(welcomeGift.reward.gold);
    expect(after.paidCurrency - before.paidCurrency).toBe(welcomeGift.reward.gems);
    const jelly = await deps.db.ingredient.findFirst({
      where: { inventory: { userId: player.id }, name: "Slime Jelly" },
    });
    expect(jelly?.quantity).toBe(5);

    const again = await collectMessageRewards(deps, { userId: player.id, messageId: gift.id, now }).catch(
      (error: unknown) => error,
    );
    expect(again).toBeInstanceOf(AppError);
    expect((again as AppError).code).toBe("conflict");
    expect((await readFirstSteps(deps, { userId: player.id, now })).welcomeGiftWaiting).toBe(false);
  });

  it("is not sent when the sign-up is refused (no account, no gift)", async () => {
    const player = await newPlayer("Twice");
    const profile = await deps.db.userProfile.findUniqueOrThrow({ where: { userId: player.id } });
    const messagesBefore = await deps.db.message.count({ where: { message: "welcome_gift" } });
    await expect(
      signUp(deps, {
        email: `other-${profile.name}@example.com`,
        password: "a-long-unusual-passphrase",
        name: profile.name,
        address: "127.0.0.1",
      }),
    ).rejects.toThrow(AppError);
    expect(await deps.db.message.count({ where: { message: "welcome_gift" } })).toBe(messagesBefore);
  });
});

describe("the first steps", () => {
  it("greets a new player, ticks each step from what they did, and is gone once all are done", async () => {
    const player = await newPlayer("Steps");
    const userId = player.id;

    const home = await playerHome(deps, { userId, now: new Date() });
    expect(home.greeting).toBe("new");
    expect(home.firstSteps?.steps.map((step) => step.key)).toEqual(firstSteps.map((step) => step.key));
    expect(home.firstSteps).toMatchObject({ done: 0, total: firstSteps.length });
    // The next day, the same player is greeted as returning.
    expect((await readFirstSteps(deps, { userId, now: new Date(Date.now() + 25 * hourMs) })).greeting).toBe(
      "returning",
    );

    // Build a team of the three starter monsters.
    const monsters = await deps.db.item.findMany({
      where: { inventory: { userId }, type: "monster" },
      orderBy: { id: "asc" },
    });
    expect(monsters).toHaveLength(3);
    for (const [slot, monster] of monsters.entries()) {
      await setTeamMember(deps, { userId, teamSlot: 0, slot, monsterId: monster.id });
    }
    expect(await ticked(userId)).toEqual(["buildTeam"]);

    // The free chapter, without game access: each map won at the first try.
    for (const map of campaignMaps.slice(0, 3)) {
      const result = await fight(userId, map.key);
      expect(result.won, map.title).toBe(true);
      if (map === campaignMaps[0]) expect(await ticked(userId)).toEqual(["buildTeam", "winBattle"]);
    }
    expect((await deps.db.user.findUniqueOrThrow({ where: { id: userId } })).campaignProgress).toBe(3);

    // Three matches finish "Play 3 matches": claiming it ticks the quest step.
    await claimQuest(deps, { userId, key: "daily-play-3", now: new Date() });
    expect(await ticked(userId)).toEqual(["buildTeam", "winBattle", "claimQuest"]);

    await claimDailyReward(deps, { userId, now: new Date() });
    expect(await ticked(userId)).toEqual(["buildTeam", "winBattle", "claimQuest", "claimDailyReward"]);

    // An emptied team does not untick the first step once a match was played.
    await clearTeamMember(deps, { userId, teamSlot: 0, slot: 2 });
    expect(await ticked(userId)).toContain("buildTeam");
    await setTeamMember(deps, { userId, teamSlot: 0, slot: 2, monsterId: monsters[2]!.id });

    // The first look at the collection is recorded once; the guide is then gone.
    const firstVisit = new Date();
    await recordCollectionVisit(deps, { userId, now: firstVisit });
    await recordCollectionVisit(deps, { userId, now: new Date(firstVisit.getTime() + 60_000) });
    const user = await deps.db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user.collectionViewedAt?.getTime()).toBe(firstVisit.getTime());
    const done = await playerHome(deps, { userId, now: new Date() });
    expect(done.firstSteps).toBeNull();
    expect(done.greeting).toBe("new");

    // With game access, the first boss falls at the first try too.
    await deps.db.user.update({ where: { id: userId }, data: { hasGameAccess: true } });
    const boss = await fight(userId, campaignMaps[3]!.key);
    expect(boss.won).toBe(true);
    expect((await deps.db.user.findUniqueOrThrow({ where: { id: userId } })).campaignProgress).toBe(4);
  });

  it("is a beginner's guide: not offered to a player past their first days", async () => {
    const player = await newPlayer("Veteran");
    const now = new Date();
    expect((await readFirstSteps(deps, { userId: player.id, now })).guide).not.toBeNull();
    const later = new Date(now.getTime() + 15 * 24 * hourMs);
    expect(await readFirstSteps(deps, { userId: player.id, now: later })).toMatchObject({
      greeting: "returning",
      guide: null,
    });
  });
});
