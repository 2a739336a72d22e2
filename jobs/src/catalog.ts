// Every scheduled job, in one list: name, UTC cron pattern, what it does, and
// the run (jobs/src/<job>.ts) that calls the api use case. Adding a job is a
// file and one entry here; the scheduler, the catch-up at start, the CLI and
// the staff control routes all read this list.
import { battleLogRetention } from "@arena/api/battles/rules";
import * as aggregateStats from "./aggregate-stats.ts";
import * as dailyReset from "./daily-reset.ts";
import * as eraseDeletedAccounts from "./erase-deleted-accounts.ts";
import * as expireMessages from "./expire-messages.ts";
import * as expireVip from "./expire-vip.ts";
import type { JobDefinition } from "./job.ts";
import * as liftTimedBans from "./lift-timed-bans.ts";
import * as pruneBattleLogs from "./prune-battle-logs.ts";
import { resetLeaderboardsOf } from "./reset-leaderboards.ts";
import * as rotateShop from "./rotate-shop.ts";
import * as sendScheduled from "./send-scheduled.ts";
import * as settleLiveEvents from "./settle-live-events.ts";
import * as weeklyQuestsReset from "./weekly-quests-reset.ts";

const minuteMs = 60_000;

export const jobCatalog: readonly JobDefinition[] = [
  {
    name: "rotate-shop",
    schedule: "0 0 * * *",
    description:
      "Picks the day's shop: per category, weighted by tier, avoiding yesterday's items, a few discounted.",
    leaseMs: 10 * minuteMs,
    run: rotateShop.run,
  },
  {
    name: "expire-vip",
    schedule: "* * * * *",
    description:
      'Ends VIP whose time is up and tells the player (a "VIP expired" inbox message and a notice in the game).',
    leaseMs: 10 * minuteMs,
    run: expireVip.run,
  },
  {
    name: "lift-timed-bans",
    schedule: "* * * * *",
    description:
      "Unbans players whose timed ban has ended, each noted in the audit trail as a timed ban ended.",
    leaseMs: 10 * minuteMs,
    run: liftTimedBans.run,
  },
  {
    name: "send-scheduled",
    schedule: "* * * * *",
    description:
      "Sends the scheduled messages and announcements whose time has come, each once; a repeating one sends once for the latest time it missed, not a burst.",
    leaseMs: 15 * minuteMs,
    run: sendScheduled.run,
  },
  {
    name: "settle-live-events",
    schedule: "*/5 * * * *",
    description:
      "Settles each live event that has ended, once: its leaderboard's rank rewards go to the players' inboxes. A cancelled event is settled without rewards.",
    leaseMs: 15 * minuteMs,
    run: settleLiveEvents.run,
  },
  {
    name: "expire-messages",
    schedule: "0 * * * *",
    description: "Deletes expired inbox messages, in batches.",
    leaseMs: 30 * minuteMs,
    run: expireMessages.run,
  },
  {
    name: "prune-battle-logs",
    // Daily, away from the midnight resets; a day's battles are cleared in a few batches.
    schedule: "15 3 * * *",
    description: `Drops the turn-by-turn replay of battles older than ${battleLogRetention.days} days, in batches; each battle's result, rewards and counts are kept.`,
    leaseMs: 60 * minuteMs,
    run: pruneBattleLogs.run,
  },
  {
    name: "erase-deleted-accounts",
    schedule: "30 * * * *",
    description:
      "Erases the accounts whose 14 days of grace after a deletion request have ended: personal data removed, the ledger and payments kept anonymous.",
    leaseMs: 30 * minuteMs,
    run: eraseDeletedAccounts.run,
  },
  {
    name: "aggregate-stats",
    // A minute past the hour, so writes of the hour's last second have landed.
    schedule: "1 * * * *",
    description:
      "Records the hour that ended for the dashboards (players, revenue, shop, VIP, monsters) and brings the analytics figures (activity, retention, gold and gems) up to date.",
    leaseMs: 30 * minuteMs,
    run: aggregateStats.run,
  },
  {
    name: "daily-reset",
    schedule: "0 0 * * *",
    description:
      "Reopens the daily reward, resets login streaks of players who missed a day, resets daily quests. Running it by hand reopens today's reward.",
    leaseMs: 30 * minuteMs,
    run: dailyReset.run,
  },
  {
    name: "weekly-quests-reset",
    schedule: "0 0 * * 1",
    description:
      "Resets weekly quest progress (Monday 00:00 UTC). Running it by hand resets this week's progress.",
    leaseMs: 30 * minuteMs,
    run: weeklyQuestsReset.run,
  },
  {
    name: "reset-daily-leaderboards",
    schedule: "0 0 * * *",
    description: "Archives yesterday's daily boards, sends rank rewards to the inbox, and clears them.",
    leaseMs: 30 * minuteMs,
    run: resetLeaderboardsOf("daily"),
  },
  {
    name: "reset-weekly-leaderboards",
    schedule: "0 0 * * 1",
    description: "Archives last week's boards (Monday 00:00 UTC), sends rank rewards, and clears them.",
    leaseMs: 30 * minuteMs,
    run: resetLeaderboardsOf("weekly"),
  },
  {
    name: "reset-monthly-leaderboards",
    schedule: "0 0 1 * *",
    description: "Archives last month's boards (the 1st, 00:00 UTC), sends rank rewards, and clears them.",
    leaseMs: 30 * minuteMs,
    run: resetLeaderboardsOf("monthly"),
  },
  {
    name: "reset-season-leaderboards",
    // Seasons are a fixed number of days (api/src/leaderboards/rules.ts season); the job looks daily and resets only boards whose season ended.
    schedule: "0 0 * * *",
    description:
      "Archives the season's boards when the season has ended, sends rank rewards, and clears them.",
    leaseMs: 60 * minuteMs,
    run: resetLeaderboardsOf("season"),
  },
];

export function findJob(catalog: readonly JobDefinition[], name: string): JobDefinition | undefined {
  return catalog.find((definition) => definition.name === name);
}
