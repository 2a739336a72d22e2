import { Card, CardActions, CardContent, Button as MuiButton, Stack, Typography } from "@mui/material";
import { useState } from "react";
import {
  Confirm,
  Datagrid,
  FunctionField,
  List,
  TextField,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
} from "react-admin";
import type { ConsoleDataProvider } from "../data-provider";
import { dateTimeInWords } from "../format/dates";
import { jobLabel, scheduleInWords } from "../format/labels";
import { WhenField } from "../format/WhenField";
import { usePhone } from "../layout/use-phone";
import { useCan } from "../roles/use-can";
import { JobRunList } from "./JobRunList";

interface JobRow {
  id: string;
  name: string;
  schedule: string;
  description: string;
  lastRun: { status: string; startedAt: string } | null;
  nextRunAt: string | null;
}

const when = (iso: string | null | undefined) => (iso ? dateTimeInWords(iso) : "—");

/**
 * Runs a job now, after a confirmation that says what it does: some jobs send
 * rewards (the daily reset, the leaderboard resets), and a run cannot be undone.
 */
function RunNowButton({ job }: { job?: JobRow }) {
  const record = useRecordContext<JobRow>() ?? job;
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const run = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await dataProvider.runJob(record.id);
      notify(`${jobLabel(record.id)} started`, { type: "success" });
      setTimeout(refresh, 1000);
    } catch (error) {
      notify((error as Error).message, { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <MuiButton size="small" disabled={busy} onClick={() => setConfirming(true)}>
        Run now
      </MuiButton>
      <Confirm
        isOpen={confirming}
        title={`Run “${jobLabel(record.id)}” now?`}
        content={`${record.description.replace(/\.?$/, ".")} It runs at once, as it would on its schedule, and cannot be undone.`}
        confirm="Run now"
        onConfirm={run}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** A phone's jobs: one card each, its words first and Run now in reach. */
function JobCards({ canRun }: { canRun: boolean }) {
  const { data = [] } = useListContext<JobRow>();
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((job) => (
        <Card key={job.id} variant="outlined">
          <CardContent sx={{ pb: 0 }}>
            <Typography variant="subtitle1" component="h3">
              {jobLabel(job.id)}
            </Typography>
            <Typography variant="body2">{job.description}</Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {`${scheduleInWords(job.schedule)} · last run ${job.lastRun ? `${job.lastRun.status}, ${when(job.lastRun.startedAt)}` : "never"} · next ${when(job.nextRunAt)}`}
            </Typography>
          </CardContent>
          {canRun ? (
            <CardActions>
              <RunNowButton job={job} />
            </CardActions>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}

export function JobList() {
  const canRun = useCan("jobs.run");
  const phone = usePhone();
  return (
    <>
      <List pagination={false} exporter={false}>
        {phone ? (
          <JobCards canRun={canRun} />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField label="Job" sortable={false} render={(job: JobRow) => jobLabel(job.name)} />
            <FunctionField
              label="Schedule"
              sortable={false}
              render={(job: JobRow) => scheduleInWords(job.schedule)}
            />
            <TextField source="description" sortable={false} />
            <FunctionField
              label="Last run"
              sortable={false}
              render={(job: JobRow) => job.lastRun?.status ?? "never"}
            />
            <WhenField source="lastRun.startedAt" label="Last started" sortable={false} />
            <WhenField source="nextRunAt" label="Next run" sortable={false} />
            {canRun ? <RunNowButton /> : null}
          </Datagrid>
        )}
      </List>
      <JobRunList />
    </>
  );
}
