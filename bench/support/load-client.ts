// The load generator of `npm run bench -- http`, in its own process (forked by
// bench/http.ts) so that it does not share an event loop with the server or the
// benchmark's bookkeeping. Each message is one measurement point: autocannon
// against one path at C connections for S seconds, every request carrying the
// next session cookie of the list (round robin over the signed-in players).
import autocannon from "autocannon";
import { z } from "zod";

export const LoadPointSchema = z.strictObject({
  url: z.string().url(),
  path: z.string().startsWith("/"),
  connections: z.number().int().min(1),
  seconds: z.number().positive(),
  cookies: z.array(z.string()),
});
export type LoadPoint = z.infer<typeof LoadPointSchema>;

export const LoadResultSchema = z.strictObject({
  requests: z.number(),
  perSecond: z.number(),
  p50: z.number(),
  p99: z.number(),
  /** Connection errors, timeouts included. */
  errors: z.number(),
  non2xx: z.number(),
});
export type LoadResult = z.infer<typeof LoadResultSchema>;

async function runPoint(point: LoadPoint): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: point.url,
    connections: point.connections,
    duration: point.seconds,
    requests: [
      {
        method: "GET",
        path: point.path,
        setupRequest: (request) => {
          if (point.cookies.length === 0) return request;
          const cookie = point.cookies[next++ % point.cookies.length]!;
          return { ...request, headers: { ...request.headers, cookie } };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

process.on("message", (message: unknown) => {
  const point = LoadPointSchema.parse(message);
  runPoint(point).then(
    (result) => process.send?.(result),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
