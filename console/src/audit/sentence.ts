// Each audit-trail row as an English sentence ("liveops@example.com (LiveOps)
// banned Kai for 7 days: cheating") and its changed fields as before/after
// pairs. The one builder: the list and its expanded row draw the sentence's
// people as links, the CSV export writes it as text. Pure: sentence.test.ts
// covers every History type and staff action the API writes.

import { authConfig } from "@arena/api/auth/numbers";
import { experimentMetrics } from "@arena/api/experiments/statistics";
import type { HistoryType } from "@arena/api/history/types";
import { isStaffRole, roleLabels } from "@arena/api/staff/permissions";
import { dayMs } from "@arena/api/time/utc-day";
import { asReward, countOf, rewardInWords } from "@arena/api/words/words";
import { formatGameAmount } from "../format/amounts";
import { dateTimeInWords, isInstant } from "../format/dates";
import {
  accountRoleLabel,
  boardLabel,
  historyTypeLabel,
  jobLabel,
  ledgerReasonLabel,
  operatorLabel,
  signInMethodLabel,
  words,
} from "../format/labels";
import { scopesInWords, serverKeyUseInWords, shownKey } from "../server-keys/words";
import { eventsInWords } from "../webhooks/words";

/** A person a row names (the API's audit/people.ts). */
export interface Person {
  id: string;
  name: string | null;
  email: string;
  role: "player" | "admin" | "liveops" | "analyst";
}

/** A leaderboard a row names (the API's audit/things.ts), worded by its period and ranked stat. */
export interface BoardRef {
  id: number;
  periodicity: string;
  type: string;
}

export interface AuditRow {
  id: number;
  createdAt: string;
  type: string;
  actorId: string | null;
  userId: string | null;
  actor: Person | null;
  user: Person | null;
  /** The leaderboard the row is about; null or absent when none (or it was removed). */
  leaderboard?: BoardRef | null;
  data: unknown;
}

/** Another record a sentence names: by its words, a link to it in the console. */
export interface RecordRef {
  resource: string;
  id: string | number;
  label: string;
}

/** Text, a person to show by name, or a record to show by its name (links in the console). */
export type SentencePart = string | { person: Person } | { record: RecordRef };

type Data = Record<string, unknown>;

/** A person by name; staff carry their role, as the role table names it: "Ana (LiveOps)". */
export function personLabel(person: Person): string {
  const name = person.name ?? person.email;
  return isStaffRole(person.role) ? `${name} (${roleLabels[person.role]})` : name;
}

/** The sentence as plain text (the export, tests). */
export function sentenceText(parts: SentencePart[]): string {
  return parts
    .map((part) => {
      if (typeof part === "string") return part;
      return "person" in part ? personLabel(part.person) : part.record.label;
    })
    .join("");
}

const numbers = new Intl.NumberFormat("en-US");
const str = (value: unknown) => (typeof value === "string" ? value : null);
const num = (value: unknown) => (typeof value === "number" ? value : null);
const obj = (value: unknown): Data => (value && typeof value === "object" ? (value as Data) : {});
const quoted = (value: unknown) => `“${String(value ?? "")}”`;

/** A ban's length: "for 7 days", "for 12 hours", "until 26 Nov 2026, 10:00 UTC", "permanently". */
function banLength(after: Data): string {
  const until = str(after.bannedUntil);
  if (!until) return "permanently";
  const from = str(after.bannedAt);
  const ms = from ? Date.parse(until) - Date.parse(from) : Number.NaN;
  if (ms > 0 && ms % dayMs === 0) return ms === dayMs ? "for 1 day" : `for ${ms / dayMs} days`;
  if (ms > 0 && ms % 3_600_000 === 0) return ms === 3_600_000 ? "for 1 hour" : `for ${ms / 3_600_000} hours`;
  return `until ${dateTimeInWords(until)}`;
}

/** Who a message or an announcement went to, when not one player. */
function audience(target: Data): string {
  switch (target.kind) {
    case "all":
      return "every player";
    case "segment":
      return "a segment of players";
    default:
      return "players";
  }
}

/** A scheduled send in the audit's view: "message “Double gold” for 26 Nov 2026, 10:00 UTC". */
function scheduledSend(view: Data): string {
  const payload = obj(view.payload);
  const draft = obj(payload.draft);
  const what = view.kind === "announcement" ? "announcement" : "message";
  const title = str(payload.title) ?? str(draft.title) ?? str(draft.message);
  const at = str(view.at);
  return `${what}${title ? ` ${quoted(title)}` : ""}${at ? ` for ${dateTimeInWords(at)}` : ""}`;
}

/**
 * The leaderboard a row is about, by name ("Weekly kills"): the board the API names,
 * else the one the row's own data describes, else its id ("leaderboard #3").
 */
function board(row: AuditRow, data: Data): SentencePart {
  const after = obj(data.after);
  const named =
    row.leaderboard ??
    (str(after.periodicity) && str(after.type)
      ? {
          id: num(data.leaderboardId) ?? num(after.id) ?? 0,
          periodicity: String(after.periodicity),
          type: String(after.type),
        }
      : null);
  if (!named) return `leaderboard #${data.leaderboardId ?? "?"}`;
  // Mid-sentence: "the daily kills leaderboard" (a period word leads every board's name).
  const name = boardLabel(named);
  const label = `the ${name.charAt(0).toLowerCase()}${name.slice(1)} leaderboard`;
  return named.id ? { record: { resource: "leaderboards", id: named.id, label } } : label;
}

/** A server key by its name and first characters ("Cup server (msk_3f9aB2xQ…)"), a link when the row names its id. */
function serverKey(id: unknown, key: Data): SentencePart {
  const name = str(key.name) ?? str(key.keyName) ?? "?";
  const prefix = str(key.prefix) ?? str(key.keyPrefix);
  const label = prefix ? `${name} (${shownKey(prefix)})` : name;
  return typeof id === "string" ? { record: { resource: "server-keys", id, label } } : label;
}

/**
 * A record a row is about, by its quoted name ("“Double gold”"): the first of
 * `views` (the row's after, then before) that names it, a link when the row
 * has its id.
 */
function named(resource: string, id: unknown, ...views: Data[]): SentencePart {
  const name = views.map((view) => str(view.name)).find((found) => found !== null) ?? null;
  const label = quoted(name ?? "?");
  return typeof id === "number" || (typeof id === "string" && id !== "")
    ? { record: { resource, id, label } }
    : label;
}

/** ", renamed from “Old”" when a change gave the record a new name. */
function renamed(before: Data, after: Data): string {
  const was = str(before.name);
  const now = str(after.name);
  return was && now && was !== now ? `, renamed from ${quoted(was)}` : "";
}

/** The shipped variant by its name: the row's own word, else its name among the experiment's variants, else its key. */
function variantName(data: Data, ...views: Data[]): string {
  const key = str(data.variant);
  const named = str(data.variantName);
  if (named) return named;
  for (const view of views) {
    const variants = Array.isArray(view.variants) ? view.variants.map(obj) : [];
    const found = variants.find((variant) => variant.key === key);
    if (found && str(found.name)) return String(found.name);
  }
  return key ?? "a variant";
}

/** The sentence of a staff action: what `data.action` did, the actor first. */
function staffActionSentence(row: AuditRow, data: Data): SentencePart[] {
  const who: SentencePart = row.actor ? { person: row.actor } : "The platform";
  const player: SentencePart = row.user ? { person: row.user } : "a player";
  const before = obj(data.before);
  const after = obj(data.after);
  const because = (reason: unknown) => (str(reason) ? `: ${str(reason)}` : "");
  switch (data.action) {
    case "player.ban":
      return [who, " banned ", player, ` ${banLength(after)}${because(after.banReason)}`];
    case "player.unban":
      return [who, " lifted the ban on ", player];
    // Account deletion on the player's request (docs/decisions/130).
    case "player.delete":
      return [who, " deleted the account of ", player, because(data.reason)];
    case "player.deletion_schedule":
      return [
        who,
        " scheduled the deletion of ",
        player,
        `'s account for ${isInstant(after.deletionDueAt) ? dateTimeInWords(after.deletionDueAt) : "later"}${because(data.reason)}`,
      ];
    case "player.deletion_cancel":
      return [who, " cancelled the deletion of ", player, "'s account"];
    case "player.grant":
      return [who, " granted ", player, ` ${rewardInWords(asReward(data.reward))}${because(data.reason)}`];
    case "player.password_reset_link":
      return [who, " made a password reset link for ", player];
    case "player.reset_daily_reward":
      return [who, " reopened today’s daily reward for ", player];
    case "player.remove_item":
      return [
        who,
        ` removed ${str(before.name) ?? "an item"} (level ${before.level ?? "?"}) from `,
        player,
        because(data.reason),
      ];
    case "player.set_item_level":
      return [
        who,
        ` set the level of ${str(before.name) ?? "an item"} of `,
        player,
        ` from ${before.level ?? "?"} to ${after.level ?? "?"}${because(data.reason)}`,
      ];
    case "player.remove_ingredient": {
      const taken = (num(before.quantity) ?? 0) - (num(after.quantity) ?? 0);
      return [
        who,
        ` removed ${numbers.format(taken)} ${str(before.name) ?? "ingredients"} from `,
        player,
        because(data.reason),
      ];
    }
    case "staff.role":
      return [
        who,
        " changed the role of ",
        player,
        ` from ${accountRoleLabel(String(before.role))} to ${accountRoleLabel(String(after.role))}`,
      ];
    case "staff.second_factor_reset":
      return [who, " reset the second factor of ", player, because(data.reason)];
    case "staff.security_policy":
      return [
        who,
        after.requireSecondFactorForAllStaff === true
          ? " required a second factor for every staff role"
          : " no longer requires a second factor for every staff role (admins still need one)",
      ];
    case "transaction.refund":
      return [
        who,
        ` refunded purchase #${data.transactionId} of `,
        player,
        ` (${formatGameAmount(num(data.taken) ?? 0, "gems")} taken back${num(data.shortfall) ? `, ${formatGameAmount(num(data.shortfall) ?? 0, "gems")} short` : ""})`,
      ];
    // The remote config (api/src/remote-config): a save or a rollback is a new version.
    case "remote_config.save":
      return [who, ` saved version ${num(data.versionId) ?? "?"} of the remote config${because(data.note)}`];
    case "remote_config.restore":
      return [
        who,
        ` restored version ${num(data.restoredFromId) ?? "?"} of the remote config (now version ${num(data.versionId) ?? "?"})`,
      ];
    case "promo_code.create":
      return [who, ` created promo code ${after.code}`];
    case "promo_code.create_batch":
      return [who, ` created ${countOf(num(after.count) ?? 0, "promo code")} starting ${after.prefix}`];
    case "promo_code.update":
      return [who, ` changed promo code ${after.code ?? before.code}`];
    case "promo_code.delete":
      return [who, ` deleted promo code ${before.code}`];
    case "create_poll":
      return [who, ` created the poll ${quoted(after.question ?? data.key)}`];
    case "update_poll":
      return [who, ` changed the poll ${quoted(after.question ?? before.question ?? data.key)}`];
    case "delete_poll":
      return [who, ` deleted the poll ${quoted(before.question ?? data.key)}`];
    case "send_message":
      return row.user
        ? [who, " sent a message to ", player]
        : [
            who,
            ` sent a message to ${audience(obj(data.target))} (${numbers.format(num(data.count) ?? 0)} reached)`,
          ];
    case "announce":
      return row.user
        ? [who, ` announced ${quoted(data.title)} to `, player]
        : [who, ` announced ${quoted(data.title)} to ${audience(obj(data.target))}`];
    case "scheduled_send.create":
      return [who, ` scheduled ${scheduledSend(after)}`];
    case "scheduled_send.update":
      return [who, ` changed the scheduled ${scheduledSend(after)}`];
    case "scheduled_send.cancel":
      return [who, ` cancelled the scheduled ${scheduledSend(before)}`];
    case "leaderboard.create":
      return [who, " created ", board(row, data)];
    case "leaderboard.update":
      return [
        who,
        " changed the score rule of ",
        board(row, data),
        ` from “${operatorLabel(String(before.operator))}” to “${operatorLabel(String(after.operator))}”`,
      ];
    case "leaderboard.reset": {
      const archived = num(data.archived) ?? 0;
      return [
        who,
        " reset ",
        board(row, data),
        ` (${numbers.format(archived)} rank${archived === 1 ? "" : "s"} archived)`,
      ];
    }
    case "shop_item.create":
      return [who, ` created shop item ${quoted(after.name)}`];
    case "shop_item.update":
      return [who, ` changed shop item ${quoted(after.name ?? before.name)}`];
    case "shop_item.delete":
      return [who, ` deleted shop item ${quoted(before.name)}`];
    case "job.run":
      return [who, ` ran the ${jobLabel(String(data.job))} job by hand`];
    case "server_key.create":
      return [
        who,
        " made the server key ",
        serverKey(data.serverKeyId, after),
        `, which may ${scopesInWords(Array.isArray(after.scopes) ? after.scopes.map(String) : []).toLowerCase()}`,
      ];
    case "server_key.rotate": {
      const until = str(after.expiresAt);
      const minutes = num(data.graceMinutes) ?? 0;
      return [
        who,
        " rotated the server key ",
        serverKey(data.serverKeyId, before),
        minutes > 0 && until
          ? `: the old key works until ${dateTimeInWords(until)}`
          : ": the old key stopped at once",
      ];
    }
    case "server_key.revoke":
      return [who, " revoked the server key ", serverKey(data.serverKeyId, before)];
    // Live events (api/src/live-events), audiences and A/B experiments: each named, and linked while it exists.
    case "live_event.create":
      return [who, " scheduled the live event ", named("live-events", data.liveEventId, after)];
    case "live_event.update":
      return [who, " changed the live event ", named("live-events", data.liveEventId, after, before)];
    case "live_event.cancel":
      return [who, " cancelled the live event ", named("live-events", data.liveEventId, before, after)];
    case "audience.create":
      return [who, " saved the audience ", named("audiences", data.audienceId, after)];
    case "audience.update":
      return [
        who,
        " changed the audience ",
        named("audiences", data.audienceId, after, before),
        renamed(before, after),
      ];
    case "audience.delete":
      return [who, ` deleted the audience ${quoted(before.name ?? "?")}`];
    case "experiment.create":
      return [who, " made the experiment ", named("experiments", data.experimentId, after), " (a draft)"];
    case "experiment.update":
      return [
        who,
        " changed the experiment ",
        named("experiments", data.experimentId, after, before),
        renamed(before, after),
      ];
    case "experiment.start":
      return [who, " started the experiment ", named("experiments", data.experimentId, after, before)];
    case "experiment.stop":
      return [who, " stopped the experiment ", named("experiments", data.experimentId, after, before)];
    case "experiment.ship": {
      const version = num(data.versionId);
      return [
        who,
        ` shipped ${quoted(variantName(data, before, after))} of the experiment `,
        named("experiments", data.experimentId, after, before),
        version === null
          ? ": its values are the remote config's defaults"
          : `: its values are the remote config's defaults from version ${version}`,
      ];
    }
    case "experiment.delete":
      return [who, ` deleted the draft experiment ${quoted(before.name ?? "?")}`];
    case "webhook_endpoint.create": {
      const events = Array.isArray(after.events) ? after.events.map(String) : [];
      return [who, ` registered the webhook endpoint ${after.url} for: ${eventsInWords(events)}`];
    }
    case "webhook_endpoint.update":
      return [
        who,
        ` changed the webhook endpoint ${after.url ?? before.url}`,
        before.enabled === after.enabled ? "" : after.enabled ? " and enabled it" : " and disabled it",
      ];
    case "webhook_endpoint.delete":
      return [who, ` removed the webhook endpoint ${before.url}`];
    case "webhook_endpoint.roll_secret":
      return [who, ` rolled the signing secret of the webhook endpoint ${data.url}`];
    case "webhook_endpoint.test":
      return [who, ` sent a test event to the webhook endpoint ${data.url}`];
    case "webhook_delivery.resend":
      return [
        who,
        ` resent webhook delivery #${data.deliveryId} to ${data.url}`,
        after.delivered === true ? " (delivered)" : " (not delivered)",
      ];
    default:
      return [
        who,
        ` did “${words(String(data.action ?? "something"))}”`,
        ...(row.user ? [" to ", player] : []),
      ];
  }
}

/** Every History row as a sentence: staff actions by their action, the platform's own rows by type. */
export function auditSentence(row: AuditRow): SentencePart[] {
  const data = obj(row.data);
  const player: SentencePart = row.user ? { person: row.user } : "A player";
  // Cased by the History vocabulary: a case for a type no writer stores does not compile.
  switch (row.type as HistoryType) {
    case "staff_action":
      return staffActionSentence(row, data);
    case "currency": {
      const delta = num(data.delta) ?? 0;
      const amount = formatGameAmount(Math.abs(delta), String(data.currency ?? ""));
      const reason = ledgerReasonLabel(String(data.reason ?? ""));
      const by: SentencePart[] = row.actor ? [" from ", { person: row.actor }] : [];
      return [player, delta >= 0 ? ` received ${amount} (${reason})` : ` spent ${amount} (${reason})`, ...by];
    }
    case "sign_in":
      return [player, ` signed in with ${signInMethodLabel(String(data.method))}`];
    case "sign_up":
      return [player, ` signed up with ${signInMethodLabel(String(data.method))}`];
    case "sign_in_failed": {
      const why = data.reason === "banned" ? "the account is banned" : "wrong e-mail or password";
      const whom: SentencePart = row.user ? player : `someone (${str(data.email) ?? "unknown e-mail"})`;
      return ["A sign-in as ", whom, ` failed: ${why}`];
    }
    case "staff_sign_in_attack": {
      const failures = countOf(num(data.failures) ?? 0, "failed sign-in");
      const addresses = num(data.addresses);
      const from = addresses === null ? "" : ` from ${countOf(addresses, "address", "addresses")}`;
      const window = countOf(authConfig.rateLimits.signInSlowdownPerAccount.durationSeconds / 60, "minute");
      return [
        "The staff account ",
        row.user ? { person: row.user } : "of someone",
        ` had ${failures}${from} within ${window}: its sign-ins are slowed down, not locked`,
      ];
    }
    case "account_linked":
      return [player, ` added ${signInMethodLabel(String(data.provider))} as a way to sign in`];
    case "ban_lifted":
      return ["The timed ban on ", player, " ended"];
    case "daily_reward":
      return [player, ` claimed day ${data.calendarDay} of the daily reward`];
    case "match_rejected": {
      const violations = Array.isArray(data.violations) ? data.violations.length : 0;
      return [
        "A match report from ",
        player,
        ` was rejected (${violations} problem${violations === 1 ? "" : "s"})`,
      ];
    }
    case "server_key_used":
      return [
        "The server key ",
        serverKey(data.keyId, data),
        ` ${serverKeyUseInWords(data)} for `,
        row.user ? { person: row.user } : "a player",
      ];
    case "shop_rotation": {
      const available = Array.isArray(data.available) ? data.available.length : 0;
      return [
        `The shop rotated for ${data.day}: ${available} items on sale, ${Object.keys(obj(data.discounted)).length} discounted`,
      ];
    }
    case "payment_shortfall":
      return [
        "A ",
        data.kind === "disputed" ? "dispute" : "refund",
        " could not take back ",
        formatGameAmount(num(data.shortfall) ?? 0, "gems"),
        " from ",
        player,
        " (already spent)",
      ];
    case "payment_partial_refund":
      return [`Charge ${data.chargeId} was partly refunded: the gems were kept, for staff to decide`];
    case "deletion_requested": {
      const due = `it is deleted on ${isInstant(data.dueAt) ? dateTimeInWords(data.dueAt) : "a later day"} unless they sign in again`;
      // Staff schedule on a player's request (their staff action holds the reason).
      return row.actor
        ? [{ person: row.actor }, " scheduled the deletion of ", player, `'s account: ${due}`]
        : [player, ` asked to delete their account: ${due}`];
    }
    case "deletion_cancelled":
      return data.by === "sign_in"
        ? [player, " signed in again, so their account will not be deleted"]
        : [player, "'s account will not be deleted after all"];
    case "account_deleted":
      return row.actor
        ? ["The account of ", player, " was erased at once, as ", { person: row.actor }, " asked"]
        : ["The account of ", player, " was erased after its grace period"];
    case "second_factor_enabled":
      return [player, " set up a second factor"];
    case "second_factor_failed":
      return [
        player,
        data.refused === true
          ? " was stopped from trying more second factor codes (too many wrong ones in 15 minutes)"
          : data.with === "recovery_code"
            ? " entered a wrong recovery code"
            : " entered a wrong second factor code",
      ];
    case "second_factor_codes_renewed":
      return [player, " made a new set of recovery codes (the old ones no longer work)"];
    case "second_factor_turned_off":
      return [player, " turned their second factor off"];
    case "second_factor_recovery_used":
      return [player, ` used a recovery code (${countOf(num(data.left) ?? 0, "code")} left)`];
    case "data_exported":
      // Staff download a player's data on the player's request (docs/decisions/129).
      return row.actor
        ? [{ person: row.actor }, " downloaded a copy of the data of ", player]
        : [player, " downloaded a copy of their data"];
    default:
      return [`${historyTypeLabel(row.type)}${row.user ? " for " : ""}`, ...(row.user ? [player] : [])];
  }
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** The stored fields a row's details list, by their labels on the console's forms; any other in words. */
const fieldLabels: Record<string, string> = {
  address: "IP address",
  method: "Sign-in method",
  provider: "Account",
  maxUses: "Uses allowed",
  currentUses: "Times used",
  expiresAt: "Expires",
  startsAt: "Starts",
  endsAt: "Ends",
  rewards: "Reward",
  reward: "Reward",
  role: "Role",
  banReason: "Ban reason",
  bannedAt: "Banned at",
  bannedUntil: "Banned until",
  userAgent: "Browser",
  removed: "Removed",
  dueAt: "To be deleted on",
  audienceId: "Audience",
  trafficPercent: "Traffic",
  metric: "Primary metric",
  shippedVariant: "Shipped variant",
};

export function fieldLabel(field: string): string {
  const label = fieldLabels[field] ?? words(field);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

const plain = (value: unknown): string => {
  if (isInstant(value)) return dateTimeInWords(value);
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean")
    return value === true ? "yes" : value === false ? "no" : String(value);
  return JSON.stringify(value);
};

/** A field's value in words: rewards as a phrase, roles and sign-in methods by name, never JSON or a key. */
/** What an erasure removed (History account_deleted's `removed`, by table), as nouns a person reads. */
const erasedRowNouns: Record<string, [string, string]> = {
  Account: ["Google or Discord link", "Google or Discord links"],
  AccountToken: ["mailed link", "mailed links"],
  Achievement: ["achievement", "achievements"],
  ClientSession: ["game app sign-in", "game app sign-ins"],
  DeviceLogin: ["device", "devices"],
  History: ["activity record", "activity records"],
  Ingredient: ["ingredient stack", "ingredient stacks"],
  Item: ["monster or relic", "monsters and relics"],
  LeaderboardContender: ["leaderboard place", "leaderboard places"],
  MapProgress: ["map's progress", "maps' progress"],
  Mastery: ["mastery", "masteries"],
  MatchReport: ["match", "matches"],
  Message: ["message", "messages"],
  OwnedShopItem: ["shop item owned", "shop items owned"],
  Quest: ["quest", "quests"],
  SecondFactorRecoveryCode: ["recovery code", "recovery codes"],
  ServerGrant: ["game server grant", "game server grants"],
  StaffSecondFactor: ["second factor", "second factors"],
  SummonPity: ["summon guarantee", "summon guarantees"],
  Team: ["team", "teams"],
  UserStats: ["stats record", "stats records"],
  UserTranscendedItem: ["transcended monster", "transcended monsters"],
};

function erasedRowsInWords(value: unknown): string {
  const entries = Object.entries(obj(value)).filter(
    (entry): entry is [string, number] => typeof entry[1] === "number" && entry[1] > 0,
  );
  if (entries.length === 0) return "nothing";
  return entries
    .map(([table, count]) => {
      const [one, other] = erasedRowNouns[table] ?? [words(table), words(table)];
      return countOf(count, one, other);
    })
    .join(", ");
}

/** An experiment's variants: "Control (weight 1): sets nothing; Hatch (weight 1): sets summons cta label". */
function variantsInWords(value: unknown): string {
  if (!Array.isArray(value)) return plain(value);
  return value
    .map(obj)
    .map((variant) => {
      const keys = Object.keys(obj(variant.values)).map(words);
      return `${str(variant.name) ?? str(variant.key) ?? "?"} (weight ${num(variant.weight) ?? "?"}): ${keys.length ? `sets ${keys.join(", ")}` : "sets nothing"}`;
    })
    .join("; ");
}

function shown(field: string, value: unknown): string {
  // A live event's or an experiment's audience: none is every player.
  if (field === "audienceId" && value !== undefined) {
    return typeof value === "number" ? `audience #${value}` : "every player";
  }
  if (value === undefined || value === null || value === "") return "—";
  switch (field) {
    case "variants":
      return variantsInWords(value);
    case "status":
      return typeof value === "string" ? fieldLabel(value) : plain(value);
    case "metric":
      return experimentMetrics.find((metric) => metric.key === value)?.name ?? plain(value);
    case "trafficPercent":
      return typeof value === "number" ? `${value} %` : plain(value);
    case "removed":
      return erasedRowsInWords(value);
    case "rewards":
    case "reward":
      return rewardInWords(asReward(value));
    case "role":
      return accountRoleLabel(String(value));
    case "method":
    case "provider":
      return signInMethodLabel(String(value));
    default:
      return plain(value);
  }
}

/**
 * The fields a staff action changed: every key of its before or after whose
 * value differs, in words. A row without before/after (a sign-in, a ledger
 * row) lists its own details instead, as "after" values.
 */
export function changedFields(row: Pick<AuditRow, "data">): FieldChange[] {
  const data = obj(row.data);
  if (!("before" in data) && !("after" in data)) {
    return Object.entries(data).map(([field, value]) => ({
      field: fieldLabel(field),
      before: "",
      after: shown(field, value),
    }));
  }
  const before = obj(data.before);
  const after = obj(data.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field: fieldLabel(field),
      before: shown(field, before[field]),
      after: shown(field, after[field]),
    }));
}
