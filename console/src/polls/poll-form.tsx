// The poll form shared by create and edit: options are typed one per line,
// rewards through the shared editor. pollTerms turns the form into what the API takes.
import { required, TextInput } from "react-admin";
import { LocalDateTimeInput } from "../inputs/LocalDateTimeInput";
import { cleanReward, RewardsInput } from "../rewards/RewardsInput";

export interface PollForm {
  key?: string;
  question?: string;
  options?: string[];
  startsAt?: Date | string;
  endsAt?: Date | string;
  rewards?: Record<string, unknown> | null;
}

/** A poll's status (the API's scheduled, running, ended) in words. */
export const pollStatusChoices = [
  { id: "scheduled", name: "Scheduled" },
  { id: "running", name: "Running" },
  { id: "ended", name: "Ended" },
];

/** What the key is for: players never see it; the console names a poll by its question. */
export const pollKeyHelp =
  "The poll's identifier, never shown to players: lower-case letters, digits and dashes; fixed once made";

export function pollTerms(values: PollForm) {
  const rewards = cleanReward(values.rewards);
  return {
    question: values.question ?? "",
    options: (values.options ?? []).map((option) => option.trim()).filter(Boolean),
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    rewards: Object.keys(rewards).length ? rewards : null,
  };
}

/** The API takes 2 to 10 options (blank lines do not count). */
function twoToTenOptions(options: string[] | undefined) {
  const count = (options ?? []).filter((option) => option.trim()).length;
  if (count < 2) return "At least 2 options, one per line";
  if (count > 10) return "At most 10 options";
  return undefined;
}

export function PollInputs() {
  return (
    <>
      <TextInput source="question" fullWidth validate={required()} />
      <TextInput
        source="options"
        multiline
        minRows={3}
        fullWidth
        helperText="One option per line (2 to 10); frozen once players answer"
        format={(options: string[] | undefined) => (options ?? []).join("\n")}
        parse={(text: string) => text.split("\n")}
        validate={twoToTenOptions}
      />
      <LocalDateTimeInput source="startsAt" label="Starts at" validate={required()} />
      <LocalDateTimeInput source="endsAt" label="Ends at" validate={required()} />
      <RewardsInput label="Reward for answering" />
    </>
  );
}
