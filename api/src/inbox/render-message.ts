// A stored message in words, rendered on the server in one place for the API's
// `text`, the game's inbox and the console's sent history. A template's slots
// take their params, or words derived from them through the display-name
// catalogue (an achievement's name, a board's name, where a reward came from,
// the reward itself); a plain-text message (staff) keeps its text and gets the
// title staff gave it, or a real one.

import { achievements } from "../catalogue/achievements.ts";
import {
  achievementName,
  leaderboardName,
  plainMessageTitles,
  rewardSourceName,
} from "../words/display-names.ts";
import { asReward, countOf, formatNumber, midSentence, rewardInWords, rewardParts } from "../words/words.ts";
import {
  isTemplateKey,
  type MessageTemplate,
  type MessageTemplateKey,
  messageTemplates,
  slotPattern,
} from "./templates.ts";

export interface RenderedMessage {
  title: string;
  text: string;
  /** The template key, or null for a plain-text message. */
  template: MessageTemplateKey | null;
}

function paramText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return formatNumber(value);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  return null;
}

/** The words a template may use beside its params: {achievement}, {board}, {source}, {reward}. */
function withDerivedParams(params: Record<string, unknown>, rewards: unknown): Record<string, unknown> {
  const values = { ...params };
  const achievement =
    typeof params.achievement === "string"
      ? achievements.find((definition) => definition.key === params.achievement)
      : undefined;
  if (typeof params.achievement === "string") values.achievement = achievementName(params.achievement);
  if (achievement && values.description === undefined) values.description = achievement.description;
  if (typeof params.periodicity === "string" && typeof params.type === "string") {
    values.board = midSentence(leaderboardName({ periodicity: params.periodicity, type: params.type }));
  }
  if (typeof params.source === "string") values.source = rewardSourceName(params.source);
  // The message's own reward, else the one it reports (an achievement's, granted at once).
  const reward = [asReward(rewards), asReward(params.reward), achievement?.reward ?? null].find(
    (candidate) => rewardParts(candidate).length > 0,
  );
  values.reward = reward ? rewardInWords(reward) : undefined;
  return values;
}

/**
 * The text a player sees. A template's {slot} without a usable param keeps its
 * name (visible, not silently empty), so a missing param is noticed in review.
 */
export function renderMessage(message: string, params: unknown, rewards: unknown = null): RenderedMessage {
  const values =
    params && typeof params === "object" && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
  if (!isTemplateKey(message)) {
    const title = typeof values.title === "string" && values.title.trim() ? values.title.trim() : null;
    const hasReward = rewardParts(asReward(rewards)).length > 0;
    return {
      title: title ?? (hasReward ? plainMessageTitles.withReward : plainMessageTitles.withoutReward),
      text: message,
      template: null,
    };
  }
  const template: MessageTemplate = messageTemplates[message];
  const filled = withDerivedParams(values, rewards);
  const fill = (text: string) =>
    text.replace(slotPattern, (slot, name: string, one?: string, other?: string) => {
      const value = filled[name];
      if (one) {
        const count = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
        return typeof count === "number" ? countOf(count, one, other) : slot;
      }
      return paramText(value) ?? slot;
    });
  return { title: fill(template.title), text: fill(template.text), template: message };
}
