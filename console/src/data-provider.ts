// The console's data provider: ra-data-simple-rest over /api/admin (the admin
// API follows its conventions), plus the operations that are not CRUD —
// player actions, running a job now, a batch of promo codes, the
// message-target preview, the shop rotation, a leaderboard reset, a refund,
// an experiment's start, stop, ship and results,
// the analytics metrics and a server key's rotation and revocation. It takes the HTTP client so the API
// tests drive this very provider with a signed-in cookie jar.
import simpleRestProvider from "ra-data-simple-rest";
import type { DataProvider, fetchUtils } from "react-admin";
import type { ExperimentRecord, ExperimentResults, ShippedExperiment } from "./experiments/experiment-types";
import { words } from "./format/labels";
import type { LiveEventRecord, LiveEventResults } from "./live-events/live-event-types";
import type { ConfigDocumentToSave, ConfigPreview, ConfigVersion, RemoteConfig } from "./remote-config/types";
import type { ServerKeyRecord } from "./server-keys/words";

export type HttpClient = typeof fetchUtils.fetchJson;

export type PlayerAction = "ban" | "unban" | "grant" | "reset-daily-reward" | "password-reset-link";

/** A change to one of a player's monsters, relics or ingredients (an audited POST). */
export type PossessionAction = "player-items/remove" | "player-items/level" | "player-ingredients/remove";

export interface ConsoleDataProvider extends DataProvider {
  /** POST /players/:id/<action>; the API writes the audit row. */
  playerAction(id: string, action: PlayerAction, body?: object): Promise<{ data: unknown }>;
  /** POST /player-items/:id/remove, /player-items/:id/level, /player-ingredients/:id/remove. */
  possessionAction(id: number, action: PossessionAction, body: object): Promise<{ data: unknown }>;
  /** POST /jobs/:name/run. */
  runJob(name: string): Promise<{ data: unknown }>;
  /** POST /promo-codes/batch: N random codes with one prefix; answers the codes made. */
  createPromoCodeBatch(body: object): Promise<{ data: PromoCodeBatch }>;
  /** POST /messages/preview: how many players a message target reaches now. */
  previewMessageTarget(target: object): Promise<{ data: { count: number } }>;
  /** POST /audiences/preview: how many players rules hold now, and a few of them. */
  previewAudience(rules: object): Promise<{ data: AudiencePreview }>;
  /** POST /scheduled-sends/:id/cancel: a send still to go out won't. */
  cancelScheduledSend(id: number): Promise<{ data: unknown }>;
  /** POST /live-events/:id/cancel: the event stops applying at once. */
  cancelLiveEvent(id: number): Promise<{ data: LiveEventRecord }>;
  /** GET /live-events/:id/results: battles, extra gold, purchases and revenue during the event, per day. */
  getLiveEventResults(id: number): Promise<{ data: LiveEventResults }>;
  /** POST /experiments/:id/start: a draft starts serving its variants. */
  startExperiment(id: number): Promise<{ data: ExperimentRecord }>;
  /** POST /experiments/:id/stop: players get the live config again; the results keep who was exposed. */
  stopExperiment(id: number): Promise<{ data: ExperimentRecord }>;
  /** POST /experiments/:id/ship: the variant's values become the live config's defaults (a new version). */
  shipExperiment(id: number, variant: string): Promise<{ data: ShippedExperiment }>;
  /** GET /experiments/:id/results: each metric per variant against the control, and the split's check. */
  experimentResults(id: number): Promise<{ data: ExperimentResults }>;
  /** GET /shop/rotation-preview: what the next day's rotation would pick. */
  previewShopRotation(): Promise<{ data: ShopRotation }>;
  /** POST /shop/rotate: today's rotation now, as a run of the rotate-shop job. */
  rotateShop(): Promise<{ data: ShopRotation & { runId: number } }>;
  /** POST /leaderboards/:id/reset (admin). */
  resetLeaderboard(id: number): Promise<{ data: unknown }>;
  /** POST /transactions/:id/refund (admin). */
  refundTransaction(id: number): Promise<{ data: { taken: number; shortfall: number } }>;
  /** GET /analytics/:metric?from&to&granularity. */
  getMetric(metric: string, query: MetricQuery): Promise<{ data: MetricResult }>;
  /** GET /webhook-endpoints/:id/secret (admin). */
  revealWebhookSecret(id: string): Promise<{ data: { secret: string } }>;
  /** POST /webhook-endpoints/:id/roll-secret (admin): the new secret. */
  rollWebhookSecret(id: string): Promise<{ data: { secret: string } }>;
  /** POST /webhook-endpoints/:id/test (admin): the test event's delivery after its first attempt. */
  sendTestWebhook(id: string): Promise<{ data: WebhookDeliveryResult }>;
  /** POST /webhook-deliveries/:id/resend (admin): the delivery after the attempt. */
  resendWebhookDelivery(id: number): Promise<{ data: WebhookDeliveryResult }>;
  /** POST /server-keys/:id/rotate (admin): the new key, its secret shown once, and the old key. */
  rotateServerKey(id: string, graceMinutes: number): Promise<{ data: RotatedServerKey }>;
  /** POST /server-keys/:id/revoke (admin). */
  revokeServerKey(id: string): Promise<{ data: unknown }>;
  /** POST /players/:id/deletion (players.privacy): erase now or schedule, with a reason (docs/decisions/130). */
  deletePlayer(id: string, body: { reason: string; when: "now" | "after_grace" }): Promise<{ data: unknown }>;
  /** DELETE /players/:id/deletion (players.privacy): call off a pending deletion. */
  cancelPlayerDeletion(id: string): Promise<{ data: unknown }>;
  /** GET /players/:id/export (players.privacy): the player's data archive as text, and its file name. */
  exportPlayerData(id: string): Promise<{ data: PlayerDataFile }>;
  /** GET /me/second-factor: one's own second factor (docs/decisions/131). */
  getOwnSecondFactor(): Promise<{ data: OwnSecondFactor }>;
  /** POST /me/second-factor/setup: a new secret, its QR code (SVG) and the secret to type. */
  startSecondFactorSetup(): Promise<{ data: SecondFactorSetup }>;
  /** POST /me/second-factor/setup/confirm: the recovery codes, shown once. */
  confirmSecondFactorSetup(code: string): Promise<{ data: { recoveryCodes: string[] } }>;
  /** POST /me/second-factor/recovery-codes: a new set (the old ones stop working). */
  newRecoveryCodes(code: string): Promise<{ data: { recoveryCodes: string[] } }>;
  /** POST /me/second-factor/turn-off (roles that need none). */
  turnOffSecondFactor(code: string): Promise<{ data: unknown }>;
  /** GET /staff-security (admin). */
  getStaffSecurity(): Promise<{ data: StaffSecurityPolicy }>;
  /** PUT /staff-security (admin, audited). */
  updateStaffSecurity(policy: {
    requireSecondFactorForAllStaff: boolean;
  }): Promise<{ data: StaffSecurityPolicy }>;
  /** POST /staff/:id/second-factor/reset (admin, audited): their sessions end. */
  resetSecondFactor(id: string, reason: string): Promise<{ data: unknown }>;
  /** GET /remote-config: the live version and the registry of keys. */
  getRemoteConfig(): Promise<{ data: RemoteConfig }>;
  /** POST /remote-config (audited): a new live version. */
  saveRemoteConfig(document: ConfigDocumentToSave): Promise<{ data: ConfigVersion }>;
  /** POST /remote-config/versions/:id/restore (audited): a new live version copying that one. */
  restoreConfigVersion(id: number): Promise<{ data: ConfigVersion }>;
  /** GET /remote-config/preview?playerId: what the player gets, and where each value comes from. */
  previewRemoteConfig(playerId: string): Promise<{ data: ConfigPreview }>;
}

/** A saved audience's rules before saving: their size now and a few players. */
export interface AudiencePreview {
  size: number;
  sample: { id: string; name: string | null; level: number; country: string | null }[];
}

/** One's own second factor as GET /me/second-factor answers. */
export interface OwnSecondFactor {
  state: "passed" | "needed" | "setup_needed" | "not_needed";
  factor: "on" | "pending" | "off";
  confirmedAt: string | null;
  required: boolean;
  recoveryCodesLeft: number;
}

export interface SecondFactorSetup {
  otpauthUri: string;
  secret: string;
  qrCodeSvg: string;
}

export interface StaffSecurityPolicy {
  requireSecondFactorForAllStaff: boolean;
  updatedAt: string | null;
}

/** A player's data archive as the API sent it (docs/decisions/129). */
export interface PlayerDataFile {
  text: string;
  fileName: string;
}

/** A rotation's answer: the new key with its secret (shown once), and the old key with its end. */
export interface RotatedServerKey extends ServerKeyRecord {
  secret: string;
  replaced: ServerKeyRecord;
}

/** A webhook delivery after an attempt made on request. */
export interface WebhookDeliveryResult {
  id: number;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  event: { id: string; type: string };
}

export interface PromoCodeBatch {
  prefix: string;
  count: number;
  codes: { id: number; code: string }[];
}

export interface ShopRotation {
  day: string;
  available: number;
  discounted: number;
  items: { id: number; name: string; category: string; discount: number }[];
}

export interface MetricQuery {
  from?: string;
  to?: string;
  granularity?: "day" | "week" | "month";
}

export interface MetricResult {
  metric: string;
  from: string;
  to: string;
  granularity: "day" | "week" | "month";
  rows: Record<string, string | number | null>[];
}

/**
 * The form's field errors (`{ field: message }`) of a refused request, from the
 * API's error body: its react-admin `errors` when it has them, else the
 * validation details (`error.details.fields`, zod issue paths joined by dots).
 * `_root` is the form's own error, shown in the notification: the API's general
 * refusal ("The request is not valid.") becomes what to fix ("Check the
 * highlighted fields: Code: already exists").
 */
export function fieldErrorsOf(body: unknown): Record<string, unknown> | undefined {
  const answer = body as {
    errors?: Record<string, unknown>;
    error?: { message?: string; details?: { fields?: Record<string, string> } };
  } | null;
  if (answer?.errors && Object.keys(answer.errors).some((field) => field !== "root")) {
    const root = answer.errors.root as { serverError?: unknown } | undefined;
    const said = typeof root?.serverError === "string" ? root.serverError : undefined;
    return { ...answer.errors, root: { serverError: refusal(said, answer.errors) } };
  }
  const fields = answer?.error?.details?.fields;
  if (!fields) return answer?.errors;
  const errors: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (field !== "_root") errors[field] = message;
  }
  const root = [refusal(answer?.error?.message, errors), fields._root].filter(Boolean).join(" ");
  return { ...errors, ...(root ? { root: { serverError: root } } : {}) };
}

/** The API's refusal of a request as a whole, with no word of what to change. */
const generalRefusal = "The request is not valid.";

/** The API's own message, or for its general refusal the fields to fix and why. */
function refusal(message: string | undefined, errors: Record<string, unknown>): string {
  const named = Object.entries(errors).filter(
    (entry): entry is [string, string] => entry[0] !== "root" && typeof entry[1] === "string",
  );
  if ((message && message !== generalRefusal) || named.length === 0) return message ?? "";
  const label = (field: string) => {
    const name = words(field.split(".").at(-1) ?? field);
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
  return `Check the highlighted fields: ${named.map(([field, why]) => `${label(field)}: ${why}`).join("; ")}`;
}

/**
 * react-admin shows `error.body.errors` beside the form's inputs: every
 * refused call of the console carries them in that place, whatever shape of
 * the API's error body it came from.
 */
function withFieldErrors(httpClient: HttpClient): HttpClient {
  return (async (...args: Parameters<HttpClient>) => {
    try {
      return await httpClient(...args);
    } catch (error) {
      const refused = error as { status?: number; body?: unknown };
      if (refused && typeof refused.status === "number" && refused.status >= 400 && refused.status < 500) {
        const errors = fieldErrorsOf(refused.body);
        if (errors) refused.body = { ...(refused.body as object), errors };
      }
      throw error;
    }
  }) as HttpClient;
}

export function createDataProvider(apiUrl: string, httpClientOfApi: HttpClient): ConsoleDataProvider {
  const httpClient = withFieldErrors(httpClientOfApi);
  const base = simpleRestProvider(apiUrl, httpClient);
  const post = async <T = unknown>(path: string, body?: object) => {
    const { json } = await httpClient(`${apiUrl}/${path}`, {
      method: "POST",
      body: JSON.stringify(body ?? {}),
    });
    return { data: json as T };
  };
  return {
    ...base,
    playerAction: (id, action, body) => post(`players/${encodeURIComponent(id)}/${action}`, body),
    deletePlayer: (id, body) => post(`players/${encodeURIComponent(id)}/deletion`, body),
    cancelPlayerDeletion: async (id) => {
      const { json } = await httpClient(`${apiUrl}/players/${encodeURIComponent(id)}/deletion`, {
        method: "DELETE",
      });
      return { data: json };
    },
    possessionAction: (id, action, body) => {
      const [resource, verb] = action.split("/");
      return post(`${resource}/${id}/${verb}`, body);
    },
    runJob: (name) => post(`jobs/${encodeURIComponent(name)}/run`),
    createPromoCodeBatch: (body) => post<PromoCodeBatch>("promo-codes/batch", body),
    previewMessageTarget: (target) => post<{ count: number }>("messages/preview", { target }),
    previewAudience: (rules) => post<AudiencePreview>("audiences/preview", { rules }),
    cancelScheduledSend: (id) => post(`scheduled-sends/${id}/cancel`),
    cancelLiveEvent: (id) => post<LiveEventRecord>(`live-events/${id}/cancel`),
    getLiveEventResults: async (id) => {
      const { json } = await httpClient(`${apiUrl}/live-events/${id}/results`);
      return { data: json as LiveEventResults };
    },
    startExperiment: (id) => post<ExperimentRecord>(`experiments/${id}/start`),
    stopExperiment: (id) => post<ExperimentRecord>(`experiments/${id}/stop`),
    shipExperiment: (id, variant) => post<ShippedExperiment>(`experiments/${id}/ship`, { variant }),
    experimentResults: async (id) => {
      const { json } = await httpClient(`${apiUrl}/experiments/${id}/results`);
      return { data: json as ExperimentResults };
    },
    previewShopRotation: async () => {
      const { json } = await httpClient(`${apiUrl}/shop/rotation-preview`);
      return { data: json as ShopRotation };
    },
    rotateShop: () => post<ShopRotation & { runId: number }>("shop/rotate"),
    resetLeaderboard: (id) => post(`leaderboards/${id}/reset`),
    refundTransaction: (id) => post<{ taken: number; shortfall: number }>(`transactions/${id}/refund`),
    getMetric: async (metric, query) => {
      const params = new URLSearchParams(
        Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      );
      const { json } = await httpClient(`${apiUrl}/analytics/${encodeURIComponent(metric)}?${params}`);
      return { data: json as MetricResult };
    },
    revealWebhookSecret: async (id) => {
      const { json } = await httpClient(`${apiUrl}/webhook-endpoints/${encodeURIComponent(id)}/secret`);
      return { data: json as { secret: string } };
    },
    rollWebhookSecret: (id) =>
      post<{ secret: string }>(`webhook-endpoints/${encodeURIComponent(id)}/roll-secret`),
    sendTestWebhook: (id) => post<WebhookDeliveryResult>(`webhook-endpoints/${encodeURIComponent(id)}/test`),
    resendWebhookDelivery: (id) => post<WebhookDeliveryResult>(`webhook-deliveries/${id}/resend`),
    rotateServerKey: (id, graceMinutes) =>
      post<RotatedServerKey>(`server-keys/${encodeURIComponent(id)}/rotate`, { graceMinutes }),
    revokeServerKey: (id) => post(`server-keys/${encodeURIComponent(id)}/revoke`),
    getOwnSecondFactor: async () => {
      const { json } = await httpClient(`${apiUrl}/me/second-factor`);
      return { data: json as OwnSecondFactor };
    },
    startSecondFactorSetup: () => post<SecondFactorSetup>("me/second-factor/setup"),
    confirmSecondFactorSetup: (code) =>
      post<{ recoveryCodes: string[] }>("me/second-factor/setup/confirm", { code }),
    newRecoveryCodes: (code) =>
      post<{ recoveryCodes: string[] }>("me/second-factor/recovery-codes", { code }),
    turnOffSecondFactor: (code) => post("me/second-factor/turn-off", { code }),
    getStaffSecurity: async () => {
      const { json } = await httpClient(`${apiUrl}/staff-security`);
      return { data: json as StaffSecurityPolicy };
    },
    updateStaffSecurity: async (policy) => {
      const { json } = await httpClient(`${apiUrl}/staff-security`, {
        method: "PUT",
        body: JSON.stringify(policy),
      });
      return { data: json as StaffSecurityPolicy };
    },
    resetSecondFactor: (id, reason) =>
      post(`staff/${encodeURIComponent(id)}/second-factor/reset`, { reason }),
    getRemoteConfig: async () => {
      const { json } = await httpClient(`${apiUrl}/remote-config`);
      return { data: json as RemoteConfig };
    },
    saveRemoteConfig: (document) => post<ConfigVersion>("remote-config", document),
    restoreConfigVersion: (id) => post<ConfigVersion>(`remote-config/versions/${id}/restore`),
    previewRemoteConfig: async (playerId) => {
      const { json } = await httpClient(
        `${apiUrl}/remote-config/preview?${new URLSearchParams({ playerId })}`,
      );
      return { data: json as ConfigPreview };
    },
    exportPlayerData: async (id) => {
      const { body, headers } = await httpClient(`${apiUrl}/players/${encodeURIComponent(id)}/export`);
      const named = /filename="([^"]+)"/.exec(headers.get("Content-Disposition") ?? "");
      return { data: { text: body, fileName: named?.[1] ?? "monster-arena-data.json" } };
    },
  };
}
