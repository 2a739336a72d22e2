import { leaderboardPeriodicities, leaderboardTypes } from "@arena/api/config/game";
import { operatorLabel, periodicityLabel, statLabel } from "../format/labels";

const choices = (values: readonly string[], label: (value: string) => string) =>
  values.map((value) => ({ id: value, name: label(value) }));

export const typeChoices = choices(
  leaderboardTypes.map((board) => board.type),
  statLabel,
);
export const periodicityChoices = choices(leaderboardPeriodicities, periodicityLabel);
export const operatorChoices = choices(["best", "set", "increment"], operatorLabel);
