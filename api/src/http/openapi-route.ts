// The one way an HTTP route declares itself in the OpenAPI document
// (docs/decisions/127): `apiRoute` gives every operation its operationId, one
// tag (described in `apiTags`), the security it accepts and the error answers
// it can give, all in the one error envelope (ErrorBody, api/src/errors.ts).
// A route states what is its own (who may call it, its domain errors); what
// follows from that is added here:
//   - input (params, query, headers, body) → 400 validation_failed
//   - a required sign-in or key → 401; any access but "public", and any write → 403
//     (banned, role, scope, or a write with the session cookie from another site's page)
//   - any write → 413 (a body over the limit); a player's write → 429 with Retry-After
//     (auth/player-write-limits.ts)
//   - every operation → `default`: 500 or 503 (Retry-After) in the same envelope
import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";
import { intText } from "../db/row-id.ts";
import { errorCodes } from "../errors.ts";

/** Every tag of the document, with what it groups; a route's tag must be one of these. */
export const apiTags = {
  platform: "Health checks for load balancers and orchestrators",
  auth: "Web sign-in (NextAuth.js v4's HTTP contract, session cookie) and the account",
  "client-auth": "Sign-in for game clients: device, password and OAuth, bearer access and refresh tokens",
  inbox: "The player's messages and the rewards they carry",
  polls: "Polls the player answers",
  leaderboards: "Boards, ranks and past standings",
  art: "The game's pictures, drawn in code and served immutable",
  progression: "The player's home summary and first steps",
  inventory: "Monsters, relics and ingredients: selling, upgrading, merging, skins",
  teams: "The player's three teams of five",
  matches: "Match reports from game servers",
  "game servers":
    "What game servers do for players with a server key besides reporting matches: reward grants",
  battles: "Battles the server simulates, and what the player may play",
  quests: "Daily and weekly quests",
  achievements: "Achievements and their progress",
  profile: "Public profiles and the player's own",
  collection: "The monster collection and its species",
  economy: "Wallet, shop, summons, promo codes, VIP and the daily reward",
  "live events": "Time-boxed events running or coming for the player, and what they give",
  config: "Remote config: the settings the game reads without a deploy (ETag, 304 when unchanged)",
  payments: "Gems for real money (Stripe Checkout)",
  admin: "The staff console's API: shared pieces",
  "admin: jobs": "Staff: the scheduled jobs",
  "admin: messages": "Staff: messages to players",
  "admin: audiences": "Staff: saved audiences of players, with their live sizes",
  "admin: announcements": "Staff: announcements",
  "admin: scheduled sends": "Staff: messages and announcements to go out at a time or on a recurrence",
  "admin: players": "Staff: players, bans and possessions",
  "admin: audit": "Staff: the audit trail",
  "admin: promo codes": "Staff: promo codes and their redemptions",
  "admin: polls": "Staff: polls and their answers",
  "admin: shop": "Staff: the shop's catalogue and rotation",
  "admin: leaderboards": "Staff: leaderboards, resets and brackets",
  "admin: transactions": "Staff: the ledger and refunds",
  "admin: staff": "Staff: staff accounts and roles",
  "admin: analytics": "Staff: the analysts' dashboards",
  "admin: server keys": "Staff: keys that let game servers report results",
  "admin: webhooks": "Staff: outbound webhook endpoints and their deliveries",
  "admin: remote config": "Staff: the remote config, its versions, rollback and a player's preview",
  "admin: live events": "Staff: time-boxed live events, their modifiers and results",
  "admin: experiments":
    "Staff: A/B experiments whose variants are remote config values: start, stop, results, ship a winner",
} as const;
export type ApiTag = keyof typeof apiTags;

/** The document's security schemes; an operation's `access` picks among them. */
export const securitySchemes = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "next-auth.session-token",
    description:
      "The web's session cookie, set by /api/auth (NextAuth.js v4's contract). Over https it is named `__Secure-next-auth.session-token`.",
  },
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "A game client's access token (POST /api/client/auth/*): `Authorization: Bearer <accessToken>`. Accepted wherever the session cookie is.",
  },
  serverKey: {
    type: "apiKey",
    in: "header",
    name: "X-Game-Server-Key",
    description:
      "A game server's key (staff issue them in the console; GAME_SERVER_KEY is the bootstrap key).",
  },
} as const;

type Security = NonNullable<RouteConfig["security"]>;
const signedIn: Security = [{ sessionCookie: [] }, { bearerAuth: [] }];

/**
 * Who may call an operation:
 * - public: anyone (`security: []`)
 * - optionalPlayer: anyone; a signed-in player gets their own part too
 * - player: a signed-in player (cookie or bearer token); writes are rate limited
 * - staff: a signed-in staff member whose role has the route's permission
 * - server: a game server's key
 * - playerOrServer: a signed-in player or a game server's key
 */
export type Access = "public" | "optionalPlayer" | "player" | "staff" | "server" | "playerOrServer";

const securityOf: Record<Access, Security> = {
  public: [],
  optionalPlayer: [{}, ...signedIn],
  player: signedIn,
  staff: signedIn,
  server: [{ serverKey: [] }],
  playerOrServer: [...signedIn, { serverKey: [] }],
};

/** The one error envelope (ErrorBody of api/src/errors.ts). */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes).openapi({ description: "What went wrong, for code to branch on" }),
      message: z.string().openapi({ description: "A sentence to show the player or the staff member" }),
      details: z.record(z.string(), z.unknown()).optional().openapi({
        description:
          "Machine-readable specifics: `fields` (field → message) on validation_failed, `reason` on many 403/409 answers, `retryAfterSeconds` on 429 and 503",
      }),
      requestId: z.string().optional().openapi({ description: "Quote it when reporting a problem" }),
    }),
  })
  .openapi("ErrorBody", { description: "Every failure of the API, in one envelope" });

/** The staff API's errors: the one envelope, with react-admin's `message` and `errors` beside it. */
export const AdminErrorBodySchema = ErrorBodySchema.extend({
  message: z.string().optional().openapi({ description: "react-admin's notification" }),
  errors: z
    .record(z.string(), z.unknown())
    .optional()
    .openapi({ description: "field → message, and root.serverError" }),
}).openapi("AdminErrorBody", {
  description:
    "The staff API's errors: react-admin's fields beside the envelope, on every error its routes raise (not on those of the envelope around every request: a body too large, a write from another site)",
});

/** Error statuses an operation may list, with what they mean when a route does not say. */
const errorMeanings = {
  400: "The request is not valid (code `validation_failed`, `details.fields`; `bad_request` for an unreadable body)",
  401: "Not signed in, or the session has ended",
  402: "Not enough gold or gems (`details.price`, `balance`, `shortfall`)",
  403: "Not allowed: banned (`banned`), the role may not (`forbidden`), or a write from another site's page",
  404: "Not found",
  409: "Not possible in the current state (`details.reason`)",
  413: "The request body is too large",
  422: "Understood but refused by the game's rules (`details`)",
  429: "Too many requests: wait `Retry-After` seconds (`details.retryAfterSeconds`)",
} as const;
export type ErrorStatus = keyof typeof errorMeanings;

/** Error answers a route gives from its own use case: status → when (or true for the usual meaning). */
export type RouteErrors = Partial<Record<ErrorStatus, string | true>>;

const RetryAfterHeader = z.object({
  "Retry-After": z.string().openapi({ description: "Seconds to wait before trying again", example: "30" }),
});

function errorAnswer(status: ErrorStatus, description: string, envelope: z.ZodType) {
  return {
    description,
    ...(status === 429 ? { headers: RetryAfterHeader } : {}),
    content: { "application/json": { schema: envelope } },
  };
}

/** What any operation may answer besides its own: a bug or an outage. */
const failureAnswer = {
  description:
    "Something failed on our side (500: quote `requestId`), or the database is unreachable (503: wait `Retry-After` seconds)",
  headers: z.object({
    "Retry-After": z.string().optional().openapi({ description: "On 503: seconds to wait", example: "5" }),
  }),
  content: { "application/json": { schema: ErrorBodySchema } },
};

/**
 * A named schema, or null. `.nullable()` on a schema registered with .openapi("Name")
 * renders as a bare $ref, losing the null (and with a description, an allOf
 * that refuses it): a union keeps both.
 */
export const orNull = <S extends z.ZodType>(schema: S, description?: string) => {
  const either = z.union([schema, z.null()]);
  return description ? either.openapi({ description }) : either;
};

/**
 * The query of a player list (docs/decisions/127): `limit` rows from where
 * `cursor` (the previous answer's `nextCursor`) says; the answer carries
 * `nextCursor`, null on the last page.
 */
export const pageQuery = (maxLimit: number) =>
  z.object({
    limit: intText({ min: 1, max: maxLimit })
      .optional()
      .openapi({
        type: "integer",
        minimum: 1,
        maximum: maxLimit,
        description: `Rows per page, at most ${maxLimit}`,
      }),
    cursor: z
      .string()
      .max(200)
      .optional()
      .openapi({ description: "The previous page's `nextCursor`; none for the first page" }),
  });

/** The `nextCursor` of a page's answer. */
export const NextCursorSchema = z
  .string()
  .nullable()
  .openapi({ description: "Pass as `cursor` for the next page; null on the last page" });

/** An answer in JSON. */
export const json = <S extends z.ZodType>(description: string, schema: S) => ({
  description,
  content: { "application/json": { schema } },
});

/** A JSON request body (required unless said otherwise). */
export const jsonBody = <S extends z.ZodType>(schema: S, options: { required?: boolean } = {}) => ({
  required: options.required ?? true,
  content: { "application/json": { schema } },
});

export type ApiRouteConfig = Omit<RouteConfig, "tags" | "security" | "operationId"> & {
  /** Stable and unique in the document (camelCase, verb first): clients' SDK methods are named by it. */
  operationId: string;
  tag: ApiTag;
  access: Access;
  /**
   * The route's own error answers in the envelope; 400, 401, 403 and 429 follow from its input
   * and access. An error answer in another shape (NextAuth's contract) goes in `responses`.
   */
  errors?: RouteErrors;
};

/** The error statuses that follow from an operation's input and access. */
function impliedErrors(route: ApiRouteConfig): ErrorStatus[] {
  const statuses: ErrorStatus[] = [];
  const request = route.request ?? {};
  const write = route.method !== "get" && route.method !== "head" && route.method !== "options";
  // Input is validated; a staff change also refuses a body that is not JSON (admin-list.ts jsonOnly).
  const hasInput = Boolean(
    request.params || request.query || request.headers || request.body || request.cookies,
  );
  if (hasInput || (write && route.access === "staff")) statuses.push(400);
  if (route.access !== "public" && route.access !== "optionalPlayer") statuses.push(401);
  // Banned even where signing in is optional; a staff role or a key's scope that may not; and
  // any write sent with the session cookie from another site's page (http/cross-site.ts).
  if (route.access !== "public" || write) statuses.push(403);
  // Any request body over the limit, before a route reads it (app.ts maxBodyBytes).
  if (write) statuses.push(413);
  if (write && (route.access === "player" || route.access === "playerOrServer")) statuses.push(429);
  return statuses;
}

/** An operation of the document, declared the one way (see the top of this file). */
export function apiRoute<const R extends ApiRouteConfig>(route: R) {
  const { tag, access, errors, ...config } = route;
  const envelope = access === "staff" ? AdminErrorBodySchema : ErrorBodySchema;
  const own = errors ?? {};
  const statuses = [
    ...new Set([...impliedErrors(route), ...(Object.keys(own).map(Number) as ErrorStatus[])]),
  ];
  const errorAnswers = Object.fromEntries(
    statuses
      .sort((a, b) => a - b)
      .map((status) => {
        const given = own[status];
        return [
          status,
          errorAnswer(status, typeof given === "string" ? given : errorMeanings[status], envelope),
        ];
      }),
  );
  const declared = {
    ...config,
    tags: [tag],
    security: securityOf[access],
    responses: { ...errorAnswers, ...config.responses, default: failureAnswer },
  } as unknown as Omit<R, "tag" | "access" | "errors"> & { tags: [ApiTag]; security: Security };
  return createRoute(declared);
}
