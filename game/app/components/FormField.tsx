import type { InputHTMLAttributes, ReactNode } from "react";

type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "aria-invalid"> & {
  label: string;
  /** The server's word on this field; shown instead of the hint. */
  error?: string;
  hint?: ReactNode;
};

/** A labelled input of a game form, with the server's error on it (announced) or else its hint. */
export function FormField({ label, error, hint, ...input }: FormFieldProps) {
  return (
    <label className="auth-form__field">
      <span>{label}</span>
      <input {...input} aria-invalid={Boolean(error)} />
      {error ? (
        <small role="alert" className="field-error">
          {error}
        </small>
      ) : hint ? (
        <small>{hint}</small>
      ) : null}
    </label>
  );
}

/** A new password, under the rules the server checks (at least 10 characters, not a common one). */
export function NewPasswordField({ label, name, error }: { label: string; name: string; error?: string }) {
  return (
    <FormField
      label={label}
      type="password"
      name={name}
      autoComplete="new-password"
      minLength={10}
      required
      error={error}
      hint="At least 10 characters, and not a common password."
    />
  );
}
