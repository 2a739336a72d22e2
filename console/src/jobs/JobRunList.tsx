// The jobs' run history (JobRun), under the jobs on the jobs screen: what ran,
// how it was started and by whom, when, for how long, what it did in words,
// and its error. Scheduled runs are recorded here, not in the audit trail
// (docs/decisions/101).

import { Card, Chip, Typography } from "@mui/material";
import {
  Datagrid,
  FilterForm,
  FunctionField,
  ListBase,
  Pagination,
  SelectInput,
  SimpleList,
  useGetList,
} from "react-admin";
import { PersonLink } from "../audit/AuditSentence";
import { type Person, personLabel } from "../audit/sentence";
import { dateTimeInWords } from "../format/dates";
import { countsInWords, durationInWords, jobLabel, triggerLabel } from "../format/labels";
import { WhenField } from "../format/WhenField";
import { usePhone } from "../layout/use-phone";

interface JobRunRow {
  id: number;
  job: string;
  status: "running" | "succeeded" | "failed";
  trigger: string;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  counts: Record<string, number> | null;
  error: string | null;
  actor: Person | null;
}

const statusLook = {
  running: { label: "Running", color: "info" },
  succeeded: { label: "Succeeded", color: "success" },
  failed: { label: "Failed", color: "error" },
} as const;

const statusChoices = Object.entries(statusLook).map(([id, look]) => ({ id, name: look.label }));
const triggerChoices = ["schedule", "catch-up", "manual", "cli"].map((id) => ({
  id,
  name: triggerLabel(id),
}));

export function JobRunList() {
  // A phone gets one line per run; the table needs a wide screen.
  const phone = usePhone();
  const { data: jobs = [] } = useGetList<{ id: string }>("jobs", {
    pagination: { page: 1, perPage: 100 },
    sort: { field: "id", order: "ASC" },
  });
  const filters = [
    <SelectInput
      key="job"
      source="job"
      label="Job"
      choices={jobs.map((job) => ({ id: job.id, name: jobLabel(job.id) }))}
      alwaysOn
    />,
    <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn />,
    <SelectInput key="trigger" source="trigger" label="How" choices={triggerChoices} alwaysOn />,
  ];
  return (
    <ListBase
      resource="job-runs"
      sort={{ field: "startedAt", order: "DESC" }}
      perPage={25}
      disableSyncWithLocation
    >
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Runs
      </Typography>
      <FilterForm filters={filters} />
      <Card>
        {phone ? (
          <SimpleList
            primaryText={(run: JobRunRow) => `${jobLabel(run.job)}: ${statusLook[run.status].label}`}
            secondaryText={(run: JobRunRow) =>
              [
                triggerLabel(run.trigger),
                run.actor ? personLabel(run.actor) : null,
                dateTimeInWords(run.startedAt),
              ]
                .filter(Boolean)
                .join(" · ")
            }
            tertiaryText={(run: JobRunRow) =>
              run.durationMs === null ? "" : durationInWords(run.durationMs)
            }
            linkType={false}
          />
        ) : (
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            data-testid="job-runs"
            empty={<Typography sx={{ p: 2 }}>No runs yet.</Typography>}
          >
            <FunctionField label="Job" sortable={false} render={(run: JobRunRow) => jobLabel(run.job)} />
            <FunctionField
              label="Status"
              sortable={false}
              render={(run: JobRunRow) => (
                <Chip
                  size="small"
                  label={statusLook[run.status].label}
                  color={statusLook[run.status].color}
                />
              )}
            />
            <FunctionField
              label="How"
              sortable={false}
              render={(run: JobRunRow) => triggerLabel(run.trigger)}
            />
            <FunctionField
              label="By"
              sortable={false}
              render={(run: JobRunRow) => (run.actor ? <PersonLink person={run.actor} /> : "—")}
            />
            <WhenField source="startedAt" label="Started" />
            <WhenField source="finishedAt" label="Finished" sortable={false} emptyText="—" />
            <FunctionField
              label="Took"
              sortable={false}
              render={(run: JobRunRow) => (run.durationMs === null ? "—" : durationInWords(run.durationMs))}
            />
            <FunctionField
              label="What it did"
              sortable={false}
              render={(run: JobRunRow) => (run.status === "succeeded" ? countsInWords(run.counts) : "—")}
            />
            <FunctionField
              label="Error"
              sortable={false}
              render={(run: JobRunRow) => run.error ?? ""}
              sx={{ wordBreak: "break-word" }}
            />
          </Datagrid>
        )}
        <Pagination rowsPerPageOptions={[25, 50, 100]} />
      </Card>
    </ListBase>
  );
}
