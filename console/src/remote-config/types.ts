// The remote config as the admin API answers it (api/src/http/admin-remote-config-routes.ts).

export type ConfigValue = string | number | boolean;
export type ConfigValues = Record<string, ConfigValue>;

export type ConfigInput =
  | { kind: "text"; minLength: number; maxLength: number }
  | { kind: "boolean" }
  | { kind: "number"; min: number; max: number }
  | { kind: "choice"; choices: { value: string; label: string }[] };

export interface RegistryKey {
  key: string;
  label: string;
  description: string;
  group: string;
  groupLabel: string;
  input: ConfigInput;
  rule: string;
  default: ConfigValue;
}

export interface ConfigPerson {
  id: string;
  name: string | null;
  email: string;
  role: "player" | "admin" | "liveops" | "analyst";
}

export interface ConfigVersionRow {
  id: number;
  note: string;
  createdAt: string;
  createdBy: ConfigPerson | null;
  restoredFromId: number | null;
  isLive: boolean;
  changes: string[];
}

export interface ConfigVersion extends ConfigVersionRow {
  document: {
    values: ConfigValues;
    audiences: { audienceId: number; audienceName: string | null; values: ConfigValues }[];
  };
}

export interface RemoteConfig {
  live: ConfigVersion | null;
  groups: { group: string; label: string }[];
  keys: RegistryKey[];
}

export interface ConfigDocumentToSave {
  values: ConfigValues;
  audiences: { audienceId: number; values: ConfigValues }[];
  note: string;
  baseVersion: number;
}

export interface ConfigPreview {
  player: { id: string; name: string | null; email: string };
  version: number;
  values: {
    key: string;
    label: string;
    value: ConfigValue;
    valueInWords: string;
    source: string;
    isDefault: boolean;
  }[];
  experiments: { experiment: string; variant: string }[];
}
