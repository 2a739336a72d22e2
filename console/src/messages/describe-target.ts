// A message target in words, for the sent history and the confirm dialog.
import { dateInWords } from "../format/dates";

interface Segment {
  levelMin?: number;
  levelMax?: number;
  vip?: boolean;
  country?: string;
  activeSince?: string;
  hasPaid?: boolean;
  includeBanned?: boolean;
}

export type MessageTarget =
  | { kind: "player"; userId: string }
  | { kind: "segment"; segment: Segment }
  | { kind: "everyone"; includeBanned?: boolean }
  | { kind: "audience"; audienceId: number };

/** `audienceName`: a saved audience's name (as sent, or as it is now). */
export function describeTarget(target: MessageTarget | null, audienceName?: string | null): string {
  if (!target) return "—";
  if (target.kind === "player") return "one player";
  if (target.kind === "audience") return audienceName ? `the audience ${audienceName}` : "a saved audience";
  if (target.kind === "everyone") return target.includeBanned ? "everyone, banned included" : "everyone";
  const s = target.segment;
  const parts = [
    s.levelMin !== undefined || s.levelMax !== undefined
      ? `level ${s.levelMin ?? 1}–${s.levelMax ?? "∞"}`
      : null,
    s.vip === true ? "VIP" : s.vip === false ? "not VIP" : null,
    s.country ? `country ${s.country}` : null,
    s.activeSince ? `active since ${dateInWords(s.activeSince)}` : null,
    s.hasPaid === true ? "has paid" : s.hasPaid === false ? "never paid" : null,
    s.includeBanned ? "banned included" : null,
  ].filter(Boolean);
  return parts.length ? `segment: ${parts.join(", ")}` : "segment: every player";
}
