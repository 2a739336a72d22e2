// The remote config as the game's pages read it (`context.remoteConfig`): the
// signed-in player's values now, resolved by the same use case as GET /api/config
// (so reading them counts as seeing any experiment variant they carry). A loader
// asks once per request, for the keys its page shows.
import type { AppDeps } from "../context.ts";
import type { ConfigValues } from "../remote-config/keys.ts";
import { resolveConfig } from "../remote-config/resolve-config.ts";

export function createWebRemoteConfig(deps: AppDeps) {
  return {
    forPlayer: async (userId: string): Promise<ConfigValues> =>
      (await resolveConfig(deps, { userId, now: new Date() })).values,
  };
}

export type WebRemoteConfig = ReturnType<typeof createWebRemoteConfig>;
