// A scheduled send as the console words it and as the API takes it: the
// repeat in words ("Every 2 days, until 1 Dec 2026, 09:00 CET"), the operator's
// time zone, the form's "when" as the API's {at, recurrence, timeZone}, and the
// API's field names mapped back onto the form's.
import { dateTimeInWords } from "../format/dates";

export type RecurrenceUnit = "hour" | "day" | "week";

export interface Recurrence {
  every: RecurrenceUnit;
  interval: number;
  until: string | null;
}

/** The "when" part of a form: the time, and an optional repeat. */
export interface WhenForm {
  at?: string | null;
  recurrence?: { every?: RecurrenceUnit | "" | null; interval?: number | null; until?: string | null } | null;
}

export const repeatChoices = [
  { id: "hour", name: "Every N hours" },
  { id: "day", name: "Every N days" },
  { id: "week", name: "Every N weeks" },
];

/** The operator's IANA time zone, stored with the send so its times read as they were meant. */
export const operatorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

const unitWords: Record<RecurrenceUnit, [string, string]> = {
  hour: ["hour", "hours"],
  day: ["day", "days"],
  week: ["week", "weeks"],
};

/** "Once", "Every day", "Every 6 hours, until 1 Dec 2026, 09:00 CET". */
export function repeatInWords(recurrence: Recurrence | null | undefined): string {
  if (!recurrence) return "Once";
  const [one, many] = unitWords[recurrence.every] ?? [recurrence.every, recurrence.every];
  const every = recurrence.interval > 1 ? `Every ${recurrence.interval} ${many}` : `Every ${one}`;
  return recurrence.until ? `${every}, until ${dateTimeInWords(recurrence.until)}` : every;
}

/** The form's "when" as the API takes it. */
export function whenBody(when: WhenForm | undefined) {
  const every = when?.recurrence?.every;
  return {
    at: when?.at ?? "",
    recurrence: every
      ? {
          every,
          interval: Number(when?.recurrence?.interval ?? 1) || 1,
          until: when?.recurrence?.until || null,
        }
      : null,
    timeZone: operatorTimeZone(),
  };
}

/** The API's field errors (payload.draft.title, recurrence.until, …) under the form's own fields. */
export function formErrors(errors: Record<string, unknown> | undefined, whenPrefix: string) {
  if (!errors) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => {
      if (field === "root") return [field, text];
      if (field === "at" || field.startsWith("recurrence")) return [`${whenPrefix}${field}`, text];
      return [field.replace(/^payload\./, ""), text];
    }),
  );
}

export const kindLabels: Record<string, string> = { message: "Message", announcement: "Announcement" };

export const statusLabels: Record<string, string> = {
  scheduled: "Scheduled",
  done: "Sent",
  cancelled: "Cancelled",
};
