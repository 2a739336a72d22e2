// The one toolbar of the console's lists: the Filter button where a list has
// filters that are not always shown, the Create button for the roles that may
// create, and the Export button (every row the filters match, as CSV), in that
// order. The list says what differs; its own permission check decides `canCreate`.
import { CreateButton, FilterButton, type Identifier, TopToolbar } from "react-admin";
import { ExportAllButton, type ExportColumn } from "../export/ExportAllButton";

export function ListActions<Row extends { id: Identifier }>(props: {
  /** Offer the Filter button (for filters that are not `alwaysOn`). */
  filterButton?: boolean;
  /** Offer the Create button: true only for a role that may create. */
  canCreate?: boolean;
  /** The Create button's words, when not react-admin's "Create". */
  createLabel?: string;
  exportColumns: readonly ExportColumn<Row>[];
  /** The export's file name, without ".csv"; the day is added. */
  fileName: string;
}) {
  return (
    <TopToolbar>
      {props.filterButton ? <FilterButton /> : null}
      {props.canCreate ? <CreateButton label={props.createLabel} /> : null}
      <ExportAllButton columns={props.exportColumns} fileName={props.fileName} />
    </TopToolbar>
  );
}
