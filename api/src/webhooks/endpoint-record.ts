// What the staff use cases of webhook endpoints share: an endpoint as the
// console shows it (its secret only as a hint), the fields staff set, a new
// signing secret, the audit's view of an endpoint, and the row locked for a change.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Env } from "../config/env.ts";
import type { Db, Prisma } from "../db.ts";
import { AppError } from "../errors.ts";
import { type WebhookEventType, webhookEventTypes } from "./event-types.ts";
import { urlRefusal, WebhookUrlSchema, webhookRules } from "./rules.ts";

/** What staff set on an endpoint. */
export const WebhookEndpointFieldsShape = {
  url: WebhookUrlSchema,
  description: z
    .string()
    .trim()
    .max(webhookRules.descriptionMaxLength)
    .nullish()
    .transform((text) => text || null),
  events: z
    .array(z.enum(webhookEventTypes))
    .min(1, "Choose at least one event.")
    .transform((types) => [...new Set(types)]),
  enabled: z.boolean().default(true),
};

export interface WebhookEndpointRow {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  enabled: boolean;
  /** The secret's start, to tell secrets apart ("whsec_3fA9…"); the secret itself is read on its own. */
  secretHint: string;
  createdAt: string;
  updatedAt: string;
}

export const endpointSelect = {
  id: true,
  url: true,
  description: true,
  events: true,
  enabled: true,
  secret: true,
  createdAt: true,
  updatedAt: true,
} as const;

type SelectedEndpoint = Prisma.WebhookEndpointGetPayload<{ select: typeof endpointSelect }>;

export function toEndpointRow(row: SelectedEndpoint): WebhookEndpointRow {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events.filter((type): type is WebhookEventType =>
      (webhookEventTypes as readonly string[]).includes(type),
    ),
    enabled: row.enabled,
    secretHint: secretHint(row.secret),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The start of a secret, enough to tell two apart: "whsec_3fA9…". */
export function secretHint(secret: string): string {
  return `${secret.slice(0, 10)}…`;
}

/** A new signing secret: "whsec_" and 32 random characters (192 bits). */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString("base64url")}`;
}

/** The URL rule that depends on the server (https in production): a 400 on the url field. */
export function refuseUrl(url: string, env: Pick<Env, "NODE_ENV">): void {
  const refusal = urlRefusal(url, env);
  if (refusal) throw new AppError("validation_failed", refusal, { fields: { url: refusal } });
}

/** The audit's view of an endpoint: never its secret. */
export function auditView(row: WebhookEndpointRow) {
  const { url, description, events, enabled } = row;
  return { url, description, events, enabled } as Prisma.InputJsonObject;
}

/** The endpoint as it is, locked for a change. */
export async function lockEndpoint(tx: Db, id: string): Promise<SelectedEndpoint> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "WebhookEndpoint" WHERE id = ${id}::uuid FOR UPDATE`;
  if (locked.length === 0) throw new AppError("not_found", "No such webhook endpoint.");
  return tx.webhookEndpoint.findUniqueOrThrow({ where: { id }, select: endpointSelect });
}
