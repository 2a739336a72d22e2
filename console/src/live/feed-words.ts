// Each kind of staff feed event in English: a title and a detail line. Pure, so
// every kind is checked without a browser (feed-words.test.ts).
import { authConfig } from "@arena/api/auth/numbers";
import type { FeedItem } from "@arena/api/realtime/events";
import { countOf } from "@arena/api/words/words";
import { formatAmount, formatCount } from "../format/amounts";
import { dateTimeInWords } from "../format/dates";
import { durationInWords as duration, jobLabel, signInMethodLabel } from "../format/labels";

/** The window the sign-in limits count failures over, in words ("15 minutes"). */
const signInWindow = countOf(authConfig.rateLimits.signInSlowdownPerAccount.durationSeconds / 60, "minute");

export function describeFeedItem(item: FeedItem): { title: string; detail: string } {
  switch (item.kind) {
    case "sign-up":
      return {
        title: "New player signed up",
        detail: `with ${signInMethodLabel(item.method)}`,
      };
    case "purchase":
      return {
        title: `Purchase: ${item.item} for ${formatAmount(item.amount, item.currency)}`,
        detail: "",
      };
    case "ban":
      return {
        title: item.until
          ? `Player banned until ${dateTimeInWords(item.until)}`
          : "Player banned permanently",
        detail: item.reason ? `Reason: ${item.reason}` : "No reason given",
      };
    case "promo":
      return { title: `Promo code ${item.code} redeemed`, detail: "" };
    case "sign-in-attack":
      return {
        title: `Staff account under attack: ${countOf(item.failures, "failed sign-in")} in ${signInWindow}`,
        detail: `from ${countOf(item.addresses, "address", "addresses")}; its sign-ins are slowed down, not locked`,
      };
    case "job":
      // The job by its name in words, as on the jobs screen: "Job “Expired messages deleted” finished in 42 ms".
      return item.status === "failed"
        ? {
            title: `Job “${jobLabel(item.job)}” failed after ${duration(item.durationMs)}`,
            detail: item.error ?? "",
          }
        : { title: `Job “${jobLabel(item.job)}” finished in ${duration(item.durationMs)}`, detail: "" };
    case "error":
      return {
        title:
          item.count === 1 ? "1 server error" : `${formatCount(item.count)} server errors in the last minute`,
        detail: [
          item.count === 1 ? item.message : `Latest: ${item.message}`,
          item.path ? `on ${item.path}` : null,
          item.requestId ? `request ${item.requestId}` : null,
        ]
          .filter(Boolean)
          .join(" · "),
      };
  }
}
