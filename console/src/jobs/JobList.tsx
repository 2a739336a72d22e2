import { useState } from "react";
import {
  Button,
  Datagrid,
  DateField,
  FunctionField,
  List,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from "react-admin";
import type { ConsoleDataProvider } from "../data-provider";
import { jobLabel } from "../format/labels";
import { useCan } from "../roles/use-can";
import { JobRunList } from "./JobRunList";

function RunNowButton() {
  const record = useRecordContext<{ id: string }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const run = async () => {
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
  return <Button label="Run now" disabled={busy} onClick={run} />;
}

export function JobList() {
  const canRun = useCan("jobs.run");
  return (
    <>
      <List pagination={false} exporter={false}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField
            label="Job"
            sortable={false}
            render={(job: { name: string }) => jobLabel(job.name)}
          />
          <TextField source="schedule" sortable={false} />
          <TextField source="description" sortable={false} />
          <FunctionField
            label="Last run"
            sortable={false}
            render={(job: { lastRun: { status: string } | null }) => job.lastRun?.status ?? "never"}
          />
          <DateField source="lastRun.startedAt" label="Last started" showTime sortable={false} />
          <DateField source="nextRunAt" label="Next run" showTime sortable={false} />
          {canRun ? <RunNowButton /> : null}
        </Datagrid>
      </List>
      <JobRunList />
    </>
  );
}
