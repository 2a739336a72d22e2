// Scheduling from a compose screen: `review` (the form's submit when
// "Schedule" is chosen) checks the target's size now and opens a dialog that
// says who, how many now, when (in the operator's zone) and how it repeats;
// confirming creates the scheduled send and opens it.
import { useState } from "react";
import { Confirm, useDataProvider, useNotify, useRedirect } from "react-admin";
import type { ConsoleDataProvider } from "../data-provider";
import { dateTimeInWords } from "../format/dates";
import { describeTarget, type MessageTarget } from "../messages/describe-target";
import { playerCount } from "../players/player-count";
import { formErrors, type Recurrence, repeatInWords, type WhenForm, whenBody } from "./schedule";

interface Pending {
  body: { kind: string; payload: { target: MessageTarget | null } } & ReturnType<typeof whenBody>;
  count: number;
}

export function useScheduledSend(kind: "message" | "announcement") {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [pending, setPending] = useState<Pending | null>(null);
  const [sending, setSending] = useState(false);

  const review = async (payload: { target: MessageTarget | null }, when: WhenForm | undefined) => {
    if (!payload.target) return { "target.userId": "Choose a player" };
    if (!when?.at) return { "when.at": "Choose when it goes out" };
    try {
      const { data } = await dataProvider.previewMessageTarget(payload.target);
      setPending({ body: { kind, payload, ...whenBody(when) }, count: data.count });
      return undefined;
    } catch (error) {
      notify((error as Error).message, { type: "error" });
      return (error as { body?: { errors?: Record<string, unknown> } }).body?.errors;
    }
  };
  const send = async () => {
    if (!pending) return;
    setSending(true);
    try {
      const { data } = await dataProvider.create("scheduled-sends", { data: pending.body });
      notify(`Scheduled for ${dateTimeInWords(String(data.at))}`, { type: "success" });
      redirect("show", "scheduled-sends", data.id);
    } catch (error) {
      const errors = formErrors(
        (error as { body?: { errors?: Record<string, unknown> } }).body?.errors,
        "when.",
      );
      const fields = errors ? Object.values(errors).filter((text) => typeof text === "string") : [];
      notify([(error as Error).message || "Scheduling failed.", ...fields].join(" "), { type: "error" });
    } finally {
      setSending(false);
      setPending(null);
    }
  };
  return { review, send, pending, sending, cancel: () => setPending(null) };
}

export function ConfirmSchedule({
  title,
  state,
}: {
  title: string;
  state: ReturnType<typeof useScheduledSend>;
}) {
  const { pending, sending, send, cancel } = state;
  return (
    <Confirm
      isOpen={pending !== null}
      loading={sending}
      title={title}
      content={
        pending
          ? `It goes to ${describeTarget(pending.body.payload.target)} (${playerCount(pending.count)} now) on ${dateTimeInWords(pending.body.at)}. ${repeatInWords(pending.body.recurrence as Recurrence | null)}.`
          : ""
      }
      confirm="Schedule"
      onConfirm={send}
      onClose={cancel}
    />
  );
}
