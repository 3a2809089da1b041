import { defineConfig } from "vite";

// Bundles the Node entries (the server and the owner's command-line tools) to build/node/;
// packages stay external.
export default defineConfig({
  build: {
    ssr: true,
    outDir: `${process.env.BUILD_DIR ?? "build"}/node`,
    target: "node20",
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      input: { main: "server/main.ts", owner: "server/owner-cli.ts" },
      output: { entryFileNames: "[name].js" },
    },
  },
});
