// Each kind of staff feed event in English: a title and a detail line. Pure, so
// every kind is checked without a browser (feed-words.test.ts).
import type { FeedItem } from "@arena/api/realtime/events";
import { formatAmount, formatCount } from "../format/amounts";
import { dateTimeInWords } from "../format/dates";
import { durationInWords as duration, jobLabel, signInMethodLabel } from "../format/labels";

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
