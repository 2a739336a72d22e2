import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The console is served by the API server under /console (api/src/server.ts).
export default defineConfig({
  base: "/console/",
  plugins: [react()],
  build: {
    outDir: "dist",
    // Every screen is a chunk of its own (src/lazy-screen.ts); the entry is what the
    // sign-in page needs, react-admin's core and Material UI (~830 kB, ~270 kB
    // compressed). The limit sits just above it: a screen or a library slipping back
    // into the entry shows up as a build warning.
    chunkSizeWarningLimit: 900,
  },
});
