import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { languages } from "./vite/languages.ts";

// Bundles the Node entries (the server, the owner's command-line tools, and the worker thread that
// reads a calendar file: server/booking/ical-read.server.ts) to build/node/; packages stay external.
// Every file of the bundle sits in build/node/ itself, so the worker is `./ical-busy.worker.js`
// from whichever file starts it.
export default defineConfig({
  // Server code that answers in both languages imports the Spanish graph with `?lang=es`.
  plugins: [languages({ root: fileURLToPath(new URL(".", import.meta.url)) })],
  build: {
    ssr: true,
    outDir: `${process.env.BUILD_DIR ?? "build"}/node`,
    target: "node20",
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      input: { main: "server/production.ts", owner: "server/owner-cli.ts", "ical-busy.worker": "server/booking/ical-busy.worker.ts" },
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});
