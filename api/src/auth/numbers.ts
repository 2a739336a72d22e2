// The sign-in layer's numbers in one place. Session numbers are NextAuth.js
// v4's defaults (docs/auth-contract.md); the rest are this platform's choices.

export const authConfig = {
  session: {
    /** Session lifetime: 30 days, re-issued on GET /api/auth/session. */
    maxAgeSeconds: 30 * 24 * 60 * 60,
    /** An API request re-issues a session cookie older than this (sliding session). */
    updateAgeSeconds: 24 * 60 * 60,
    /** Allowed clock skew when decrypting a session token. */
    clockToleranceSeconds: 15,
  },
  /** Game clients' bearer sessions (auth/client-tokens.ts, docs/decisions/124). */
  clientTokens: {
    /** An access token works this long; the client refreshes before (or on a 401). */
    accessTokenSeconds: 15 * 60,
    /** An unused refresh token lapses after this; each refresh hands out a new one (sliding, like the web's session). */
    refreshTokenSeconds: 30 * 24 * 60 * 60,
  },
  oauth: {
    /** Lifetime of the state and PKCE verifier cookies. */
    checkCookieMaxAgeSeconds: 15 * 60,
  },
  password: {
    minLength: 10,
    /** argon2 ignores bytes past its input limit; a cap also bounds hashing cost per request. */
    maxLength: 128,
  },
  displayName: { minLength: 3, maxLength: 20 },
  /** Where the game's sign-in and sign-up pages send a player when no callbackUrl is given: the game's home. */
  afterSignInPath: "/home",
  /** How long a mailed password-reset link works. */
  passwordResetTokenSeconds: 60 * 60,
  /** How long a mailed address-verification link works. */
  emailVerificationTokenSeconds: 24 * 60 * 60,
  /** How long "dismiss" hides the reminder to confirm the address, for that account on that device. */
  emailReminderDismissedSeconds: 7 * 24 * 60 * 60,
  /** lastActiveAt is written at most this often per user. */
  activityWriteIntervalSeconds: 5 * 60,
  rateLimits: {
    /** Failed sign-ins at one account from one address: past them that address is refused for that account. */
    signInFailuresPerPair: { points: 5, durationSeconds: 15 * 60 },
    /** Failed sign-ins from one address at any account (credential stuffing): past them the address is refused. */
    signInFailuresPerAddress: { points: 50, durationSeconds: 15 * 60 },
    /**
     * Failed sign-ins at one account from every address never refuse (an attacker must not
     * lock the owner out, docs/decisions/132): from `afterFailures` on, each attempt at the
     * account waits `firstDelayMs`, doubling with each further failure, at most `maxDelayMs`
     * (env SIGN_IN_SLOWDOWN_MAX_MS may lower the cap). Staff are alerted once per window
     * when their account reaches `afterFailures`.
     */
    signInSlowdownPerAccount: {
      afterFailures: 10,
      firstDelayMs: 250,
      maxDelayMs: 4000,
      durationSeconds: 15 * 60,
    },
    /**
     * An address that signed in to an account within this long is not slowed down for it (its
     * owner's usual places). At most 24 days: the in-memory store expires keys with a timer.
     */
    knownSignInAddress: { durationSeconds: 14 * 24 * 60 * 60 },
    /** Accounts created from one address. */
    signUpsPerAddress: { points: 30, durationSeconds: 60 * 60 },
    /** "Forgot password?" requests from one address, and for one e-mail address. */
    passwordResetRequestsPerAddress: { points: 10, durationSeconds: 60 * 60 },
    passwordResetRequestsPerEmail: { points: 3, durationSeconds: 60 * 60 },
    /** Attempts to use a reset link from one address (guessing tokens). */
    passwordResetAttemptsPerAddress: { points: 20, durationSeconds: 15 * 60 },
    /** "Send the link again" for one player's address verification. */
    verificationResendsPerPlayer: { points: 3, durationSeconds: 60 * 60 },
    /** Changes of address one player may ask for. */
    emailChangesPerPlayer: { points: 3, durationSeconds: 60 * 60 },
    /** Attempts to use a verification or change-of-address link from one address. */
    verificationAttemptsPerAddress: { points: 20, durationSeconds: 15 * 60 },
  },
} as const;
