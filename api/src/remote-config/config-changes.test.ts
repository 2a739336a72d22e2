import { describe, expect, it } from "vitest";
import { etagMatches } from "../http/config-routes.ts";
import { describeChanges, valueInWords } from "./config-changes.ts";

const names = new Map([[3, "VIPs"]]);

describe("describeChanges", () => {
  it("says each change by label and value in words", () => {
    expect(
      describeChanges(
        { values: { "home.headline": "Old", "home.first_steps_guide": false }, audiences: [] },
        {
          values: { "home.headline": "New", "shop.featured_egg": "wild" },
          audiences: [{ audienceId: 3, values: { "summons.cta_label": "Hatch" } }],
        },
        names,
      ),
    ).toEqual([
      "Home page headline: “Old” → “New”",
      "First steps guide back to the default",
      "Featured egg set to Wild Egg",
      "Overrides for audience “VIPs” added: Egg button label set to “Hatch”",
    ]);
  });

  it("names removed overrides, deleted audiences, and nothing for the same document", () => {
    const document = { values: {}, audiences: [{ audienceId: 9, values: { "shop.headline": "Sale" } }] };
    expect(describeChanges(document, { values: {}, audiences: [] }, names)).toEqual([
      "Overrides for audience #9 (deleted) removed",
    ]);
    expect(describeChanges(document, document, names)).toEqual([]);
  });

  it("words values as the console shows them", () => {
    expect(valueInWords("home.daily_reward_reminder", true)).toBe("on");
    expect(valueInWords("home.message_of_the_day", "")).toBe("empty");
    expect(valueInWords("battles.replay_speed", 2)).toBe("2");
  });
});

describe("etagMatches", () => {
  it("compares weakly, in a list, and takes *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
