// Editing one's profile: a display name under the sign-up rules (unique
// whatever the case), and cosmetics only among the defaults and owned items.
import { z } from "zod";
import { DisplayNameSchema, isDisplayNameTaken } from "../auth/accounts.ts";
import { cosmeticSlots } from "../catalogue/basics.ts";
import type { AppDeps } from "../context.ts";
import { AppError } from "../errors.ts";
import { ownedCosmetics } from "./cosmetics.ts";

export const UpdateProfileSchema = z.object({
  name: DisplayNameSchema.optional(),
  avatar: z.string().min(1).max(100).optional(),
  banner: z.string().min(1).max(100).optional(),
  frame: z.string().min(1).max(100).optional(),
});
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;

/** An edit as the API receives it: only these fields (a typo is not silently dropped), at least one. */
export const ProfileChangesSchema = z
  .strictObject(UpdateProfileSchema.shape)
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: "Send at least one of name, avatar, banner and frame.",
  });

export async function updateProfile(
  deps: Pick<AppDeps, "db">,
  input: UpdateProfileInput & { userId: string },
): Promise<{ name: string; avatar: string; banner: string; frame: string }> {
  const changes = UpdateProfileSchema.parse(input);
  return deps.db.$transaction(async (tx) => {
    const profile = await tx.userProfile.findUnique({ where: { userId: input.userId } });
    if (!profile) throw new AppError("not_found", "No such player.");
    if (changes.name && changes.name.toLowerCase() !== profile.name.toLowerCase()) {
      if (await isDisplayNameTaken(tx, changes.name)) {
        throw new AppError("conflict", "That display name is taken.", {
          fields: { name: "That display name is taken." },
        });
      }
    }
    const options = await ownedCosmetics({ db: tx }, { userId: input.userId });
    for (const slot of cosmeticSlots) {
      const wanted = changes[slot];
      if (wanted && !options[slot].some((option) => option.id === wanted)) {
        throw new AppError("forbidden", `You do not own that ${slot}.`, {
          fields: { [slot]: `You do not own that ${slot}.` },
        });
      }
    }
    // The unique index backs the name check when two players race for one name (P2002 → 409).
    return tx.userProfile.update({
      where: { userId: input.userId },
      data: {
        ...(changes.name ? { name: changes.name } : {}),
        ...(changes.avatar ? { avatar: changes.avatar } : {}),
        ...(changes.banner ? { banner: changes.banner } : {}),
        ...(changes.frame ? { frame: changes.frame } : {}),
      },
      select: { name: true, avatar: true, banner: true, frame: true },
    });
  });
}
