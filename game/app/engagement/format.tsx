// Small display helpers shared by the inbox, polls and leaderboards pages.
import type { Reward } from "@arena/api/catalogue/rewards";
import { rewardParts } from "@arena/api/words/words";

/** A reward as a list, one chip per part, in the words used everywhere (api/src/words/words.ts rewardParts). */
export function RewardChips({ reward }: { reward: Reward | null | undefined }) {
  const parts = rewardParts(reward);
  if (parts.length === 0) return null;
  return (
    <ul className="reward-chips" aria-label="Rewards">
      {parts.map((part) => (
        <li key={part} className="reward-chip">
          {part}
        </li>
      ))}
    </ul>
  );
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "in 3 days", "5 hours ago": computed on the server, so the page is the same without JavaScript. */
export function relativeTime(iso: string | Date, now: number): string {
  const ms = new Date(iso).getTime() - now;
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(ms) >= size) return format.format(Math.round(ms / size), unit);
  }
  return ms >= 0 ? "in a moment" : "just now";
}
