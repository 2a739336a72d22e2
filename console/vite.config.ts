import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The console is served by the API server under /console (api/src/server.ts).
export default defineConfig({
  base: "/console/",
  plugins: [react()],
  build: {
    outDir: "dist",
    // react-admin and Material UI make one ~820 kB chunk (~270 kB gzipped). The console
    // is a staff tool, loaded once and then cached, so that is fine as it is.
    chunkSizeWarningLimit: 1000,
  },
});
