import type { FeedItem } from "@arena/api/realtime/events";
import { describe, expect, it } from "vitest";
import { describeFeedItem } from "./feed-words";

const at = "2026-11-26T03:00:00.000Z";
const userId = "00000000-0000-4000-8000-000000000001";

describe("describeFeedItem", () => {
  // One of every kind: a kind added to FeedItem without words fails the type check of describeFeedItem.
  const cases: [FeedItem, { title: string | RegExp; detail: string | RegExp }][] = [
    [
      { kind: "sign-up", at, userId, player: "Kai", method: "credentials" },
      { title: "New player signed up", detail: "with e-mail and password" },
    ],
    [
      { kind: "sign-up", at, userId, player: "Kai", method: "google" },
      { title: "New player signed up", detail: "with Google" },
    ],
    [
      { kind: "purchase", at, userId, player: "Kai", item: "Wild Egg", amount: 1200, currency: "gold" },
      { title: "Purchase: Wild Egg for 1,200 gold", detail: "" },
    ],
    [
      { kind: "purchase", at, userId, player: "Kai", item: "550 gems", amount: 499, currency: "usd" },
      { title: "Purchase: 550 gems for $4.99", detail: "" },
    ],
    [
      { kind: "ban", at, userId, player: "Kai", reason: "Cheating", until: "2026-11-28T03:00:00.000Z" },
      { title: /^Player banned until .*2026/, detail: "Reason: Cheating" },
    ],
    [
      { kind: "ban", at, userId, player: "Kai", reason: null, until: null },
      { title: "Player banned permanently", detail: "No reason given" },
    ],
    [
      { kind: "promo", at, userId, player: "Kai", code: "WELCOME100" },
      { title: "Promo code WELCOME100 redeemed", detail: "" },
    ],
    [
      { kind: "sign-in-attack", at, userId, player: "Ana", failures: 10, addresses: 7 },
      {
        title: "Staff account under attack: 10 failed sign-ins in 15 minutes",
        detail: "from 7 addresses; its sign-ins are slowed down, not locked",
      },
    ],
    [
      { kind: "sign-in-attack", at, userId, player: "Ana", failures: 10, addresses: 1 },
      { title: /^Staff account under attack/, detail: /^from 1 address;/ },
    ],
    [
      { kind: "job", at, job: "expire-vip", runId: 7, status: "succeeded", durationMs: 42, error: null },
      { title: "Job “VIP expiry” finished in 42 ms", detail: "" },
    ],
    [
      {
        kind: "job",
        at,
        job: "rotate-shop",
        runId: 8,
        status: "failed",
        durationMs: 2500,
        error: "no items",
      },
      { title: "Job “Shop rotation” failed after 2.5 s", detail: "no items" },
    ],
    [
      { kind: "error", at, count: 1, message: "boom", requestId: "req-1", path: "/api/wallet" },
      { title: "1 server error", detail: "boom · on /api/wallet · request req-1" },
    ],
    [
      { kind: "error", at, count: 24, message: "boom", requestId: null, path: null },
      { title: "24 server errors in the last minute", detail: "Latest: boom" },
    ],
  ];

  it.each(cases)("%o", (item, words) => {
    const { title, detail } = describeFeedItem(item);
    for (const [actual, expected] of [
      [title, words.title],
      [detail, words.detail],
    ] as const) {
      if (typeof expected === "string") expect(actual).toBe(expected);
      else expect(actual).toMatch(expected);
    }
  });
});
