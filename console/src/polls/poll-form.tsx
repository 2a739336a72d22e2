// The poll form shared by create and edit: options are typed one per line,
// rewards through the shared editor. pollTerms turns the form into what the API takes.
import { TextInput } from "react-admin";
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

export function PollInputs() {
  return (
    <>
      <TextInput source="question" fullWidth />
      <TextInput
        source="options"
        multiline
        minRows={3}
        fullWidth
        helperText="One option per line (2 to 10); frozen once players answer"
        format={(options: string[] | undefined) => (options ?? []).join("\n")}
        parse={(text: string) => text.split("\n")}
      />
      <LocalDateTimeInput source="startsAt" label="Starts at" />
      <LocalDateTimeInput source="endsAt" label="Ends at" />
      <RewardsInput label="Reward for answering" />
    </>
  );
}
