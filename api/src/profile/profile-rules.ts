// What a profile wears before the player equips anything, and which display
// names are allowed.
import type { CosmeticSlot } from "../catalogue/basics.ts";

/** What every profile wears until the player equips an owned cosmetic (UserProfile defaults). */
export const defaultCosmetics: Readonly<Record<CosmeticSlot, string>> = {
  avatar: "avatar-default",
  banner: "banner-default",
  frame: "frame-default",
};

export const displayNameRules = {
  minLength: 3,
  maxLength: 20,
  pattern: /^[A-Za-z0-9_]+$/,
} as const;
