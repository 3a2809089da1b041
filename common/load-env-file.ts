import { existsSync } from "node:fs";

/** Loads `.env` from the working folder when present; variables already set win. */
export function loadEnvFile(path = ".env") {
  if (existsSync(path)) process.loadEnvFile(path);
}
