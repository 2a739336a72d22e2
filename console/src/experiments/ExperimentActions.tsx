// Start, stop and ship, each asked first with what will happen in words; for
// the roles that may change experiments (useCan), and only where the status
// allows it (the API refuses the rest with a 409 in words, shown as a notice).
import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import RocketLaunchIcon from "@mui/icons-material/RocketLaunch";
import StopIcon from "@mui/icons-material/Stop";
import { Button as MuiButton } from "@mui/material";
import { type ReactNode, useState } from "react";
import { Confirm, useDataProvider, useNotify, useRefresh } from "react-admin";
import type { ConsoleDataProvider } from "../data-provider";
import type { ExperimentRecord, ExperimentVariant } from "./experiment-types";
import { inTheTest } from "./experiment-words";
import { type ConfigRegistry, settingInWords } from "./use-config-registry";

const messageOf = (error: unknown) => (error as Error)?.message || "That did not work.";

/** A button that asks first, then does `run` and says what it did. */
function ConfirmedAction(props: {
  label: string;
  icon: ReactNode;
  color?: "primary" | "warning" | "success";
  variant?: "text" | "outlined" | "contained";
  title: string;
  content: ReactNode;
  confirm: string;
  run: () => Promise<string>;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    try {
      notify(await props.run(), { type: "success" });
      refresh();
    } catch (error) {
      notify(messageOf(error), { type: "error" });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <MuiButton
        size="small"
        variant={props.variant ?? "text"}
        color={props.color ?? "primary"}
        startIcon={props.icon}
        onClick={() => setOpen(true)}
        disabled={busy}
      >
        {props.label}
      </MuiButton>
      <Confirm
        isOpen={open}
        loading={busy}
        title={props.title}
        content={props.content}
        confirm={props.confirm}
        cancel="Not now"
        onConfirm={go}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export function StartExperimentButton({ record }: { record: ExperimentRecord }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return (
    <ConfirmedAction
      label="Start"
      icon={<PlayArrowIcon />}
      title={`Start ${record.name}?`}
      content={`From now on ${inTheTest(record)} get one of its ${record.variants.length} variants when the game reads its config, and each is counted as exposed the first time. Once started, only its name and hypothesis can change.`}
      confirm="Start the experiment"
      run={async () => {
        await dataProvider.startExperiment(record.id);
        return `${record.name} is running`;
      }}
    />
  );
}

export function StopExperimentButton({ record }: { record: ExperimentRecord }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return (
    <ConfirmedAction
      label="Stop"
      icon={<StopIcon />}
      color="warning"
      title={`Stop ${record.name}?`}
      content="Its players get the live remote config again at once, and nobody new is exposed. The results keep the players exposed so far, and a variant can still be shipped; a stopped experiment does not start again."
      confirm="Stop the experiment"
      run={async () => {
        await dataProvider.stopExperiment(record.id);
        return `${record.name} stopped`;
      }}
    />
  );
}

/** What shipping a variant changes, in words: each setting it sets, by its label. */
function shipWords(variant: ExperimentVariant, registry: ConfigRegistry | null): string {
  const settings = Object.entries(variant.values);
  if (settings.length === 0) {
    return `${variant.name} changes no setting: the remote config stays as it is for every player; the experiment ends.`;
  }
  const changes = settings
    .map(([key, value]) => (registry ? settingInWords(registry.keys, key, value) : key))
    .join("; ");
  return `${variant.name}'s values become the remote config's defaults for every player (${changes}) in a new config version; the experiment ends.`;
}

export function ShipVariantButton({
  record,
  variant,
  registry,
}: {
  record: ExperimentRecord;
  variant: ExperimentVariant;
  registry: ConfigRegistry | null;
}) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return (
    <ConfirmedAction
      label={`Ship ${variant.name}`}
      icon={<RocketLaunchIcon />}
      variant="outlined"
      title={`Ship ${variant.name}?`}
      content={shipWords(variant, registry)}
      confirm={`Ship ${variant.name}`}
      run={async () => {
        const { data } = await dataProvider.shipExperiment(record.id, variant.key);
        return `${variant.name} shipped: config version ${data.configVersion} is live`;
      }}
    />
  );
}
