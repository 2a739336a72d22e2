// Domain events → Socket.IO. Use cases emit on deps.events after their
// transaction commits; this is the only place that turns them into socket
// events, so rolled-back work never reaches a client. Each instance bridges
// only its own domain events; the adapter (Redis) carries them to the sockets
// other instances hold.

import type { AppDeps } from "../context.ts";
import type { DomainEventMap } from "../events.ts";
import { playersInTarget } from "../inbox/send-messages.ts";
import { achievementName, leaderboardName } from "../words/display-names.ts";
import { serverErrorFeed } from "./error-feed.ts";
import { type ConsoleNamespace, type FeedItem, type PlayerServer, topicRoom, userRoom } from "./events.ts";

/**
 * The players connected now, on every instance (with the Redis adapter it asks
 * them all); while Redis is unreachable, this instance's only (docs/decisions/095).
 */
export async function onlinePlayerIds(io: PlayerServer): Promise<string[]> {
  const sockets = await io.fetchSockets().catch(() => io.local.fetchSockets());
  return [...new Set(sockets.map((socket) => socket.data.userId))];
}

/** A feed item about a player, and the same before their name is looked up. */
type PlayerFeedItem = Extract<FeedItem, { userId: string }>;
type Unnamed<Item> = Item extends unknown ? Omit<Item, "player"> : never;

export function bridgeDomainEvents(
  deps: Pick<AppDeps, "db" | "events" | "logger">,
  io: PlayerServer,
  staff: ConsoleNamespace,
  options: { serverErrorFeedIntervalMs?: number } = {},
): () => void {
  const { events } = deps;
  const toUser = (userId: string) => io.to(userRoom(userId));
  const toUsers = (userIds: string[]) => io.to(userIds.map(userRoom));
  const feed = (item: FeedItem) => staff.emit("feed", item);
  /** A player's item goes out with their display name; a failed lookup still sends it, unnamed. */
  const feedAbout = (item: Unnamed<PlayerFeedItem>) =>
    void deps.db.userProfile
      .findUnique({ where: { userId: item.userId }, select: { name: true } })
      .then(
        (profile) => profile?.name ?? null,
        () => null,
      )
      .then((player) => feed({ ...item, player } as PlayerFeedItem));
  const serverErrors = serverErrorFeed(feed, options.serverErrorFeedIntervalMs);
  const now = () => new Date().toISOString();

  async function announce({ id, title, body, audience }: DomainEventMap["announcement"]) {
    const announcement = { id, title, body, sentAt: now() };
    if (audience.kind === "all") return void io.emit("announcement", announcement);
    const userIds =
      audience.kind === "users"
        ? audience.userIds
        : await playersInTarget(deps.db, {
            target: { kind: "segment", segment: audience.segment },
            among: await onlinePlayerIds(io),
            now: new Date(),
          });
    if (userIds.length > 0) toUsers(userIds).emit("announcement", announcement);
  }

  function revoke({ userId, reason }: DomainEventMap["session:revoked"]) {
    toUser(userId).emit("session:revoked", { reason });
    staff.to(userRoom(userId)).emit("session:revoked", { reason });
    // Across instances too with the Redis adapter.
    io.in(userRoom(userId)).disconnectSockets(true);
    staff.in(userRoom(userId)).disconnectSockets(true);
  }

  const unsubscribes = [
    events.on("wallet:updated", ({ userId, gold, gems }) =>
      toUser(userId).emit("wallet:updated", { gold, gems }),
    ),
    events.on("inbox:new", ({ userIds, count }) => {
      if (userIds === "all") io.emit("inbox:new", { count });
      else if (userIds.length > 0) toUsers(userIds).emit("inbox:new", { count });
    }),
    events.on("session:revoked", revoke),
    events.on("level:up", ({ userId, level }) => toUser(userId).emit("level:up", { level })),
    events.on("achievement:unlocked", ({ userId, key }) =>
      toUser(userId).emit("achievement:unlocked", { key, name: achievementName(key) }),
    ),
    events.on("leaderboard:rank", ({ userId, ...rank }) =>
      toUser(userId).emit("leaderboard:rank", { ...rank, name: leaderboardName(rank) }),
    ),
    events.on("shop:rotated", (rotation) => io.to(topicRoom("shop")).emit("shop:rotated", rotation)),
    events.on("vip:expired", ({ userIds }) => {
      if (userIds.length > 0) toUsers(userIds).emit("vip:expired", {});
    }),
    events.on("announcement", (announcement) =>
      announce(announcement).catch((err: unknown) =>
        deps.logger.error({ err, announcementId: announcement.id }, "could not deliver an announcement"),
      ),
    ),
    // The staff feed.
    events.on("player:signed-up", ({ userId, method }) =>
      feedAbout({ kind: "sign-up", at: now(), userId, method }),
    ),
    events.on("purchase:completed", (purchase) => feedAbout({ kind: "purchase", at: now(), ...purchase })),
    events.on("player:banned", ({ userId, reason, until }) =>
      feedAbout({ kind: "ban", at: now(), userId, reason, until }),
    ),
    events.on("promo:redeemed", ({ userId, code }) => feedAbout({ kind: "promo", at: now(), userId, code })),
    events.on("staff:sign-in-attack", ({ userId, failures, addresses }) =>
      feedAbout({ kind: "sign-in-attack", at: now(), userId, failures, addresses }),
    ),
    events.on("job:run", ({ job, runId, status, durationMs, error }) =>
      feed({ kind: "job", at: now(), job, runId, status, durationMs, error }),
    ),
    events.on("server:error", (error) => serverErrors.report(error)),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
    serverErrors.stop();
  };
}
