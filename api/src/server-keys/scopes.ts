// What a server key may do: a fixed list, each scope with the words the console
// and the API's refusals use. A game server gets only what it needs, so a key
// leaked from a match server cannot grant rewards. Pure: the console imports it.

export const serverKeyScopes = ["matches:report", "rewards:grant"] as const;
export type ServerKeyScope = (typeof serverKeyScopes)[number];

const scopeWords: Readonly<Record<ServerKeyScope, { name: string; does: string }>> = {
  "matches:report": {
    name: "Report matches",
    does: "report finished matches for players",
  },
  "rewards:grant": {
    name: "Grant rewards",
    does: "grant players gold, gems, monsters, relics and ingredients",
  },
};

/** The scope's name as a checkbox and a list show it: "Report matches". */
export function serverKeyScopeName(scope: string): string {
  return scopeWords[scope as ServerKeyScope]?.name ?? scope;
}

/** What the scope lets a key do, inside a sentence: "report finished matches for players". */
export function serverKeyScopeDoes(scope: string): string {
  return scopeWords[scope as ServerKeyScope]?.does ?? scope;
}

/** The name the bootstrap key (GAME_SERVER_KEY) is recorded under: it has every scope and no row. */
export const bootstrapKeyName = "bootstrap (GAME_SERVER_KEY)";
