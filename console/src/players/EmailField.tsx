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

export function EmailField({ label = "E-mail" }: { label?: string }) {
  return <FunctionField label={label} source="email" render={(player: Emailed) => emailInWords(player)} />;
}
