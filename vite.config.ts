import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { loadEnvFile } from "./app/lib/load-env-file";
import { resolveBusinessSettings, SettingsError } from "./app/lib/settings";
import { apiDevMiddleware } from "./server/dev-api";

function businessSettings() {
  loadEnvFile();
  try {
    return resolveBusinessSettings(process.env);
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), ...(command === "serve" ? [apiDevMiddleware()] : [])],
  define: { __BUSINESS_SETTINGS__: JSON.stringify(businessSettings()) },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
}));
