// The console's one exporter: every list's Export button. react-admin's own
// asks the data provider for 1 000 rows in one request, which the admin API
// refuses (at most 500 a page), so it exported nothing. This one reads every
// row the list's filters match — with the list's sort — page by page, shows
// its progress on the button, and writes a CSV whose headers are words.
import DownloadIcon from "@mui/icons-material/GetApp";
import { useState } from "react";
import { Button, type Identifier, useDataProvider, useListContext, useNotify } from "react-admin";
import { downloadCsv } from "../analytics/csv";

/** The admin API's largest page (maxRangeLength in api/src/http/admin-list.ts). */
const pageSize = 500;

export interface ExportColumn<Row> {
  /** The header, in words; amounts say their unit ("Gold", "Amount (USD)"). */
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

const cell = (value: string | number | boolean | null | undefined) =>
  typeof value === "boolean" ? (value ? "yes" : "no") : (value ?? null);

const count = (value: number) => value.toLocaleString();

export function ExportAllButton<Row extends { id: Identifier }>({
  columns,
  fileName,
}: {
  columns: readonly ExportColumn<Row>[];
  /** Without ".csv"; the day is added. */
  fileName: string;
}) {
  const { resource, sort, filter, filterValues, total } = useListContext<Row>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const exportAll = async () => {
    setProgress({ done: 0, total: total ?? 0 });
    // Keyed by id: a row inserted at the top while paging shifts the later
    // pages by one, and the row read twice is written once.
    const rows = new Map<Identifier, Row>();
    try {
      for (let page = 1; ; page++) {
        const result = await dataProvider.getList<Row>(resource, {
          sort,
          filter: filter ? { ...filterValues, ...filter } : filterValues,
          pagination: { page, perPage: pageSize },
        });
        for (const row of result.data) rows.set(row.id, row);
        const matching = result.total ?? rows.size;
        setProgress({ done: rows.size, total: matching });
        if (result.data.length < pageSize || page * pageSize >= matching) break;
      }
      const csvRows = [...rows.values()].map((row) =>
        Object.fromEntries(columns.map((column) => [column.header, cell(column.value(row))])),
      );
      const day = new Date().toISOString().slice(0, 10);
      downloadCsv(
        `${fileName}-${day}.csv`,
        csvRows,
        columns.map((column) => column.header),
      );
      notify(`Exported ${count(rows.size)} rows.`, { type: "success" });
    } catch (error) {
      notify(`The export failed: ${error instanceof Error ? error.message : String(error)}`, {
        type: "error",
      });
    } finally {
      setProgress(null);
    }
  };

  const label = progress ? `Exporting… ${count(progress.done)} of ${count(progress.total)}` : "Export";
  return (
    <Button
      onClick={exportAll}
      disabled={progress !== null || total === 0}
      label={label}
      // On a phone react-admin draws an icon-only button and names it only while enabled: an
      // empty list's (disabled) Export button would have no name at all.
      aria-label={label}
    >
      <DownloadIcon />
    </Button>
  );
}
