// What a player wears on their profile (avatar, banner, frame): the site
// header shows the avatar in its frame beside the player's name.
import type { CosmeticSlot } from "../catalogue/basics.ts";
import type { AppDeps } from "../context.ts";
import { defaultCosmetics } from "./profile-rules.ts";

export async function wornCosmetics(
  deps: Pick<AppDeps, "db">,
  input: { userId: string },
): Promise<Record<CosmeticSlot, string>> {
  const profile = await deps.db.userProfile.findUnique({
    where: { userId: input.userId },
    select: { avatar: true, banner: true, frame: true },
  });
  return profile ?? { ...defaultCosmetics };
}
