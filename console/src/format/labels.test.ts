import { leaderboardPeriodicities, leaderboardTypes } from "@arena/api/catalogue/leaderboards";
import { ledgerReasons } from "@arena/api/history/types";
import { describe, expect, it } from "vitest";
import {
  boardLabel,
  countsInWords,
  durationInWords,
  jobLabel,
  ledgerReasonLabel,
  operatorLabel,
  periodicityLabel,
  scheduleInWords,
  statLabel,
  statValueInWords,
  triggerLabel,
  words,
} from "./labels";

/** camelCase or snake_case ("bossPoints", "sign_in"); "PvE wins" is words. */
const rawKey = /\b[a-z]+[A-Z]|_/;

describe("the console's vocabulary", () => {
  it("names the keys operators saw raw", () => {
    expect(statLabel("earntFreeCurrency")).toBe("Gold earned");
    expect(statLabel("bossPoints")).toBe("Boss points");
    expect(periodicityLabel("allTime")).toBe("All time");
    expect(boardLabel({ periodicity: "weekly", type: "bossPoints" })).toBe("Weekly boss points");
    expect(boardLabel({ periodicity: "allTime", type: "elo" })).toBe("All-time Elo rating");
    expect(operatorLabel("increment")).toBe("Scores add up");
    expect(jobLabel("rotate-shop")).toBe("Shop rotation");
    expect(triggerLabel("manual")).toBe("By hand (console)");
  });

  it("has words for every board, period, job and ledger reason the platform defines", () => {
    for (const { type } of leaderboardTypes) expect(statLabel(type)).not.toMatch(rawKey);
    for (const periodicity of leaderboardPeriodicities)
      expect(periodicityLabel(periodicity)).not.toMatch(rawKey);
    for (const reason of ledgerReasons) expect(ledgerReasonLabel(reason)).not.toMatch(rawKey);
  });

  it("gives time played its unit", () => {
    expect(statValueInWords("timePlayed", 255)).toBe("4 min 15 s");
    expect(statValueInWords("timePlayed", 3900)).toBe("1 h 5 min");
    expect(statValueInWords("pvpWins", 1200)).toBe("1,200");
  });

  it("says a job's schedule in words, never as a cron pattern", () => {
    expect(scheduleInWords("* * * * *")).toBe("Every minute");
    expect(scheduleInWords("0 * * * *")).toBe("Every hour, on the hour");
    expect(scheduleInWords("1 * * * *")).toBe("Every hour, 1 minute past the hour");
    expect(scheduleInWords("0 0 * * *")).toBe("Every day at 00:00 UTC");
    expect(scheduleInWords("30 6 * * 1")).toBe("Every Monday at 06:30 UTC");
    expect(scheduleInWords("0 0 1 * *")).toBe("On the 1st of every month at 00:00 UTC");
    expect(scheduleInWords("*/5 * * * *")).toBe("*/5 * * * * (cron, UTC)");
  });

  it("turns an unknown key into words, and counts and durations into English", () => {
    expect(words("seasonPassesCompleted")).toBe("season passes completed");
    expect(words("sign_in_failed")).toBe("sign in failed");
    expect(statLabel("someNewCounter")).toBe("Some new counter");
    expect(countsInWords({ expired: 3, messages: 1200 })).toBe("3 expired, 1,200 messages");
    expect(countsInWords({})).toBe("nothing to do");
    expect(countsInWords(null)).toBe("nothing to do");
    expect(durationInWords(42)).toBe("42 ms");
    expect(durationInWords(2500)).toBe("2.5 s");
    expect(durationInWords(185_000)).toBe("3 min 5 s");
  });
});
