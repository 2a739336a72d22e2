// Match reports the tests send. No imports: the Playwright specs use it too.

/** A win of the first campaign map (free to play): both of its enemies defeated. */
export const firstMapWin = (matchId: string) => ({
  matchId,
  mode: "pve" as const,
  map: "meadow-outskirts",
  difficulty: 1,
  teamSlot: 0,
  result: "win" as const,
  turns: 8,
  timeSeconds: 60,
  kills: 2,
  bossKills: 0,
  curse: 0,
});
