// The two requests an admin sends by hand: resend a delivery now (whatever its
// state, with the same event id), and send an endpoint a test event. Each is
// one attempt made while the admin waits; the notice says how it went.
import ReplayIcon from "@mui/icons-material/Replay";
import SendIcon from "@mui/icons-material/Send";
import { useState } from "react";
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from "react-admin";
import type { ConsoleDataProvider, WebhookDeliveryResult } from "../data-provider";

const messageOf = (error: unknown) => (error as Error)?.message || "That did not work.";

/** How an attempt went, in a sentence. */
function outcomeInWords(delivery: WebhookDeliveryResult): string {
  if (delivery.status === "delivered")
    return `Delivered: the receiver answered HTTP ${delivery.lastStatusCode}`;
  const why = delivery.lastError ?? "no answer";
  return delivery.status === "failed" ? `Not delivered: ${why}` : `Not delivered, retried later: ${why}`;
}

function useAttempt() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const attempt = async (send: () => Promise<{ data: WebhookDeliveryResult }>) => {
    setBusy(true);
    try {
      const { data } = await send();
      notify(outcomeInWords(data), { type: data.status === "delivered" ? "success" : "warning" });
      refresh();
    } catch (error) {
      notify(messageOf(error), { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return { busy, attempt };
}

export function ResendButton(_props: { label?: string }) {
  const record = useRecordContext<{ id: number }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { busy, attempt } = useAttempt();
  if (!record) return null;
  return (
    <Button
      label={busy ? "Sending…" : "Resend"}
      disabled={busy}
      onClick={(event) => {
        // In a list row: the row's own click opens the delivery.
        event.stopPropagation();
        void attempt(() => dataProvider.resendWebhookDelivery(record.id));
      }}
    >
      <ReplayIcon />
    </Button>
  );
}

export function SendTestEventButton() {
  const record = useRecordContext<{ id: string }>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { busy, attempt } = useAttempt();
  if (!record) return null;
  return (
    <Button
      label={busy ? "Sending…" : "Send test event"}
      disabled={busy}
      onClick={() => void attempt(() => dataProvider.sendTestWebhook(record.id))}
    >
      <SendIcon />
    </Button>
  );
}
