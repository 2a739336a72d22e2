// The second factor's numbers in one place (docs/decisions/131).
export const secondFactorConfig = {
  /** What an authenticator app shows above the code. */
  issuer: "Monster Arena",
  /** RFC 6238's defaults, which every authenticator app reads. */
  digits: 6,
  periodSeconds: 30,
  /** A code of the step before or after is still taken (a slow phone clock, a code typed at the turn). */
  window: 1,
  /** Recovery codes handed out at set-up (and each time a new set is asked for). */
  recoveryCodes: 10,
  /** Wrong codes (and recovery codes) one staff member may try before a pause. */
  guesses: { name: "second-factor", points: 5, durationSeconds: 15 * 60, what: "second factor attempts" },
} as const;
