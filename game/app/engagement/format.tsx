// Small display helpers shared by the inbox, polls, leaderboards, daily, quests and
// achievements pages.
import type { ArtSubject } from "@arena/api/art/art-url";
import type { Reward, RewardItem } from "@arena/api/catalogue/rewards";
import { rewardParts } from "@arena/api/words/words";
import { ItemArt, MonsterArt } from "../components/Art";

interface RewardPiece {
  /** One part of the reward on its own, so rewardParts words it as everywhere else. */
  part: Reward;
  picture: ArtSubject | { kind: "monster"; name: string; quality: RewardItem["quality"] };
}

function groupBy<T>(values: readonly T[], key: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) groups.set(key(value), [...(groups.get(key(value)) ?? []), value]);
  return groups;
}

/** A reward cut into the pieces that each get a chip: gold, gems, each kind of item, each ingredient, VIP days, access. */
function rewardPieces(reward: Reward): RewardPiece[] {
  const pieces: RewardPiece[] = [];
  if (reward.gold)
    pieces.push({ part: { gold: reward.gold }, picture: { kind: "currency", currency: "gold" } });
  if (reward.gems)
    pieces.push({ part: { gems: reward.gems }, picture: { kind: "currency", currency: "gems" } });
  const items = groupBy(
    reward.items ?? [],
    // One chip per kind of item: the same type, quality, name and level (a key, never shown).
    (item) => JSON.stringify([item.type, item.quality, item.name, item.level ?? 1]),
  );
  for (const group of items.values()) {
    const [item] = group as [RewardItem];
    pieces.push({
      part: { items: group },
      picture:
        item.type === "monster"
          ? { kind: "monster", name: item.name, quality: item.quality }
          : { kind: "relic", name: item.name },
    });
  }
  const ingredients = groupBy(reward.ingredients ?? [], (ingredient) => ingredient.name);
  for (const [name, group] of ingredients) {
    pieces.push({ part: { ingredients: group }, picture: { kind: "ingredient", name } });
  }
  if (reward.vipDays)
    pieces.push({ part: { vipDays: reward.vipDays }, picture: { kind: "goods", grant: "vipDays" } });
  if (reward.gameAccess)
    pieces.push({ part: { gameAccess: true }, picture: { kind: "goods", grant: "gameAccess" } });
  return pieces;
}

function PiecePicture({ picture, size }: { picture: RewardPiece["picture"]; size: number }) {
  return picture.kind === "monster" ? (
    <MonsterArt name={picture.name} quality={picture.quality} size={size} />
  ) : (
    <ItemArt subject={picture} size={size} alt="" />
  );
}

/** A reward as a list, one chip per part with its picture, in the words used everywhere (api/src/words/words.ts rewardParts). */
export function RewardChips({ reward }: { reward: Reward | null | undefined }) {
  const pieces = reward ? rewardPieces(reward) : [];
  if (pieces.length === 0) return null;
  return (
    <ul className="reward-chips" aria-label="Rewards">
      {pieces.map(({ part, picture }) => {
        const words = rewardParts(part).join(", ");
        return (
          <li key={words} className="reward-chip">
            <PiecePicture picture={picture} size={20} />
            {words}
          </li>
        );
      })}
    </ul>
  );
}

/** The pictures of a reward's parts side by side, for a cell too small for chips (the words stand beside them). */
export function RewardPictures({ reward, size }: { reward: Reward; size: number }) {
  const pieces = rewardPieces(reward);
  if (pieces.length === 0) return null;
  return (
    <span className="reward-pictures">
      {pieces.map(({ part, picture }) => (
        <PiecePicture key={rewardParts(part).join()} picture={picture} size={size} />
      ))}
    </span>
  );
}

/** "1 Dec 2026": a day that reads the same everywhere (UTC, day before month), on the server and in the browser. */
export function dayInWords(iso: string | Date): string {
  return new Date(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
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
