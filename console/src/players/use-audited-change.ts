// The one way the player page and the players list run an audited staff change
// (ban, unban, grant, reset the daily reward, remove an item, set its level):
// for one player or for each selected player, the requests side by side; then a
// notice in words (how many changed, and why any were refused), the page
// reloaded, and the field errors of a refused change for its dialog.
import { useState } from "react";
import { useDataProvider, useNotify, useRefresh } from "react-admin";
import type { ConsoleDataProvider } from "../data-provider";

export type FieldErrors = Record<string, string | undefined>;

/** The field messages of a react-admin shaped 400 ({errors: {field: message, root: {serverError}}}). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const errors = (error as { body?: { errors?: Record<string, unknown> } })?.body?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

const messageOf = (error: unknown) => (error as Error)?.message || "That did not work.";

/** `onDone` runs after a change went through (closes the dialog, clears the selection). */
export function useAuditedChange(onDone: () => void = () => {}) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  /**
   * One change per target, side by side. All refused: the first refusal's message and
   * field errors, and the dialog stays open. Otherwise `done` words what changed, and
   * the notice adds how many were refused and why.
   */
  const runEach = async <Target, Result>(
    targets: readonly Target[],
    change: (provider: ConsoleDataProvider, target: Target) => Promise<Result>,
    done: (results: Result[]) => string,
  ): Promise<void> => {
    setBusy(true);
    setErrors({});
    const settled = await Promise.allSettled(targets.map((target) => change(dataProvider, target)));
    setBusy(false);
    const results = settled.flatMap((one) => (one.status === "fulfilled" ? [one.value] : []));
    const refused = settled.flatMap((one) => (one.status === "rejected" ? [one.reason as unknown] : []));
    if (results.length === 0 && refused.length > 0) {
      setErrors(fieldErrorsOf(refused[0]));
      notify(messageOf(refused[0]), { type: "error" });
      return;
    }
    const why = refused.length > 0 ? `; ${refused.length} refused: ${messageOf(refused[0])}` : "";
    notify(`${done(results)}${why}`, { type: refused.length > 0 ? "warning" : "success" });
    refresh();
    onDone();
  };

  /** One change; `done` words its result ("Player banned", "Granted 2 × Slime Jelly"). */
  const run = <Result>(
    change: (provider: ConsoleDataProvider) => Promise<Result>,
    done: (result: Result) => string,
  ): Promise<void> =>
    runEach(
      [null],
      (provider) => change(provider),
      ([result]) => done(result as Result),
    );

  return { run, runEach, busy, errors };
}
