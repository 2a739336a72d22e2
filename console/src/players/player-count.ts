/** "1 player", "2 players", "12,345 players". */
export const playerCount = (count: number) =>
  `${count.toLocaleString()} ${count === 1 ? "player" : "players"}`;
