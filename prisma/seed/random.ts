// Deterministic randomness for the demo world: the same seed gives the same
// world. Never Math.random here.
import { createHash } from "node:crypto";

/** FNV-1a: a stable 32-bit hash of a label, to derive independent streams. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded PRNG (mulberry32) with the helpers the seed needs. */
export class SeededRandom {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** An independent stream for a sub-task, so adding draws in one place does not shift another. */
  fork(label: string): SeededRandom {
    return new SeededRandom(hashString(`${this.#state}:${label}`));
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }

  pickWeighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weightOf(item), 0);
    let threshold = this.next() * total;
    for (const item of items) {
      threshold -= weightOf(item);
      if (threshold < 0) return item;
    }
    return this.pick(items);
  }

  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    for (let index = pool.length - 1; index > 0; index--) {
      const other = Math.floor(this.next() * (index + 1));
      [pool[index], pool[other]] = [pool[other]!, pool[index]!];
    }
    return pool.slice(0, count);
  }
}

/**
 * A stable, RFC 4122-shaped (version 4, variant 1) UUID for a seeded entity.
 * The bulk SQL path builds the same value with uuidSql(), so both paths agree
 * on every player's id (referrals across paths work).
 */
export function seededUuid(seed: number, label: string): string {
  const hex = createHash("md5").update(`${seed}:${label}`).digest("hex").split("");
  hex[12] = "4";
  hex[16] = "8";
  const text = hex.join("");
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
