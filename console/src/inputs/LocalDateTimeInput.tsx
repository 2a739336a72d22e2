// The console's one date-time input. The browser's datetime-local field gives
// the operator's wall-clock time without any offset ("2026-11-26T00:37"), which
// the API refuses as ambiguous: this input keeps showing and taking local time,
// names the zone beside the field, and hands the form the UTC instant
// ("2026-11-26T05:37:00.000Z"). A stored instant is shown back in local time by
// DateTimeInput's own format.

import { DateTimeInput, type DateTimeInputProps } from "react-admin";
import { useWatch } from "react-hook-form";

/** The typed local time as a UTC instant; an empty field is no date (null). */
function localToInstant(local: string): string | null {
  if (!local) return null;
  // A date-time without an offset is read by Date as local time, which is what the operator typed.
  const instant = new Date(local);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * "Time in America/New_York (UTC-05:00)": the zone and its offset at that moment (summer
 * and winter differ); "Time in UTC" when the zone is UTC, said once.
 */
function zoneLabel(at: Date): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const offset = `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return zone === "UTC" || zone === "Etc/UTC" ? "Time in UTC" : `Time in ${zone} (${offset})`;
}

type LocalDateTimeInputProps = Omit<DateTimeInputProps, "parse" | "helperText"> & {
  /** Shown before the zone. */
  helperText?: string;
};

export function LocalDateTimeInput({ helperText, ...props }: LocalDateTimeInputProps) {
  const value: string | Date | null | undefined = useWatch({ name: props.source });
  const shown = value ? new Date(value) : new Date();
  const zone = zoneLabel(Number.isNaN(shown.getTime()) ? new Date() : shown);
  return (
    <DateTimeInput
      {...props}
      parse={localToInstant}
      helperText={helperText ? `${helperText} · ${zone}` : zone}
    />
  );
}
