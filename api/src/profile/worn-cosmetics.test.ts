import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDeps } from "../../../tests/support/deps.ts";
import type { AppDeps } from "../context.ts";
import { defaultCosmetics } from "./profile-rules.ts";
import { wornCosmetics } from "./worn-cosmetics.ts";

let deps: AppDeps & { close(): Promise<void> };
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

describe("worn cosmetics", () => {
  it("are the profile's avatar, banner and frame, or the defaults for a player without a profile", async () => {
    const [worn, bare] = await Promise.all([
      deps.db.user.create({
        data: {
          email: "worn@example.com",
          profile: { create: { name: "WornTamer", avatar: "avatar-umbradon", frame: "frame-diamond" } },
        },
      }),
      deps.db.user.create({ data: { email: "bare@example.com" } }),
    ]);
    expect(await wornCosmetics(deps, { userId: worn.id })).toEqual({
      avatar: "avatar-umbradon",
      banner: defaultCosmetics.banner,
      frame: "frame-diamond",
    });
    expect(await wornCosmetics(deps, { userId: bare.id })).toEqual(defaultCosmetics);
  });
});
