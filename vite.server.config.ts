import { defineConfig } from "vite";

// Bundles the Node entry (server/main.ts) to build/node/main.js; packages stay external.
export default defineConfig({
  build: {
    ssr: "server/main.ts",
    outDir: `${process.env.BUILD_DIR ?? "build"}/node`,
    target: "node20",
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
