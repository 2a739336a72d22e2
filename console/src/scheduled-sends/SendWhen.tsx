// The compose screens' "When" section: send now, or schedule (a time in the
// operator's zone and an optional repeat); and the submit button that says which.
import ScheduleIcon from "@mui/icons-material/Schedule";
import SendIcon from "@mui/icons-material/Send";
import { Typography } from "@mui/material";
import type { ReactElement } from "react";
import { FormDataConsumer, RadioButtonGroupInput, SaveButton, Toolbar } from "react-admin";
import { useWatch } from "react-hook-form";
import type { WhenForm } from "./schedule";
import { WhenInputs } from "./WhenInputs";

export interface SendWhenForm {
  when?: WhenForm & { mode?: "now" | "later" };
}

export const sendNowByDefault = { mode: "now" } as const;

export function SendWhenInputs() {
  return (
    <>
      <Typography variant="h6" sx={{ mt: 2 }}>
        When
      </Typography>
      <RadioButtonGroupInput
        source="when.mode"
        label=""
        choices={[
          { id: "now", name: "Send now" },
          { id: "later", name: "Schedule" },
        ]}
      />
      <FormDataConsumer<SendWhenForm>>
        {({ formData }) => (formData.when?.mode === "later" ? <WhenInputs prefix="when." /> : null)}
      </FormDataConsumer>
    </>
  );
}

/** "Send…" or "Schedule…", as the When section says. */
export function SendOrScheduleToolbar({
  sendLabel,
  sendIcon,
}: {
  sendLabel: string;
  sendIcon?: ReactElement;
}) {
  const mode = useWatch<SendWhenForm, "when.mode">({ name: "when.mode" });
  return (
    <Toolbar>
      {mode === "later" ? (
        <SaveButton label="Schedule…" icon={<ScheduleIcon />} />
      ) : (
        <SaveButton label={sendLabel} icon={sendIcon ?? <SendIcon />} />
      )}
    </Toolbar>
  );
}
