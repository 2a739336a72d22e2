// The remote config's registry of keys (GET /remote-config: each key's label,
// description, input kind and default), which a variant's values are set
// with and read by; and the live values, for what a variant changes.
import { useEffect, useState } from "react";
import { useDataProvider } from "react-admin";
import type { ConsoleDataProvider } from "../data-provider";
import { words } from "../format/labels";
import { valueText } from "../remote-config/config-form";
import type { ConfigValue, ConfigValues, RegistryKey } from "../remote-config/types";

export interface ConfigRegistry {
  keys: RegistryKey[];
  live: ConfigValues;
}

export function useConfigRegistry(): { registry: ConfigRegistry | null; error: string | null } {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [state, setState] = useState<{ registry: ConfigRegistry | null; error: string | null }>({
    registry: null,
    error: null,
  });
  useEffect(() => {
    let current = true;
    dataProvider.getRemoteConfig().then(
      ({ data }) =>
        current &&
        setState({ registry: { keys: data.keys, live: data.live?.document.values ?? {} }, error: null }),
      (error: unknown) =>
        current &&
        setState({ registry: null, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [dataProvider]);
  return state;
}

/** "Home page headline: “Welcome back”", or the key in words when the registry no longer has it. */
export function settingInWords(keys: RegistryKey[], key: string, value: ConfigValue): string {
  const setting = keys.find((candidate) => candidate.key === key);
  if (!setting) {
    const name = words(key);
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} (no longer a setting): ${typeof value === "string" ? `“${value}”` : String(value)}`;
  }
  return `${setting.label}: ${valueText(setting, value)}`;
}
