import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { loadEnvFile } from "./app/lib/load-env-file.ts";
import { resolveBusinessSettings, SettingsError } from "./app/lib/settings.ts";
import { apiDevMiddleware } from "./server/dev-api.ts";
import { languages } from "./vite/languages.ts";

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
  plugins: [languages({ appDir: fileURLToPath(new URL("./app", import.meta.url)) }), tailwindcss(), reactRouter(), ...(command === "serve" ? [apiDevMiddleware()] : [])],
  define: { __BUSINESS_SETTINGS__: JSON.stringify(businessSettings()) },
  build: {
    rolldownOptions: {
      // Fewer, larger files for the first load: React in one chunk, React Router in another, every
      // icon in a third, instead of some forty files of a few hundred bytes each (a phone on a
      // slow network pays for each request; one file also compresses better than many small ones).
      output: {
        codeSplitting: {
          groups: [
            // React apart from React Router: each chunk is evaluated in a task of its own, and
            // together they take long enough on a slow phone to block it for a while.
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "framework", test: /node_modules[\\/](react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/ },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
}));
