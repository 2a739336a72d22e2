import { z } from "zod";

/**
 * The input of every scheduled use case: the time of the fire it serves.
 * Effects are computed from `now`, never from the wall clock, so re-running
 * the same fire (after a crash, or by hand) reaches the same state.
 */
export const JobInputSchema = z.object({ now: z.date() });
export type JobInput = z.infer<typeof JobInputSchema>;
