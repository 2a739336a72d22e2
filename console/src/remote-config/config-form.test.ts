import { describe, expect, it } from "vitest";
import { documentOf, formValuesOf, valueText } from "./config-form";
import type { RegistryKey } from "./types";

const keys: RegistryKey[] = [
  {
    key: "home.headline",
    label: "Home page headline",
    description: "",
    group: "home",
    groupLabel: "Home page",
    input: { kind: "text", minLength: 0, maxLength: 90 },
    rule: "text of up to 90 characters",
    default: "",
  },
  {
    key: "home.first_steps_guide",
    label: "First steps guide",
    description: "",
    group: "home",
    groupLabel: "Home page",
    input: { kind: "boolean" },
    rule: "on or off",
    default: true,
  },
];

describe("the remote config form", () => {
  it("starts at the live values and saves only what differs from the default, overrides grouped by audience", () => {
    const live = {
      id: 4,
      note: "",
      createdAt: "",
      createdBy: null,
      restoredFromId: null,
      isLive: true,
      changes: [],
      document: {
        values: { "home.headline": "Hello" },
        audiences: [{ audienceId: 2, audienceName: "VIPs", values: { "home.first_steps_guide": false } }],
      },
    };
    const form = formValuesOf(keys, live);
    expect(form.values).toEqual({ home: { headline: "Hello", first_steps_guide: true } });
    expect(form.overrides).toEqual([{ audienceId: 2, key: "home.first_steps_guide", value: false }]);
    const document = documentOf(keys, {
      ...form,
      values: { home: { headline: null, first_steps_guide: false } },
      overrides: [
        ...form.overrides,
        { audienceId: 2, key: "home.headline", value: "Hi VIPs" },
        { key: null },
      ],
      note: "why",
    });
    expect(document).toEqual({
      values: { "home.first_steps_guide": false },
      audiences: [{ audienceId: 2, values: { "home.first_steps_guide": false, "home.headline": "Hi VIPs" } }],
      note: "why",
    });
  });

  it("words values as the API does", () => {
    expect(valueText(keys[0] as RegistryKey, "")).toBe("empty");
    expect(valueText(keys[1] as RegistryKey, false)).toBe("off");
  });
});
