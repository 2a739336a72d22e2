// What a player sees of a Message: the stored row plus its rendered text. One
// shape for the API, the game site and the future `inbox:new` event.
import { z } from "zod";
import { type Reward, RewardSchema } from "../catalogue/rewards.ts";
import { renderMessage } from "./render-message.ts";

/** A call to action: what the game opens (a poll by key, a map, a shop tab, …). */
export const MessageActionSchema = z.strictObject({
  type: z.string().min(1).max(40),
  target: z.string().min(1).max(200),
});
export type MessageAction = z.infer<typeof MessageActionSchema>;

export interface MessageRow {
  id: number;
  message: string;
  params: unknown;
  rewards: unknown;
  action: unknown;
  isRead: boolean;
  areRewardsCollected: boolean;
  hasPerformedAction: boolean;
  createdAt: Date;
  expiresAt: Date | null;
}

export interface MessageView {
  id: number;
  title: string;
  text: string;
  /** The template key, or null for plain text. */
  template: string | null;
  params: Record<string, unknown>;
  rewards: Reward | null;
  action: MessageAction | null;
  isRead: boolean;
  areRewardsCollected: boolean;
  /** Rewards that can still be collected. */
  hasRewardsToCollect: boolean;
  hasPerformedAction: boolean;
  createdAt: Date;
  expiresAt: Date | null;
}

export const messageViewSelect = {
  id: true,
  message: true,
  params: true,
  rewards: true,
  action: true,
  isRead: true,
  areRewardsCollected: true,
  hasPerformedAction: true,
  createdAt: true,
  expiresAt: true,
} as const;

export function toMessageView(row: MessageRow): MessageView {
  const rendered = renderMessage(row.message, row.params, row.rewards);
  // Stored JSON written by older code or by hand is shown only if it still parses.
  const rewards = row.rewards == null ? null : (RewardSchema.safeParse(row.rewards).data ?? null);
  const action = row.action == null ? null : (MessageActionSchema.safeParse(row.action).data ?? null);
  const params =
    row.params && typeof row.params === "object" && !Array.isArray(row.params)
      ? (row.params as Record<string, unknown>)
      : {};
  return {
    id: row.id,
    title: rendered.title,
    text: rendered.text,
    template: rendered.template,
    params,
    rewards,
    action,
    isRead: row.isRead,
    areRewardsCollected: row.areRewardsCollected,
    hasRewardsToCollect: rewards !== null && !row.areRewardsCollected,
    hasPerformedAction: row.hasPerformedAction,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}
