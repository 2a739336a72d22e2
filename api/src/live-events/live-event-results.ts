// How a live event went, for its results page: over the event's window (its
// start to its end, its cancellation or now, whichever is first) — the
// battles played, split into those the event's modifiers applied to (players
// it targeted) and the others, the extra gold it paid, the purchases it
// discounted, the players who took part, and the real-money revenue taken
// meanwhile; totals and one row per UTC day for the chart. Each figure is one
// set-based statement over the window (MatchReport and ShopItemTransaction by
// their (liveEventId, createdAt / boughtAt) indexes, Transaction by createdAt).
import type { Actor } from "../audit/staff-action.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { type LiveEventStatus, statusOf } from "./live-event-record.ts";

export interface LiveEventResultsDay {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** Battles the event's modifiers applied to. */
  eventBattles: number;
  /** Battles of everyone else in the same window. */
  otherBattles: number;
  /** Gold the event's multiplier added. */
  goldBonus: number;
  /** Purchases the event discounted. */
  eventPurchases: number;
  /** Players who played or bought under the event that day. */
  players: number;
  /** Completed real-money payments (any currency). */
  payments: number;
}

export interface LiveEventResults {
  id: number;
  name: string;
  status: LiveEventStatus;
  /** The window the figures cover (empty before the start). */
  from: string;
  to: string;
  /** Distinct players who played or bought under the event. */
  participants: number;
  eventBattles: number;
  otherBattles: number;
  goldBonus: number;
  eventPurchases: number;
  /** What the discounted purchases cost, per in-game currency. */
  eventSpend: { gold: number; gems: number };
  /** Real-money revenue in the window, per currency, in the currency's minor unit (cents). */
  revenue: { currency: string; amount: number; payments: number }[];
  days: LiveEventResultsDay[];
}

const dayText = (day: Date) => day.toISOString().slice(0, 10);

export async function liveEventResults(
  deps: Pick<AppDeps, "db">,
  input: { actor: Actor; id: number; now: Date },
): Promise<LiveEventResults> {
  const { db } = deps;
  const event = await db.liveEvent.findUnique({
    where: { id: input.id },
    select: { id: true, name: true, startsAt: true, endsAt: true, cancelledAt: true },
  });
  if (!event) throw new AppError("not_found", "No such live event.");
  const from = event.startsAt;
  const endMs = Math.min(
    event.endsAt.getTime(),
    event.cancelledAt?.getTime() ?? Number.POSITIVE_INFINITY,
    input.now.getTime(),
  );
  const to = new Date(Math.max(from.getTime(), endMs));
  const id = event.id;

  const [battles, purchases, participants, payments] = await Promise.all([
    db.$queryRaw<
      { day: Date; eventBattles: number; otherBattles: number; goldBonus: number; players: number }[]
    >`
      SELECT date_trunc('day', r."createdAt") AS day,
        count(*) FILTER (WHERE r."liveEventId" = ${id})::int AS "eventBattles",
        count(*) FILTER (WHERE r."liveEventId" IS DISTINCT FROM ${id})::int AS "otherBattles",
        coalesce(sum((r.result->'liveEvent'->>'goldBonus')::int) FILTER (WHERE r."liveEventId" = ${id}), 0)::int
          AS "goldBonus",
        count(DISTINCT r."userId") FILTER (WHERE r."liveEventId" = ${id})::int AS players
      FROM "MatchReport" r
      WHERE r."createdAt" >= ${from} AND r."createdAt" < ${to}
      GROUP BY 1`,
    db.$queryRaw<{ day: Date; purchases: number; gold: number; gems: number }[]>`
      SELECT date_trunc('day', t."boughtAt") AS day, count(*)::int AS purchases,
        coalesce(sum(t.price) FILTER (WHERE t.currency = 'gold'), 0)::int AS gold,
        coalesce(sum(t.price) FILTER (WHERE t.currency = 'gems'), 0)::int AS gems
      FROM "ShopItemTransaction" t
      WHERE t."liveEventId" = ${id} AND t."boughtAt" >= ${from} AND t."boughtAt" < ${to}
      GROUP BY 1`,
    db.$queryRaw<{ participants: number }[]>`
      SELECT count(*)::int AS participants FROM (
        SELECT "userId" FROM "MatchReport" WHERE "liveEventId" = ${id}
        UNION
        SELECT "userId" FROM "ShopItemTransaction" WHERE "liveEventId" = ${id}
      ) AS taking_part`,
    db.$queryRaw<{ day: Date; currency: string; amount: number; payments: number }[]>`
      SELECT date_trunc('day', p."createdAt") AS day, upper(p.currency) AS currency,
        coalesce(sum(p.price), 0)::int AS amount, count(*)::int AS payments
      FROM "Transaction" p
      WHERE p.status = 'completed' AND p."createdAt" >= ${from} AND p."createdAt" < ${to}
      GROUP BY 1, 2`,
  ]);

  const days = new Map<string, LiveEventResultsDay>();
  // Every day of the window has a row, so the chart shows quiet days as zero.
  for (
    let day = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
    day < to.getTime();
  ) {
    const key = dayText(new Date(day));
    days.set(key, {
      day: key,
      eventBattles: 0,
      otherBattles: 0,
      goldBonus: 0,
      eventPurchases: 0,
      players: 0,
      payments: 0,
    });
    day += 86_400_000;
  }
  const dayOf = (day: Date) => days.get(dayText(day));
  for (const row of battles) {
    const day = dayOf(row.day);
    if (!day) continue;
    day.eventBattles = row.eventBattles;
    day.otherBattles = row.otherBattles;
    day.goldBonus = row.goldBonus;
    day.players = row.players;
  }
  for (const row of purchases) {
    const day = dayOf(row.day);
    if (day) day.eventPurchases = row.purchases;
  }
  const revenue = new Map<string, { currency: string; amount: number; payments: number }>();
  for (const row of payments) {
    const day = dayOf(row.day);
    if (day) day.payments += row.payments;
    const total = revenue.get(row.currency) ?? { currency: row.currency, amount: 0, payments: 0 };
    total.amount += row.amount;
    total.payments += row.payments;
    revenue.set(row.currency, total);
  }
  const sum = <Row, Key extends keyof Row>(rows: Row[], key: Key) =>
    rows.reduce((acc, row) => acc + Number(row[key] ?? 0), 0);
  return {
    id,
    name: event.name,
    status: statusOf(event, input.now),
    from: from.toISOString(),
    to: to.toISOString(),
    participants: participants[0]?.participants ?? 0,
    eventBattles: sum(battles, "eventBattles"),
    otherBattles: sum(battles, "otherBattles"),
    goldBonus: sum(battles, "goldBonus"),
    eventPurchases: sum(purchases, "purchases"),
    eventSpend: { gold: sum(purchases, "gold"), gems: sum(purchases, "gems") },
    revenue: [...revenue.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    days: [...days.values()],
  };
}
