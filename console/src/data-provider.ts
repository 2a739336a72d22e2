// The console's data provider: ra-data-simple-rest over /api/admin (the admin
// API follows its conventions), plus the operations that are not CRUD —
// player actions and running a job now. It takes the HTTP client so the API
// tests drive this very provider with a signed-in cookie jar.
import simpleRestProvider from "ra-data-simple-rest";
import type { DataProvider, fetchUtils } from "react-admin";

export type HttpClient = typeof fetchUtils.fetchJson;

export type PlayerAction = "ban" | "unban" | "grant" | "reset-daily-reward";

export interface ConsoleDataProvider extends DataProvider {
  /** POST /players/:id/<action>; the API writes the audit row. */
  playerAction(id: string, action: PlayerAction, body?: object): Promise<{ data: unknown }>;
  /** POST /jobs/:name/run. */
  runJob(name: string): Promise<{ data: unknown }>;
}

export function createDataProvider(apiUrl: string, httpClient: HttpClient): ConsoleDataProvider {
  const base = simpleRestProvider(apiUrl, httpClient);
  const post = async (path: string, body?: object) => {
    const { json } = await httpClient(`${apiUrl}/${path}`, {
      method: "POST",
      body: JSON.stringify(body ?? {}),
    });
    return { data: json as unknown };
  };
  return {
    ...base,
    playerAction: (id, action, body) => post(`players/${encodeURIComponent(id)}/${action}`, body),
    runJob: (name) => post(`jobs/${encodeURIComponent(name)}/run`),
  };
}
