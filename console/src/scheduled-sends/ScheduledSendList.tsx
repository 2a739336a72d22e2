// Scheduled sends: upcoming first (soonest at the top), or past ones; what, to
// whom, next time (UTC on hover), repeat and status. New ones are made from the
// message and announcement compose screens ("Schedule").
import { Datagrid, List, SelectInput, SimpleList } from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { dateTimeInWords } from "../format/dates";
import { ListActions } from "../layout/ListActions";
import { usePhone } from "../layout/use-phone";
import { describeTarget } from "../messages/describe-target";
import {
  NextField,
  RepeatField,
  type ScheduledSendRow,
  StatusField,
  ToWhomField,
  WhatField,
  whatOf,
} from "./fields";
import { kindLabels, repeatInWords, statusLabels } from "./schedule";

const filters = [
  <SelectInput
    key="when"
    source="when"
    label="Show"
    alwaysOn
    emptyText="All"
    choices={[
      { id: "upcoming", name: "Upcoming" },
      { id: "past", name: "Past (sent or cancelled)" },
    ]}
  />,
  <SelectInput
    key="kind"
    source="kind"
    label="Kind"
    emptyText="All"
    choices={Object.entries(kindLabels).map(([id, name]) => ({ id, name }))}
  />,
];

const exportColumns: ExportColumn<ScheduledSendRow>[] = [
  { header: "What", value: whatOf },
  {
    header: "To",
    value: (row) =>
      row.user ? (row.user.name ?? row.user.email) : describeTarget(row.target, row.audienceName),
  },
  { header: "Next (UTC)", value: (row) => row.at },
  { header: "Repeat", value: (row) => repeatInWords(row.recurrence) },
  { header: "Status", value: (row) => statusLabels[row.status] ?? row.status },
  { header: "Sent", value: (row) => row.sentCount },
];

export function ScheduledSendList() {
  const phone = usePhone();
  return (
    <List
      title="Scheduled sends"
      filters={filters}
      filterDefaultValues={{ when: "upcoming" }}
      sort={{ field: "nextAt", order: "ASC" }}
      perPage={25}
      actions={
        <ListActions<ScheduledSendRow>
          filterButton
          exportColumns={exportColumns}
          fileName="scheduled-sends"
        />
      }
      empty={false}
    >
      {phone ? (
        <SimpleList<ScheduledSendRow>
          primaryText={whatOf}
          secondaryText={(row) =>
            `${row.at ? dateTimeInWords(row.at) : statusLabels[row.status]} · ${repeatInWords(row.recurrence)}`
          }
          tertiaryText={(row) => statusLabels[row.status] ?? row.status}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <WhatField />
          <ToWhomField />
          <NextField />
          <RepeatField />
          <StatusField />
        </Datagrid>
      )}
    </List>
  );
}
