import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { languages } from "./vite/languages.ts";

// Bundles the Node entries (the server and the owner's command-line tools) to build/node/;
// packages stay external.
export default defineConfig({
  // Server code that answers in both languages imports the Spanish graph with `?lang=es`.
  plugins: [languages({ appDir: fileURLToPath(new URL("./app", import.meta.url)) })],
  build: {
    ssr: true,
    outDir: `${process.env.BUILD_DIR ?? "build"}/node`,
    target: "node20",
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      input: { main: "server/production.ts", owner: "server/owner-cli.ts" },
      output: { entryFileNames: "[name].js" },
    },
  },
});
