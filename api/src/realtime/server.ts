// Socket.IO on the same HTTP server and port as the API, at /socket.io.
import type { Server as HttpServer } from "node:http";
import { Server } from "socket.io";
import type { AppDeps } from "../context.ts";

export function attachRealtime(httpServer: HttpServer, deps: AppDeps): Server {
  const io = new Server(httpServer, {
    path: "/socket.io",
    serveClient: false,
    // Other upgrade requests on this server (Vite's HMR in development) are not ours.
    destroyUpgrade: false,
  });
  io.on("connection", (socket) => {
    deps.logger.debug({ socketId: socket.id }, "socket connected");
  });
  return io;
}
