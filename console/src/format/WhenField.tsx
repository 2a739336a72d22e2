// A list's or a page's date column in the console's one date format
// (format/dates.ts): "26 Nov 2026, 14:05 CET", or "26 Nov 2026" for a day.

import { FunctionField, type FunctionFieldProps } from "react-admin";
import { dateInWords, dateTimeInWords } from "./dates";

type WhenFieldProps = Omit<FunctionFieldProps, "render" | "source"> & {
  source: string;
  /** The day only ("Joined 26 Nov 2026"). */
  dateOnly?: boolean;
};

const valueAt = (record: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);

export function WhenField({ source, dateOnly = false, emptyText = "—", ...props }: WhenFieldProps) {
  return (
    <FunctionField
      source={source}
      {...props}
      render={(record) => {
        const value = valueAt(record, source);
        if (typeof value !== "string" && !(value instanceof Date)) return emptyText;
        return dateOnly ? dateInWords(value) : dateTimeInWords(value);
      }}
    />
  );
}
