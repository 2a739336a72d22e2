import { leaderboardPeriodicities, leaderboardTypes } from "@arena/api/config/game";

const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

export const typeChoices = choices(leaderboardTypes.map((board) => board.type));
export const periodicityChoices = choices(leaderboardPeriodicities);
export const operatorChoices = choices(["best", "set", "increment"]);
