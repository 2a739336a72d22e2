import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The console's own files (boot.tsx and every chunk it imports), named in index.html as
 * <meta name="console-files">: the sign-in page (src/sign-in.ts) prefetches them at idle,
 * without running them, so the console opens quickly once someone signs in.
 */
function nameConsoleFiles(): Plugin {
  return {
    name: "arena:name-console-files",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [file] : []));
        // boot.tsx's chunk (Rollup may leave it without a facade module when it shares its modules).
        const boot = chunks.find(
          (chunk) =>
            chunk.isDynamicEntry &&
            (chunk.name === "boot" || chunk.facadeModuleId?.endsWith("/src/boot.tsx")),
        );
        if (!boot) throw new Error("vite.config.ts: no chunk for src/boot.tsx");
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
            visit(imported);
        };
        visit(boot.fileName);
        // The entry itself is loaded already.
        if (context.chunk) files.delete(context.chunk.fileName);
        return [
          {
            tag: "meta",
            attrs: { name: "console-files", content: [...files].map((file) => `/console/${file}`).join(" ") },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

/**
 * Every text file of the build, compressed once at build time at the highest levels
 * (brotli 11, gzip 9) beside the file (.br, .gz): the server sends these as they are
 * (api/src/server.ts, serveStatic's precompressed) instead of compressing each response
 * at brotli 4. docs/decisions/108-console-sign-in-without-react-admin.md.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "arena:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && /\.(?:js|css|html|svg|json|txt|map)$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(file);
          if (raw.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipped(raw, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

// The console is served by the API server under /console (api/src/server.ts).
export default defineConfig({
  base: "/console/",
  plugins: [react(), nameConsoleFiles(), precompress()],
  build: {
    outDir: "dist",
    // The entry (src/main.ts) is the sign-in page's script, a few KiB: react-admin and
    // Material UI load with src/boot.tsx once someone is signed in, and every screen is a
    // chunk of its own (src/lazy-screen.ts). The console's core chunk (~830 kB, ~220 kB
    // brotli) sits just under the limit: a screen or a library slipping into it shows up
    // as a build warning.
    chunkSizeWarningLimit: 900,
  },
});
