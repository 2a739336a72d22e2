// A second factor's state in words, for the staff list and one's own page (docs/decisions/131).
import { dateInWords } from "../format/dates";

export interface SecondFactorFacts {
  secondFactor: "on" | "pending" | "off";
  secondFactorSince: string | null;
  secondFactorRequired: boolean;
}

export function secondFactorInWords(facts: SecondFactorFacts): string {
  if (facts.secondFactor === "on")
    return facts.secondFactorSince ? `On since ${dateInWords(facts.secondFactorSince)}` : "On";
  const notYet = facts.secondFactor === "pending" ? "Set-up not finished" : "Not set up";
  return facts.secondFactorRequired ? `${notYet} — required` : notYet;
}
