// A short-lived, per-database copy of a small table that hot paths read on every
// request (the live events and running experiments): loaded at most once per
// `ttlMs` per database, shared by concurrent callers, and dropped at once by
// this instance's own changes. Other instances see a change within `ttlMs`.
import type { Db } from "../db.ts";

export interface SnapshotCache<T> {
  get(db: Db, now: Date): Promise<T>;
  /** Forget the copy for this database (after a change made here). */
  clear(db: Db): void;
}

export function snapshotCache<T>(ttlMs: number, load: (db: Db, now: Date) => Promise<T>): SnapshotCache<T> {
  const copies = new WeakMap<Db, { loadedAt: number; value: Promise<T> }>();
  return {
    get(db, now) {
      const copy = copies.get(db);
      if (copy && Math.abs(now.getTime() - copy.loadedAt) < ttlMs) return copy.value;
      const value = load(db, now);
      copies.set(db, { loadedAt: now.getTime(), value });
      // A failed load is not kept: the next caller tries again.
      value.catch(() => {
        if (copies.get(db)?.value === value) copies.delete(db);
      });
      return value;
    },
    clear(db) {
      copies.delete(db);
    },
  };
}
