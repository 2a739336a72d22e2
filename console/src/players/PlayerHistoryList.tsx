// The one shape of the player page's history tabs (bans, sign-ins, pulls from
// eggs): the player's rows of one resource, newest first, ten a page; on a phone
// one card per row, its last line when it happened; otherwise a table whose
// first column is When. Each tab gives its resource, its lines and its columns.
import { Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Datagrid, Pagination, ReferenceManyField, SimpleList } from "react-admin";
import { dateTimeInWords } from "../format/dates";
import { WhenField } from "../format/WhenField";
import { usePhone } from "../layout/use-phone";

const pagination = <Pagination rowsPerPageOptions={[10, 25, 50]} />;

export function PlayerHistoryList<Row extends { id: number; createdAt: string }>(props: {
  /** The admin API's resource, filtered by the player (its userId). */
  reference: string;
  /** What the tab says when the player has no rows. */
  empty: string;
  /** The phone card's picture, first line and second line. */
  leftIcon?: (row: Row) => ReactNode;
  primaryText: (row: Row) => ReactNode;
  secondaryText: (row: Row) => ReactNode;
  /** The table's columns after When. */
  children: ReactNode;
}) {
  const phone = usePhone();
  const empty = <Typography variant="body2">{props.empty}</Typography>;
  return (
    <ReferenceManyField
      reference={props.reference}
      target="userId"
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={10}
      pagination={pagination}
    >
      {phone ? (
        <SimpleList<Row>
          rowClick={false}
          empty={empty}
          leftIcon={props.leftIcon}
          primaryText={props.primaryText}
          secondaryText={props.secondaryText}
          tertiaryText={(row) => dateTimeInWords(row.createdAt)}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
          <WhenField source="createdAt" label="When" />
          {props.children}
        </Datagrid>
      )}
    </ReferenceManyField>
  );
}
