// How many teams a player keeps and how many monsters each holds.

export const teams = { maxTeams: 3, slotsPerTeam: 5 } as const;
