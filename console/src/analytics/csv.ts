// CSV of rows — a metric's, or a console list's export — (RFC 4180: fields
// with a comma, quote or line break are quoted, quotes doubled) and its
// download as a file.
import type { MetricRow } from "./values";

function field(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  // A leading = + - @, tab or carriage return makes spreadsheets run the cell
  // as a formula (OWASP CSV injection); numbers are numbers, left as they are.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function rowsToCsv(rows: readonly MetricRow[], columns = columnsOf(rows)): string {
  const lines = [columns.map(field).join(",")];
  for (const row of rows) lines.push(columns.map((column) => field(row[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export function columnsOf(rows: readonly MetricRow[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

export function downloadCsv(fileName: string, rows: readonly MetricRow[], columns = columnsOf(rows)): void {
  const blob = new Blob([rowsToCsv(rows, columns)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName.endsWith(".csv") ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
