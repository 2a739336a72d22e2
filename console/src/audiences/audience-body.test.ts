import { describe, expect, it } from "vitest";
import { audienceBody } from "./audience-body";
import { describeRules } from "./describe-rules";

describe("the audience form's body", () => {
  it("leaves blank conditions out, splits countries, keeps an experiment only when named", () => {
    expect(
      audienceBody({
        name: "Payers",
        rules: {
          levelMin: 5,
          levelMax: null,
          vip: null,
          hasPaid: true,
          platform: "",
          countries: "fr, de ;us",
          experiment: { key: "", variant: "" },
          includeBanned: false,
        },
      }),
    ).toEqual({
      name: "Payers",
      description: "",
      rules: { levelMin: 5, hasPaid: true, countries: ["FR", "DE", "US"], includeBanned: false },
    });
    expect(
      audienceBody({ name: "X", rules: { countries: ["FR"], experiment: { key: "k", variant: "b" } } }).rules,
    ).toEqual({
      countries: ["FR"],
      experiment: { key: "k", variant: "b" },
    });
  });

  it("says the rules in words", () => {
    expect(describeRules({})).toBe("every player");
    expect(describeRules(null)).toBe("rules that no longer apply (nobody)");
    expect(
      describeRules({
        levelMin: 1,
        hasPaid: true,
        countries: ["FR", "DE"],
        spendMinCents: 500,
        platform: "game_client",
      }),
    ).toBe("level 1–∞, countries FR or DE, has paid, spent at least $5.00, plays in a game client");
  });
});
