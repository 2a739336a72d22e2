import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The console is served by the API server under /console (api/src/server.ts).
export default defineConfig({
  base: "/console/",
  plugins: [react()],
  build: {
    outDir: "dist",
    // react-admin, Material UI, the engagement screens' form inputs and the game's
    // config (choices in the forms) make one ~1.2 MB chunk (~380 kB gzipped); recharts
    // and the live feed (socket.io-client) are separate chunks loaded when first used.
    // The console is a staff tool, loaded once and then cached.
    chunkSizeWarningLimit: 1400,
  },
});
