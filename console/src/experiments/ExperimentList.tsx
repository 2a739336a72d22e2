// The experiments, newest first: each with its status in words, whom it runs
// for, the share of them in the test, the players exposed so far and when it
// started; as compact cards on a phone. Search by name or key, filter by status.
import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList, TextField } from "react-admin";
import type { ExportColumn } from "../export/ExportAllButton";
import { formatCount } from "../format/amounts";
import { dateTimeInWords } from "../format/dates";
import { WhenField } from "../format/WhenField";
import { ListActions } from "../layout/ListActions";
import { usePhone } from "../layout/use-phone";
import { useCan } from "../roles/use-can";
import { ExperimentStatusField } from "./ExperimentStatusField";
import type { ExperimentRecord } from "./experiment-types";
import { metricName, playersInWords, statusChoices, statusWords } from "./experiment-words";

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name or key" />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
];

const exportColumns: ExportColumn<ExperimentRecord>[] = [
  { header: "Name", value: (row) => row.name },
  { header: "Key", value: (row) => row.key },
  { header: "Status", value: (row) => statusWords[row.status] },
  { header: "Audience", value: (row) => row.audienceName ?? "Every player" },
  { header: "Traffic (%)", value: (row) => row.trafficPercent },
  { header: "Variants", value: (row) => row.variants.map((variant) => variant.name).join("; ") },
  { header: "Primary metric", value: (row) => metricName(row.metric) },
  { header: "Players exposed", value: (row) => row.exposed },
  { header: "Started (UTC)", value: (row) => row.startedAt },
  { header: "Stopped (UTC)", value: (row) => row.stoppedAt },
];

const audienceOf = (row: ExperimentRecord) => row.audienceName ?? "Every player";

/** Sortable columns are the API's (name, status, startedAt; id and createdAt for the default order). */
export function ExperimentList() {
  const canChange = useCan("experiments.change");
  const phone = usePhone();
  return (
    <List
      title="Experiments"
      filters={filters}
      sort={{ field: "createdAt", order: "DESC" }}
      perPage={25}
      actions={<ListActions canCreate={canChange} exportColumns={exportColumns} fileName="experiments" />}
      // The default empty page offers "Create" to every role; an empty list keeps the role-aware toolbar.
      empty={false}
    >
      {phone ? (
        <SimpleList<ExperimentRecord>
          linkType="show"
          primaryText={(row) => row.name}
          secondaryText={(row) =>
            `${statusWords[row.status]} · ${audienceOf(row)} · ${row.trafficPercent} % in the test`
          }
          tertiaryText={(row) =>
            `${playersInWords(row.exposed)} exposed${row.startedAt ? ` · started ${dateTimeInWords(row.startedAt)}` : ""}`
          }
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="name" label="Name" />
          <ExperimentStatusField label="Status" sortBy="status" />
          <FunctionField label="Audience" sortable={false} render={audienceOf} />
          <FunctionField
            label="Traffic"
            sortable={false}
            textAlign="right"
            render={(row: ExperimentRecord) => `${row.trafficPercent} %`}
          />
          <FunctionField
            label="Players exposed"
            sortable={false}
            textAlign="right"
            render={(row: ExperimentRecord) => formatCount(row.exposed)}
          />
          <WhenField source="startedAt" label="Started" />
        </Datagrid>
      )}
    </List>
  );
}
