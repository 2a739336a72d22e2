// How long a new player counts as new: the home page's greeting and the
// first-steps guide read these.

export const firstSession = {
  /** For this long after sign-up, home greets the player as new ("Welcome"), then as returning ("Welcome back"). */
  newPlayerHours: 24,
  /**
   * The guide is a beginner's: shown for this long after sign-up unless finished
   * sooner, so players who came before it (the demo world's veterans) never get it.
   */
  guideDays: 14,
} as const;
