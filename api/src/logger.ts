// Structured JSON logs (pino). Request logs carry the request id.
import { pino } from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string = process.env.LOG_LEVEL ?? "info"): Logger {
  return pino({ level, base: { service: "arena" }, timestamp: pino.stdTimeFunctions.isoTime });
}
