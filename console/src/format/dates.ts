// Dates and times as the console shows them, everywhere in one format: the
// operator's own clock with its zone named ("26 Nov 2026, 14:05 CET"), a day
// on its own ("26 Nov 2026"), a chart's day axis ("5 Nov"). Lists, show pages,
// the audit trail's sentences and before/after values, and the charts all read
// the same way; the date-time inputs take the same local time (LocalDateTimeInput).

const dateTime = (timeZone?: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  });
const day = (timeZone?: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone });
const shortDay = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

const asDate = (value: string | number | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** An instant in the operator's time with its zone: "26 Nov 2026, 14:05 CET". Unreadable input is shown as it came. */
export function dateTimeInWords(value: string | number | Date, timeZone?: string): string {
  const date = asDate(value);
  return date ? dateTime(timeZone).format(date) : String(value);
}

/** The day of an instant in the operator's time: "26 Nov 2026". */
export function dateInWords(value: string | number | Date, timeZone?: string): string {
  const date = asDate(value);
  return date ? day(timeZone).format(date) : String(value);
}

/** A metric's day ("2026-11-05", a UTC day) as a chart axis says it: "5 Nov"; any other value unchanged. */
export function chartDayInWords(value: unknown): string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return String(value ?? "");
  return shortDay.format(new Date(`${value}T00:00:00Z`));
}

/** An ISO 8601 instant as the API sends it ("2026-11-26T13:05:00.000Z"), which a value shown to people must not be. */
export function isInstant(value: unknown): value is string {
  return (
    typeof value === "string" &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}
