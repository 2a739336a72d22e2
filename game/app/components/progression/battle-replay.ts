// The battle page and the live events agree here on when a battle's news may be
// told. While a battle replays, what it caused (an achievement, a level, ranks on
// the leaderboards, the new wallet) must not spoil the result: the live events
// hold it, and once the replay ends (or is skipped) hand it to the result screen,
// which shows it in its own list, in the page, over nothing. The header's wallet keeps
// the balances from before the fight until then (fightStarting, ended). A browser-only store
// (useSyncExternalStore): the server renders no replay and no news.

/** One piece of news a battle caused, in words. */
export interface BattleNews {
  kind: "achievement" | "level" | "rank";
  text: string;
  /** The achievement's display name, or the level reached: how the result screen spots what it already lists. */
  subject: string;
}

interface State {
  /** The battle (its id) whose replay has ended on the open page. */
  ended: string | null;
  /** News handed to that battle's result screen. */
  news: readonly BattleNews[];
}

let state: State = { ended: null, news: [] };
const listeners = new Set<() => void>();
const set = (next: State) => {
  state = next;
  for (const listener of listeners) listener();
};

export const battleReplay = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): State => state,
  serverSnapshot: (): State => serverState,
  /** The battle page started replaying `battleId`: its news waits. */
  started(battleId: string): void {
    if (state.ended === battleId || state.news.length > 0) set({ ended: null, news: [] });
  },
  /** The replay ended or was skipped: the result is on screen. */
  ended(battleId: string): void {
    if (state.ended !== battleId) set({ ended: battleId, news: [] });
  },
  /** The battle page closed. */
  left(battleId: string): void {
    if (state.ended === battleId || state.news.length > 0) set({ ended: null, news: [] });
  },
  /** Gives news to the result screen of `battleId`; false when that result is not on screen. */
  tell(battleId: string, news: readonly BattleNews[]): boolean {
    if (state.ended !== battleId) return false;
    if (news.length > 0) set({ ended: battleId, news: [...state.news, ...news] });
    return true;
  },
};

const serverState: State = { ended: null, news: [] };

/** A Fight press under way: a form posted to /play, until the battle page it leads to has loaded. */
export function fightStarting(navigation: {
  state: string;
  formMethod?: string;
  formAction?: string;
}): boolean {
  return (
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formAction !== undefined &&
    new URL(navigation.formAction, "http://x").pathname === "/play"
  );
}

/** The battle id in a path ("/battle/12" → "12"), or null. */
export function battleIdOf(pathname: string): string | null {
  return /^\/battle\/(\d+)\/?$/.exec(pathname)?.[1] ?? null;
}
