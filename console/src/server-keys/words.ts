// The console's words for server keys: a key's status, its scopes (the API's
// own names, @arena/api/server-keys/scopes) and what each use did, for the
// list, the key's page and the audit trail alike. Pure: words.test.ts checks it.
import { serverKeyScopeName, serverKeyScopes } from "@arena/api/server-keys/scopes";
import type { ServerKeyRow, ServerKeyStatus } from "@arena/api/server-keys/server-key-record";
import { asReward, rewardInWords } from "@arena/api/words/words";
import { dateTimeInWords } from "../format/dates";

/** A key as the admin API answers it. */
export type ServerKeyRecord = ServerKeyRow;

export const serverKeyStatusLabels: Record<ServerKeyStatus, string> = {
  active: "Active",
  retiring: "Being replaced",
  replaced: "Replaced",
  expired: "Expired",
  revoked: "Revoked",
};

export const serverKeyStatusChoices = Object.entries(serverKeyStatusLabels).map(([id, name]) => ({
  id,
  name,
}));

/** What the status means for a game server using the key, in a sentence. */
export function serverKeyStatusSentence(
  key: Pick<ServerKeyRecord, "status" | "expiresAt" | "revokedAt">,
): string {
  switch (key.status) {
    case "active":
      return key.expiresAt ? `Works until ${dateTimeInWords(key.expiresAt)}.` : "Works until it is revoked.";
    case "retiring":
      return `Replaced by a rotation: still works until ${dateTimeInWords(key.expiresAt ?? "")}, then stops.`;
    case "replaced":
      return `Replaced by a rotation: stopped working ${dateTimeInWords(key.expiresAt ?? "")}.`;
    case "expired":
      return `Expired ${dateTimeInWords(key.expiresAt ?? "")}: game servers using it are refused.`;
    case "revoked":
      return `Revoked ${dateTimeInWords(key.revokedAt ?? "")}: game servers using it are refused.`;
  }
}

/** A key's scopes in words, in the list's order: "Report matches, Grant rewards". */
export function scopesInWords(scopes: readonly string[]): string {
  return scopes.length === 0 ? "nothing" : scopes.map(serverKeyScopeName).join(", ");
}

export const scopeChoices = serverKeyScopes.map((scope) => ({ id: scope, name: serverKeyScopeName(scope) }));

/** The part of a key lists show: "msk_3f9aB2xQ…". */
export const shownKey = (prefix: string | null) => (prefix ? `${prefix}…` : "");

const str = (value: unknown) => (typeof value === "string" ? value : null);

/** What one use did, after the key's name: "reported match cup-42", "granted 100 gold (Weekend cup)". */
export function serverKeyUseInWords(data: unknown): string {
  const use = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  switch (use.operation) {
    case "report_match":
      return `reported match ${str(use.matchId) ?? "?"}`;
    case "grant_reward": {
      const granted = rewardInWords(asReward(use.reward));
      const reason = str(use.reason) ? ` (${str(use.reason)})` : "";
      return use.replayed === true
        ? `retried the grant of ${granted}${reason}: nothing granted again`
        : `granted ${granted}${reason}`;
    }
    default:
      return `used ${String(use.scope ?? "a scope")}`;
  }
}
