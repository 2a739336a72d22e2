// One setting's editor, by the input kind the registry gives it: text (with its
// length bounds), on/off, a whole number in its range, or a choice in words.
import {
  BooleanInput,
  maxLength,
  maxValue,
  minLength,
  minValue,
  NumberInput,
  required,
  SelectInput,
  TextInput,
  type Validator,
} from "react-admin";
import type { RegistryKey } from "./types";

export function ConfigValueInput(props: {
  source: string;
  setting: RegistryKey;
  label?: string;
  helperText?: string;
  disabled?: boolean;
}) {
  const { source, setting, disabled } = props;
  const label = props.label ?? setting.label;
  const helperText = props.helperText ?? false;
  const { input } = setting;
  switch (input.kind) {
    case "boolean":
      return <BooleanInput source={source} label={label} helperText={helperText} disabled={disabled} />;
    case "number":
      return (
        <NumberInput
          source={source}
          label={label}
          helperText={helperText}
          disabled={disabled}
          step={1}
          validate={[required(), minValue(input.min), maxValue(input.max)]}
          sx={{ minWidth: 200 }}
        />
      );
    case "choice":
      return (
        <SelectInput
          source={source}
          label={label}
          helperText={helperText}
          disabled={disabled}
          choices={input.choices}
          optionValue="value"
          optionText="label"
          validate={required()}
          sx={{ minWidth: 240 }}
        />
      );
    case "text": {
      const validate: Validator[] = [maxLength(input.maxLength)];
      if (input.minLength > 0) validate.push(required(), minLength(input.minLength));
      return (
        <TextInput
          source={source}
          label={label}
          helperText={helperText}
          disabled={disabled}
          validate={validate}
          // An empty text is a value here ("shows none"), not a missing one.
          parse={(value: string | null) => value ?? ""}
          fullWidth
          multiline={input.maxLength > 100}
        />
      );
    }
  }
}
