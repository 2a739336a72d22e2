// When a send goes out: a time in the operator's zone (named beside the field)
// and an optional repeat every N hours, days or weeks, until an optional end.
// Used by the compose screens (under "Schedule") and the scheduled send's edit.
import { Stack, Typography } from "@mui/material";
import { FormDataConsumer, minValue, NumberInput, required, SelectInput } from "react-admin";
import { LocalDateTimeInput } from "../inputs/LocalDateTimeInput";
import { repeatChoices, type WhenForm } from "./schedule";

/** `prefix`: where the form keeps the "when" ("when." on a compose screen, "" on the edit). */
export function WhenInputs({ prefix }: { prefix: string }) {
  return (
    <>
      <LocalDateTimeInput source={`${prefix}at`} label="Send at" validate={required()} />
      <Stack direction="row" spacing={2} sx={{ flexWrap: "wrap" }} useFlexGap>
        <SelectInput
          source={`${prefix}recurrence.every`}
          label="Repeat"
          choices={repeatChoices}
          emptyText="Does not repeat"
          sx={{ minWidth: 220 }}
        />
        <FormDataConsumer<Record<string, unknown>>>
          {({ formData }) => {
            const when = (prefix ? formData[prefix.slice(0, -1)] : formData) as WhenForm | undefined;
            if (!when?.recurrence?.every) return null;
            return (
              <>
                <NumberInput
                  source={`${prefix}recurrence.interval`}
                  label="N"
                  defaultValue={1}
                  validate={[required(), minValue(1)]}
                  sx={{ width: 120 }}
                />
                <LocalDateTimeInput
                  source={`${prefix}recurrence.until`}
                  label="Repeat until"
                  helperText="Empty: until cancelled"
                />
              </>
            );
          }}
        </FormDataConsumer>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Repeats step in UTC. If the platform was down at a time, it sends once for the latest time missed.
      </Typography>
    </>
  );
}
