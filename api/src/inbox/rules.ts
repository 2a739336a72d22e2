// How long inbox messages live and how the inbox is paged.

export const inbox = {
  /** Reward messages (grants that did not fit, compensation, rank rewards) expire after this. */
  rewardMessageLifetimeDays: 30,
} as const;

export const inboxQueries = {
  /** Messages per inbox page. */
  pageSize: 50,
} as const;

/** A broadcast's or segment send's message lifetime when staff give none. */
export const defaultBroadcastLifetimeDays = inbox.rewardMessageLifetimeDays;
