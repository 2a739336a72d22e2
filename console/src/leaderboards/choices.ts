import { leaderboardPeriodicities, leaderboardTypes } from "@arena/api/catalogue/leaderboards";
import { choicesOf, operatorLabel, periodicityLabel, statLabel } from "../format/labels";

export const typeChoices = choicesOf(
  leaderboardTypes.map((board) => board.type),
  statLabel,
);
export const periodicityChoices = choicesOf(leaderboardPeriodicities, periodicityLabel);
export const operatorChoices = choicesOf(["best", "set", "increment"] as const, operatorLabel);

/** The score rules in the words of their choices. */
export const operatorHelp = `${operatorLabel("best")}: a player's highest score stays. ${operatorLabel("set")}: their last score stays. ${operatorLabel("increment")}: every score is added to their total.`;
