import { FunctionField } from "react-admin";

/** What a player row needs to say how they sign in. */
interface Emailed {
  email: string;
  isGuest?: boolean;
}

/** A guest's address is a stand-in (docs/decisions/124): staff read how the guest signs in instead. */
export function emailInWords(player: Emailed): string {
  return player.isGuest ? "Guest (signs in on a game client's device)" : player.email;
}

/**
 * The e-mail, or that it is a guest. A list or show layout reads a field's header from the
 * element's own props, so `label` is given where it is used, not defaulted here.
 */
export function EmailField({ label }: { label: string; source?: "email" }) {
  return <FunctionField label={label} source="email" render={(player: Emailed) => emailInWords(player)} />;
}
