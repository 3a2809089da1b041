import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { resolveBusinessSettings } from "./app/lib/settings.ts";

export default defineConfig({
  define: { __BUSINESS_SETTINGS__: JSON.stringify(resolveBusinessSettings({})) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    pool: "forks",
  },
});
