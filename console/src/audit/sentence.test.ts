import { describe, expect, it } from "vitest";
import { dateTimeInWords } from "../format/dates";
import { type AuditRow, auditSentence, changedFields, type Person, sentenceText } from "./sentence";

const ana: Person = { id: "a", name: null, email: "ana@example.com", role: "liveops" };
const kai: Person = { id: "k", name: "Kai", email: "kai@example.com", role: "player" };

const row = (type: string, data: unknown, people: { actor?: Person; user?: Person } = {}): AuditRow => ({
  id: 1,
  createdAt: "2026-11-26T03:00:00.000Z",
  type,
  actorId: people.actor?.id ?? null,
  userId: people.user?.id ?? null,
  actor: people.actor ?? null,
  user: people.user ?? null,
  data,
});
const staff = (data: Record<string, unknown>, user: Person | null = kai) =>
  row("staff_action", { before: null, after: null, ...data }, { actor: ana, ...(user ? { user } : {}) });
const text = (audit: AuditRow) => sentenceText(auditSentence(audit));

describe("auditSentence", () => {
  it("names a leaderboard by its name, linked, as the API names it for the row, never by its id alone", () => {
    const reset = {
      ...staff({ action: "leaderboard.reset", leaderboardId: 3, archived: 12, cleared: 12 }, null),
      leaderboard: { id: 3, periodicity: "daily", type: "kills" },
    };
    expect(text(reset)).toBe(
      "ana@example.com (LiveOps) reset the daily kills leaderboard (12 ranks archived)",
    );
    expect(auditSentence(reset).filter((part) => typeof part !== "string")).toEqual([
      { person: ana },
      { record: { resource: "leaderboards", id: 3, label: "the daily kills leaderboard" } },
    ]);
    const changed = {
      ...staff(
        {
          action: "leaderboard.update",
          leaderboardId: 3,
          before: { operator: "best" },
          after: { operator: "increment" },
        },
        null,
      ),
      leaderboard: { id: 3, periodicity: "allTime", type: "elo" },
    };
    expect(text(changed)).toBe(
      "ana@example.com (LiveOps) changed the score rule of the all-time Elo rating leaderboard from “Best score counts” to “Scores add up”",
    );
    const one = {
      ...staff({ action: "leaderboard.reset", leaderboardId: 3, archived: 1 }, null),
      leaderboard: { id: 3, periodicity: "weekly", type: "bossPoints" },
    };
    expect(text(one)).toBe(
      "ana@example.com (LiveOps) reset the weekly boss points leaderboard (1 rank archived)",
    );
  });

  it("writes a ban as who banned whom, for how long and why, with the people as parts to link", () => {
    const ban = staff({
      action: "player.ban",
      before: { isBanned: false, banReason: null, bannedAt: null, bannedUntil: null },
      after: {
        isBanned: true,
        banReason: "cheating",
        bannedAt: "2026-11-26T03:00:00.000Z",
        bannedUntil: "2026-12-03T03:00:00.000Z",
      },
    });
    expect(text(ban)).toBe("ana@example.com (LiveOps) banned Kai for 7 days: cheating");
    expect(auditSentence(ban).filter((part) => typeof part !== "string")).toEqual([
      { person: ana },
      { person: kai },
    ]);
    expect(changedFields(ban)).toEqual([
      { field: "Is banned", before: "no", after: "yes" },
      { field: "Ban reason", before: "—", after: "cheating" },
      // Instants in the console's one date format, in the operator's zone, never raw ISO.
      { field: "Banned at", before: "—", after: dateTimeInWords("2026-11-26T03:00:00.000Z") },
      { field: "Banned until", before: "—", after: dateTimeInWords("2026-12-03T03:00:00.000Z") },
    ]);
    expect(
      text(staff({ action: "player.ban", after: { isBanned: true, banReason: "spam", bannedUntil: null } })),
    ).toBe("ana@example.com (LiveOps) banned Kai permanently: spam");
  });

  it("writes every staff action the API records", () => {
    const cases: [Record<string, unknown>, string, (Person | null)?][] = [
      [{ action: "player.unban" }, "ana@example.com (LiveOps) lifted the ban on Kai"],
      [
        {
          action: "player.grant",
          reason: "sorry for the outage",
          reward: { gold: 500, gems: 1, vipDays: 7 },
        },
        "ana@example.com (LiveOps) granted Kai 500 gold, 1 gem, 7 VIP days: sorry for the outage",
      ],
      [
        { action: "player.reset_daily_reward" },
        "ana@example.com (LiveOps) reopened today’s daily reward for Kai",
      ],
      [
        { action: "player.remove_item", reason: "duplicate", before: { name: "Cinderpup", level: 4 } },
        "ana@example.com (LiveOps) removed Cinderpup (level 4) from Kai: duplicate",
      ],
      [
        {
          action: "player.set_item_level",
          before: { name: "Cinderpup", level: 4 },
          after: { name: "Cinderpup", level: 9 },
        },
        "ana@example.com (LiveOps) set the level of Cinderpup of Kai from 4 to 9",
      ],
      [
        {
          action: "player.remove_ingredient",
          before: { name: "Ember", quantity: 10 },
          after: { name: "Ember", quantity: 7 },
        },
        "ana@example.com (LiveOps) removed 3 Ember from Kai",
      ],
      [
        { action: "staff.role", before: { role: "analyst" }, after: { role: "liveops" } },
        "ana@example.com (LiveOps) changed the role of Kai from Analyst to LiveOps",
      ],
      [
        { action: "staff.second_factor_reset", reason: "lost their phone" },
        "ana@example.com (LiveOps) reset the second factor of Kai: lost their phone",
      ],
      [
        { action: "staff.security_policy", after: { requireSecondFactorForAllStaff: true } },
        "ana@example.com (LiveOps) required a second factor for every staff role",
        null,
      ],
      [
        { action: "transaction.refund", transactionId: 9, taken: 100, shortfall: 0 },
        "ana@example.com (LiveOps) refunded purchase #9 of Kai (100 gems taken back)",
      ],
      [
        { action: "promo_code.create", after: { code: "WELCOME" } },
        "ana@example.com (LiveOps) created promo code WELCOME",
        null,
      ],
      [
        { action: "promo_code.create_batch", after: { prefix: "XMAS", count: 50 } },
        "ana@example.com (LiveOps) created 50 promo codes starting XMAS",
        null,
      ],
      [
        { action: "promo_code.create_batch", after: { prefix: "ONE", count: 1 } },
        "ana@example.com (LiveOps) created 1 promo code starting ONE",
        null,
      ],
      [
        { action: "promo_code.update", before: { code: "A" }, after: { code: "A" } },
        "ana@example.com (LiveOps) changed promo code A",
        null,
      ],
      [
        { action: "promo_code.delete", before: { code: "A" } },
        "ana@example.com (LiveOps) deleted promo code A",
        null,
      ],
      [
        { action: "create_poll", key: "fav", after: { key: "fav", question: "Your favourite monster?" } },
        "ana@example.com (LiveOps) created the poll “Your favourite monster?”",
        null,
      ],
      [
        { action: "update_poll", key: "fav", before: { question: "Old?" }, after: { question: "New?" } },
        "ana@example.com (LiveOps) changed the poll “New?”",
        null,
      ],
      [
        { action: "delete_poll", key: "fav", before: { question: "Your favourite monster?" } },
        "ana@example.com (LiveOps) deleted the poll “Your favourite monster?”",
        null,
      ],
      [{ action: "send_message" }, "ana@example.com (LiveOps) sent a message to Kai"],
      [
        { action: "send_message", target: { kind: "all" }, count: 1200 },
        "ana@example.com (LiveOps) sent a message to every player (1,200 reached)",
        null,
      ],
      [
        { action: "announce", title: "Maintenance", target: { kind: "segment" } },
        "ana@example.com (LiveOps) announced “Maintenance” to a segment of players",
        null,
      ],
      [
        {
          action: "scheduled_send.create",
          after: {
            kind: "message",
            payload: { draft: { title: "Weekend" } },
            at: "2026-12-05T09:00:00.000Z",
          },
        },
        `ana@example.com (LiveOps) scheduled message “Weekend” for ${dateTimeInWords("2026-12-05T09:00:00.000Z")}`,
        null,
      ],
      [
        {
          action: "scheduled_send.update",
          after: { kind: "announcement", payload: { title: "Restart" }, at: "2026-12-05T09:00:00.000Z" },
        },
        `ana@example.com (LiveOps) changed the scheduled announcement “Restart” for ${dateTimeInWords("2026-12-05T09:00:00.000Z")}`,
        null,
      ],
      [
        {
          action: "scheduled_send.cancel",
          before: { kind: "message", payload: { draft: { message: "Hi" } } },
        },
        "ana@example.com (LiveOps) cancelled the scheduled message “Hi”",
        null,
      ],
      [
        { action: "leaderboard.create", after: { periodicity: "allTime", type: "bossPoints" } },
        "ana@example.com (LiveOps) created the all-time boss points leaderboard",
        null,
      ],
      [
        {
          action: "leaderboard.update",
          leaderboardId: 3,
          before: { operator: "best" },
          after: { operator: "increment" },
        },
        "ana@example.com (LiveOps) changed the score rule of leaderboard #3 from “Best score counts” to “Scores add up”",
        null,
      ],
      [
        { action: "leaderboard.reset", leaderboardId: 3, archived: 12 },
        "ana@example.com (LiveOps) reset leaderboard #3 (12 ranks archived)",
        null,
      ],
      [
        { action: "shop_item.create", after: { name: "Egg" } },
        "ana@example.com (LiveOps) created shop item “Egg”",
        null,
      ],
      [
        { action: "shop_item.update", before: { name: "Egg" }, after: { name: "Egg" } },
        "ana@example.com (LiveOps) changed shop item “Egg”",
        null,
      ],
      [
        { action: "shop_item.delete", before: { name: "Egg" } },
        "ana@example.com (LiveOps) deleted shop item “Egg”",
        null,
      ],
      [
        { action: "job.run", job: "rotate-shop", runId: 41 },
        "ana@example.com (LiveOps) ran the Shop rotation job by hand",
        null,
      ],
      [
        {
          action: "server_key.create",
          serverKeyId: "k1",
          after: { name: "Cup server", prefix: "msk_3f9aB2xQ", scopes: ["matches:report", "rewards:grant"] },
        },
        "ana@example.com (LiveOps) made the server key Cup server (msk_3f9aB2xQ…), which may report matches, grant rewards",
        null,
      ],
      [
        {
          action: "server_key.rotate",
          serverKeyId: "k1",
          graceMinutes: 15,
          before: { name: "Cup server", prefix: "msk_3f9aB2xQ", expiresAt: null },
          after: { name: "Cup server", prefix: "msk_3f9aB2xQ", expiresAt: "2026-12-02T10:15:00.000Z" },
        },
        `ana@example.com (LiveOps) rotated the server key Cup server (msk_3f9aB2xQ…): the old key works until ${dateTimeInWords("2026-12-02T10:15:00.000Z")}`,
        null,
      ],
      [
        {
          action: "server_key.rotate",
          serverKeyId: "k1",
          graceMinutes: 0,
          before: { name: "Cup server", prefix: "msk_3f9aB2xQ" },
        },
        "ana@example.com (LiveOps) rotated the server key Cup server (msk_3f9aB2xQ…): the old key stopped at once",
        null,
      ],
      [
        {
          action: "server_key.revoke",
          serverKeyId: "k1",
          before: { name: "Cup server", prefix: "msk_3f9aB2xQ" },
        },
        "ana@example.com (LiveOps) revoked the server key Cup server (msk_3f9aB2xQ…)",
        null,
      ],
      [
        {
          action: "webhook_endpoint.create",
          endpointId: "e1",
          after: { url: "https://hooks.example.com/arena", events: ["player.signed_up", "player.banned"] },
        },
        "ana@example.com (LiveOps) registered the webhook endpoint https://hooks.example.com/arena for: A player signs up; A player is banned",
        null,
      ],
      [
        {
          action: "webhook_endpoint.update",
          endpointId: "e1",
          before: { url: "https://hooks.example.com/arena", enabled: true },
          after: { url: "https://hooks.example.com/arena", enabled: false },
        },
        "ana@example.com (LiveOps) changed the webhook endpoint https://hooks.example.com/arena and disabled it",
        null,
      ],
      [
        {
          action: "webhook_endpoint.delete",
          endpointId: "e1",
          before: { url: "https://hooks.example.com/arena" },
        },
        "ana@example.com (LiveOps) removed the webhook endpoint https://hooks.example.com/arena",
        null,
      ],
      [
        { action: "webhook_endpoint.roll_secret", endpointId: "e1", url: "https://hooks.example.com/arena" },
        "ana@example.com (LiveOps) rolled the signing secret of the webhook endpoint https://hooks.example.com/arena",
        null,
      ],
      [
        { action: "webhook_endpoint.test", endpointId: "e1", url: "https://hooks.example.com/arena" },
        "ana@example.com (LiveOps) sent a test event to the webhook endpoint https://hooks.example.com/arena",
        null,
      ],
      [
        {
          action: "webhook_delivery.resend",
          deliveryId: 12,
          url: "https://hooks.example.com/arena",
          after: { delivered: true, statusCode: 200 },
        },
        "ana@example.com (LiveOps) resent webhook delivery #12 to https://hooks.example.com/arena (delivered)",
        null,
      ],
      [{ action: "player.something_new" }, "ana@example.com (LiveOps) did “player something new” to Kai"],
    ];
    for (const [data, sentence, user = kai] of cases) expect(text(staff(data, user))).toBe(sentence);
  });

  it("writes the platform's own rows (ledger, sign-ins, jobs, payments) with the player named", () => {
    const cases: [AuditRow, string][] = [
      [
        row("currency", { currency: "gold", delta: 500, reason: "staff_grant" }, { actor: ana, user: kai }),
        "Kai received 500 gold (staff grant) from ana@example.com (LiveOps)",
      ],
      [
        row("currency", { currency: "gems", delta: -30, reason: "shop_purchase" }, { user: kai }),
        "Kai spent 30 gems (shop purchase)",
      ],
      [row("sign_in", { method: "google" }, { user: kai }), "Kai signed in with Google"],
      [row("sign_up", { method: "credentials" }, { user: kai }), "Kai signed up with e-mail and password"],
      [
        row("sign_in_failed", { reason: "banned" }, { user: kai }),
        "A sign-in as Kai failed: the account is banned",
      ],
      [
        row("sign_in_failed", { reason: "invalid_credentials", email: "x***@example.com" }),
        "A sign-in as someone (x***@example.com) failed: wrong e-mail or password",
      ],
      [
        row("staff_sign_in_attack", { failures: 10, addresses: 7 }, { user: kai }),
        "The staff account Kai had 10 failed sign-ins from 7 addresses within 15 minutes: its sign-ins are slowed down, not locked",
      ],
      [
        row("account_linked", { provider: "discord" }, { user: kai }),
        "Kai added Discord as a way to sign in",
      ],
      [row("ban_lifted", { reason: "spam" }, { user: kai }), "The timed ban on Kai ended"],
      [row("daily_reward", { calendarDay: 4 }, { user: kai }), "Kai claimed day 4 of the daily reward"],
      [
        row("match_rejected", { violations: ["turns", "time"] }, { user: kai }),
        "A match report from Kai was rejected (2 problems)",
      ],
      [
        row("shop_rotation", { day: "2026-11-26", available: [1, 2, 3], discounted: { "2": 20 } }),
        "The shop rotated for 2026-11-26: 3 items on sale, 1 discounted",
      ],
      [
        row("payment_shortfall", { kind: "refunded", shortfall: 40 }, { user: kai }),
        "A refund could not take back 40 gems from Kai (already spent)",
      ],
      [
        row("payment_partial_refund", { chargeId: "ch_1" }),
        "Charge ch_1 was partly refunded: the gems were kept, for staff to decide",
      ],
      [
        row(
          "server_key_used",
          {
            keyId: "k1",
            keyName: "Cup server",
            keyPrefix: "msk_3f9aB2xQ",
            operation: "report_match",
            matchId: "cup-42",
          },
          { user: kai },
        ),
        "The server key Cup server (msk_3f9aB2xQ…) reported match cup-42 for Kai",
      ],
      [
        row(
          "server_key_used",
          {
            keyId: null,
            keyName: "bootstrap (GAME_SERVER_KEY)",
            keyPrefix: null,
            operation: "grant_reward",
            reward: { gold: 100 },
            reason: "Weekend cup",
            replayed: false,
          },
          { user: kai },
        ),
        "The server key bootstrap (GAME_SERVER_KEY) granted 100 gold (Weekend cup) for Kai",
      ],
      [row("note", {}, { user: kai }), "Note for Kai"],
    ];
    for (const [audit, sentence] of cases) expect(text(audit)).toBe(sentence);
  });

  it("writes a staff member's second factor: set up, and a recovery code used", () => {
    expect(text(row("second_factor_enabled", { recoveryCodes: 10 }, { user: kai }))).toBe(
      "Kai set up a second factor",
    );
    expect(text(row("second_factor_recovery_used", { left: 9 }, { user: kai }))).toBe(
      "Kai used a recovery code (9 codes left)",
    );
    expect(text(row("second_factor_failed", { with: "code" }, { user: kai }))).toBe(
      "Kai entered a wrong second factor code",
    );
    expect(text(row("second_factor_failed", { with: "recovery_code" }, { user: kai }))).toBe(
      "Kai entered a wrong recovery code",
    );
    expect(text(row("second_factor_failed", { with: "code", refused: true }, { user: kai }))).toBe(
      "Kai was stopped from trying more second factor codes (too many wrong ones in 15 minutes)",
    );
    expect(text(row("second_factor_codes_renewed", { recoveryCodes: 10 }, { user: kai }))).toBe(
      "Kai made a new set of recovery codes (the old ones no longer work)",
    );
    expect(text(row("second_factor_turned_off", {}, { user: kai }))).toBe(
      "Kai turned their second factor off",
    );
  });

  it("writes a download of a player's data, by the player or by a staff member named", () => {
    expect(text(row("data_exported", { by: "player" }, { user: kai }))).toBe(
      "Kai downloaded a copy of their data",
    );
    expect(text(row("data_exported", { by: "staff" }, { actor: ana, user: kai }))).toBe(
      "ana@example.com (LiveOps) downloaded a copy of the data of Kai",
    );
  });

  it("writes an account's deletion: asked for, called off, carried out, and staff's part in words", () => {
    expect(text(row("deletion_requested", { dueAt: "2026-12-16T08:00:00.000Z" }, { user: kai }))).toMatch(
      /^Kai asked to delete their account: it is deleted on .*2026.* unless they sign in again$/,
    );
    expect(text(row("deletion_cancelled", { by: "sign_in" }, { user: kai }))).toBe(
      "Kai signed in again, so their account will not be deleted",
    );
    expect(
      text(row("deletion_requested", { dueAt: "2026-12-16T08:00:00.000Z" }, { user: kai, actor: ana })),
    ).toMatch(
      /^ana@example\.com \(LiveOps\) scheduled the deletion of Kai's account: it is deleted on .*2026.* unless they sign in again$/,
    );
    expect(text(row("account_deleted", { by: "job", removed: {} }, { user: kai }))).toBe(
      "The account of Kai was erased after its grace period",
    );
    expect(text(row("account_deleted", { by: "staff" }, { user: kai, actor: ana }))).toBe(
      "The account of Kai was erased at once, as ana@example.com (LiveOps) asked",
    );
    // What it removed, in words, never the tables' names.
    expect(
      changedFields(row("account_deleted", { removed: { Item: 3, History: 1, Message: 1, Account: 0 } })),
    ).toEqual([
      { field: "Removed", before: "", after: "3 monsters and relics, 1 activity record, 1 message" },
    ]);
    expect(text(staff({ action: "player.delete", reason: "Support ticket 4711" }))).toBe(
      "ana@example.com (LiveOps) deleted the account of Kai: Support ticket 4711",
    );
    expect(text(staff({ action: "player.deletion_cancel" }))).toBe(
      "ana@example.com (LiveOps) cancelled the deletion of Kai's account",
    );
  });

  it("writes live events, audiences and experiments by their names, linked to their pages", () => {
    const event = { name: "Double gold", audienceId: null, modifiers: [] };
    const audience = { name: "Payers", description: "", rules: { hasPaid: true } };
    const variants = [
      { key: "control", name: "Control", weight: 1, values: {} },
      { key: "hatch", name: "Hatch", weight: 1, values: { "summons.cta_label": "Hatch" } },
    ];
    const draft = {
      key: "egg-label",
      name: "Egg button label",
      hypothesis: "",
      status: "draft",
      audienceId: null,
      trafficPercent: 100,
      variants,
      metric: "payerConversion",
      shippedVariant: null,
    };
    const running = { ...draft, status: "running" };
    const cases: [Record<string, unknown>, string][] = [
      [
        { action: "live_event.create", liveEventId: 4, before: null, after: event },
        "ana@example.com (LiveOps) scheduled the live event “Double gold”",
      ],
      [
        { action: "live_event.update", liveEventId: 4, before: event, after: { ...event, audienceId: 2 } },
        "ana@example.com (LiveOps) changed the live event “Double gold”",
      ],
      [
        { action: "live_event.cancel", liveEventId: 4, before: event, after: event },
        "ana@example.com (LiveOps) cancelled the live event “Double gold”",
      ],
      [
        { action: "audience.create", audienceId: 7, before: null, after: audience },
        "ana@example.com (LiveOps) saved the audience “Payers”",
      ],
      [
        {
          action: "audience.update",
          audienceId: 7,
          before: audience,
          after: { ...audience, name: "Big payers" },
        },
        "ana@example.com (LiveOps) changed the audience “Big payers”, renamed from “Payers”",
      ],
      [
        { action: "audience.update", audienceId: 7, before: audience, after: audience },
        "ana@example.com (LiveOps) changed the audience “Payers”",
      ],
      [
        { action: "audience.delete", audienceId: 7, before: audience, after: null },
        "ana@example.com (LiveOps) deleted the audience “Payers”",
      ],
      [
        { action: "experiment.create", experimentId: 3, before: null, after: draft },
        "ana@example.com (LiveOps) made the experiment “Egg button label” (a draft)",
      ],
      [
        {
          action: "experiment.update",
          experimentId: 3,
          before: draft,
          after: { ...draft, name: "Egg button words" },
        },
        "ana@example.com (LiveOps) changed the experiment “Egg button words”, renamed from “Egg button label”",
      ],
      [
        { action: "experiment.start", experimentId: 3, before: draft, after: running },
        "ana@example.com (LiveOps) started the experiment “Egg button label”",
      ],
      [
        {
          action: "experiment.stop",
          experimentId: 3,
          before: running,
          after: { ...running, status: "stopped" },
        },
        "ana@example.com (LiveOps) stopped the experiment “Egg button label”",
      ],
      [
        {
          action: "experiment.ship",
          experimentId: 3,
          variant: "hatch",
          variantName: "Hatch",
          versionId: 12,
          before: running,
          after: { ...running, status: "shipped", shippedVariant: "hatch" },
        },
        "ana@example.com (LiveOps) shipped “Hatch” of the experiment “Egg button label”: its values are the remote config's defaults from version 12",
      ],
      [
        // A row without the variant's name names it from the experiment's variants.
        {
          action: "experiment.ship",
          experimentId: 3,
          variant: "hatch",
          versionId: 12,
          before: running,
          after: running,
        },
        "ana@example.com (LiveOps) shipped “Hatch” of the experiment “Egg button label”: its values are the remote config's defaults from version 12",
      ],
      [
        { action: "experiment.delete", experimentId: 3, before: draft, after: null },
        "ana@example.com (LiveOps) deleted the draft experiment “Egg button label”",
      ],
    ];
    for (const [data, sentence] of cases) {
      const audit = staff(data, null);
      expect(text(audit)).toBe(sentence);
      // Never the default's "did “…”".
      expect(text(audit)).not.toContain("did “");
    }
    expect(
      auditSentence(
        staff({ action: "experiment.start", experimentId: 3, before: draft, after: running }, null),
      ).filter((part) => typeof part !== "string"),
    ).toEqual([{ person: ana }, { record: { resource: "experiments", id: 3, label: "“Egg button label”" } }]);
    expect(
      auditSentence(
        staff({ action: "live_event.cancel", liveEventId: 4, before: event, after: event }, null),
      )[2],
    ).toEqual({ record: { resource: "live-events", id: 4, label: "“Double gold”" } });
    // A deleted audience is no longer a page to open: its name only.
    expect(
      auditSentence(staff({ action: "audience.delete", audienceId: 7, before: audience }, null)).every(
        (part) => typeof part === "string" || "person" in part,
      ),
    ).toBe(true);
    // The changes of an experiment in words: its status, metric, traffic, audience and variants.
    expect(
      changedFields(
        staff(
          {
            action: "experiment.update",
            experimentId: 3,
            before: draft,
            after: { ...draft, trafficPercent: 50, audienceId: 7, metric: "d7Retention", status: "running" },
          },
          null,
        ),
      ),
    ).toEqual([
      { field: "Status", before: "Draft", after: "Running" },
      { field: "Audience", before: "every player", after: "audience #7" },
      { field: "Traffic", before: "100 %", after: "50 %" },
      { field: "Primary metric", before: "Conversion to payer", after: "D7 retention" },
    ]);
    expect(
      changedFields(
        staff({ action: "experiment.create", experimentId: 3, before: null, after: draft }, null),
      ).find((change) => change.field === "Variants"),
    ).toEqual({
      field: "Variants",
      before: "—",
      after: "Control (weight 1): sets nothing; Hatch (weight 1): sets summons cta label",
    });
  });

  it("lists a row's details when it has no before and after", () => {
    expect(changedFields(row("sign_in", { method: "google", address: "203.0.113.9" }))).toEqual([
      { field: "Sign-in method", before: "", after: "Google" },
      { field: "IP address", before: "", after: "203.0.113.9" },
    ]);
  });

  it("names a change's fields by their labels and shows rewards and roles in words, never JSON or keys", () => {
    const created = { action: "promo_code.create", before: null };
    expect(
      changedFields(
        row("staff_action", {
          ...created,
          after: { code: "ONE", maxUses: 5, currentUses: 0, rewards: { gold: 100 } },
        }),
      ),
    ).toEqual([
      { field: "Code", before: "—", after: "ONE" },
      { field: "Uses allowed", before: "—", after: "5" },
      { field: "Times used", before: "—", after: "0" },
      { field: "Reward", before: "—", after: "100 gold" },
    ]);
    expect(
      changedFields(
        row("staff_action", {
          action: "staff.role",
          before: { role: "analyst" },
          after: { role: "liveops" },
        }),
      ),
    ).toEqual([{ field: "Role", before: "Analyst", after: "LiveOps" }]);
  });
});
