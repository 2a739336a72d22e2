// The leaderboards the game keeps: which stats are ranked, over which periods,
// and the rank brackets that pay a reward when a period ends. When periods start
// and what a rank pays are in leaderboards/rules.ts.

export const leaderboardPeriodicities = ["daily", "weekly", "monthly", "season", "allTime"] as const;
export type Periodicity = (typeof leaderboardPeriodicities)[number];

export type ScoreOperator = "best" | "set" | "increment";

/** Ranked stats, how a submitted score combines with the stored one, and the periods each runs for. */
export const leaderboardTypes = [
  { type: "elo", operator: "set", periodicities: ["season", "allTime"] },
  { type: "kills", operator: "increment", periodicities: leaderboardPeriodicities },
  { type: "bossPoints", operator: "increment", periodicities: leaderboardPeriodicities },
  { type: "killPoints", operator: "increment", periodicities: leaderboardPeriodicities },
  { type: "pveWins", operator: "increment", periodicities: leaderboardPeriodicities },
] as const satisfies readonly {
  type: string;
  operator: ScoreOperator;
  periodicities: readonly Periodicity[];
}[];
export type LeaderboardType = (typeof leaderboardTypes)[number]["type"];

/** Every Leaderboard row the game keeps: one per periodicity and type. */
export const leaderboards: readonly {
  periodicity: Periodicity;
  type: LeaderboardType;
  operator: ScoreOperator;
}[] = leaderboardTypes.flatMap((board) =>
  board.periodicities.map((periodicity) => ({ periodicity, type: board.type, operator: board.operator })),
);

export interface RankBracket {
  readonly fromRank: number;
  readonly toRank: number;
  readonly reward: { readonly gold?: number; readonly gems?: number };
}

/** Rewards sent as inbox messages when a monthly period ends, by final rank. */
export const rankBrackets: readonly RankBracket[] = [
  { fromRank: 1, toRank: 1, reward: { gems: 500, gold: 5000 } },
  { fromRank: 2, toRank: 3, reward: { gems: 300, gold: 3000 } },
  { fromRank: 4, toRank: 10, reward: { gems: 150, gold: 1500 } },
  { fromRank: 11, toRank: 100, reward: { gems: 50, gold: 500 } },
  { fromRank: 101, toRank: 1000, reward: { gold: 200 } },
];
