import { FunctionField } from "react-admin";

/** What a player row needs to say how they sign in. */
interface Emailed {
  email: string;
  isGuest?: boolean;
  deletion?: { deletedAt: string | null } | null;
}

/**
 * A guest's address is a stand-in (docs/decisions/124), and so is an erased account's
 * (docs/decisions/130): staff read what it means instead.
 */
export function emailInWords(player: Emailed): string {
  if (player.deletion?.deletedAt) return "None (the account was deleted)";
  return player.isGuest ? "Guest (signs in on a game client's device)" : player.email;
}

/**
 * The e-mail, or that it is a guest. A list or show layout reads a field's header from the
 * element's own props, so `label` is given where it is used, not defaulted here.
 */
export function EmailField({ label }: { label: string; source?: "email" }) {
  return <FunctionField label={label} source="email" render={(player: Emailed) => emailInWords(player)} />;
}
