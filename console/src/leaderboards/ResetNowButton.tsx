// An operator ends the running period now: archived, cleared, rank rewards sent.
import { useState } from "react";
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from "react-admin";
import type { ConsoleDataProvider } from "../data-provider";
import { useCan } from "../roles/use-can";

export function ResetNowButton() {
  const record = useRecordContext<{ id: number; type: string; periodicity: string; contenders: number }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const canReset = useCan("leaderboards.reset");
  if (!record || !canReset) return null;
  const reset = async () => {
    setOpen(false);
    setBusy(true);
    try {
      const { data } = (await dataProvider.resetLeaderboard(record.id)) as {
        data: { rewarded: number; closed: { archived: number } | null };
      };
      notify(`Reset: ${data.closed?.archived ?? 0} archived, ${data.rewarded} rewards sent`, {
        type: "success",
      });
      refresh();
    } catch (error) {
      notify((error as Error).message || "The reset failed.", { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="Reset now" color="error" onClick={() => setOpen(true)} disabled={busy} />
      <Confirm
        isOpen={open}
        title={`Reset the ${record.periodicity} ${record.type} board now?`}
        content={`The running period ends now: its ${record.contenders} standings are archived, the board is cleared and rank rewards go to the inbox. This cannot be undone.`}
        confirm="Reset now"
        onConfirm={reset}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
