// The guard of the game servers' routes: the X-Game-Server-Key header names a
// server key (api/src/server-keys/authenticate-server-key.ts) that must hold
// the route's scope. It runs before the route reads its input, so a refused
// key learns nothing of the input's rules. Without a key, a request carrying a
// player's session (cookie or bearer token) is told why players may not call
// the route (403); one carrying nothing is asked for a key (401).
import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { authenticateServerKey } from "../server-keys/authenticate-server-key.ts";
import type { ServerKeyScope } from "../server-keys/scopes.ts";
import type { HttpEnv } from "./types.ts";

/** The header a game server sends its key in. */
export const serverKeyHeader = "x-game-server-key";

export function serverKeyRequired(
  deps: AppDeps,
  scope: ServerKeyScope,
  /** What a player who calls the route is told instead. */
  notForPlayers: string,
): MiddlewareHandler<HttpEnv> {
  return async (c, next) => {
    const secret = c.req.header(serverKeyHeader);
    if (!secret) {
      const player = Boolean(c.req.header("cookie") || c.req.header("authorization"));
      throw player
        ? new AppError("forbidden", notForPlayers, { reason: "server_key_required" })
        : new AppError(
            "unauthorized",
            "This route is for game servers: send a server key in the X-Game-Server-Key header.",
            { reason: "server_key_required" },
          );
    }
    c.set("serverKey", await authenticateServerKey(deps, { secret, scope, now: new Date() }));
    await next();
  };
}
