// The game servers' routes besides match reports (progression-routes.ts):
// what a server key with the right scope may do for a player. Transport only:
// the key's guard, zod in, a use case, JSON out.
import { z } from "@hono/zod-openapi";
import { RewardSchema } from "../catalogue/rewards.ts";
import type { AppDeps } from "../context.ts";
import { grantFromServer, ServerGrantSchema } from "../grants/grant-from-server.ts";
import { IdempotencyKeySchema } from "../shop/purchase-shop-item.ts";
import { createApiRouter } from "./openapi.ts";
import { apiRoute, json, jsonBody } from "./openapi-route.ts";
import { serverKeyHeader, serverKeyRequired } from "./server-key-auth.ts";

const ServerGrantResultSchema = z
  .object({
    replayed: z
      .boolean()
      .openapi({ description: "True: this idempotency key granted before; nothing was granted again" }),
    // What went into the wallet and the inventory; what did not fit went to the inbox (overflow).
    granted: RewardSchema,
    overflow: RewardSchema.nullable(),
    overflowMessageId: z.number().int().nullable(),
    wallet: z.object({ gold: z.number().int(), gems: z.number().int() }),
  })
  .openapi("ServerGrantResult");

export function serverRoutes(deps: AppDeps) {
  const grant = apiRoute({
    operationId: "grantRewardFromServer",
    method: "post",
    path: "/api/server/players/{userId}/grants",
    tag: "game servers",
    access: "server",
    summary:
      "A game server grants a player gold, gems, monsters, relics or ingredients (a key that may grant rewards). Idempotent by the Idempotency-Key header, per player.",
    middleware: [
      serverKeyRequired(
        deps,
        "rewards:grant",
        "Players cannot grant themselves rewards: rewards come from battles, quests and the shop. Game servers grant with a server key (X-Game-Server-Key) that may grant rewards.",
      ),
    ],
    request: {
      params: z.object({
        userId: z
          .string()
          .uuid()
          .openapi({
            param: { name: "userId", in: "path" },
            example: "00000000-0000-4000-8000-000000000000",
          }),
      }),
      headers: z.object({
        [serverKeyHeader]: z.string().openapi({ description: "A server key that may grant rewards" }),
        "idempotency-key": IdempotencyKeySchema.openapi({
          description: "The server's id of this grant: a retry with it grants nothing again",
        }),
      }),
      body: jsonBody(ServerGrantSchema),
    },
    responses: {
      200: json(
        "Granted, or the stored result of an earlier grant with this key (replayed: true)",
        ServerGrantResultSchema,
      ),
    },
    errors: {
      403: "A player's session instead of a key, or a key without the scope rewards:grant (`details.reason`)",
      404: "No such player",
      409: "The idempotency key was used for another grant to this player",
    },
  });
  return createApiRouter().openapi(grant, async (c) =>
    c.json(
      await grantFromServer(deps, {
        key: c.get("serverKey"),
        userId: c.req.valid("param").userId,
        idempotencyKey: c.req.valid("header")["idempotency-key"],
        grant: c.req.valid("json"),
        now: new Date(),
      }),
      200,
    ),
  );
}
