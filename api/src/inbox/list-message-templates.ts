// The template catalogue staff compose messages from.
import { templateName } from "../words/display-names.ts";
import { messageTemplates, textForStaff } from "./templates.ts";

export interface TemplateRow {
  /** The template key (what a message stores). */
  id: string;
  /** Its name (display-names.ts templateName). */
  title: string;
  /** The body as staff read it: "{hours} hours". */
  text: string;
  /** The params a sender fills in. */
  params: string[];
  /** Its text speaks of a reward: a send without one is refused. */
  needsReward: boolean;
}

/** The template catalogue, for the compose screen's picker (the seed's legacy twins left out). */
export function listMessageTemplates(): TemplateRow[] {
  return Object.entries(messageTemplates).flatMap(([key, template]) =>
    "legacy" in template
      ? []
      : [
          {
            id: key,
            title: templateName(key),
            text: textForStaff(template.text),
            params: Object.keys(template.example),
            needsReward: "needsReward" in template,
          },
        ],
  );
}
