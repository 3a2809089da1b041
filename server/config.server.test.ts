import { describe, expect, it } from "vitest";
import { SettingsError } from "#app/lib/settings.ts";
import { loadServerConfig } from "./config.server";

describe("server configuration", () => {
  it("has working defaults (the .env.example needs no edits)", () => {
    const config = loadServerConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATABASE_URL: "./data/site.db", TRUST_PROXY: false });
    expect(config.business.name.length).toBeGreaterThan(0);
  });

  it("reads PORT, HOST, DATABASE_URL and TRUST_PROXY", () => {
    const config = loadServerConfig({ PORT: "8080", HOST: "127.0.0.1", DATABASE_URL: "/tmp/x.db", TRUST_PROXY: "true" });
    expect(config).toMatchObject({ PORT: 8080, HOST: "127.0.0.1", DATABASE_URL: "/tmp/x.db", TRUST_PROXY: true });
  });

  it.each([
    "./data/site.db",
    "file:./data/site.db",
    "sqlite:///var/lib/site.db",
    "postgres://site:secret@db.internal:5432/site",
    "postgresql://db/site?sslmode=require",
    "postgres:///site?host=/var/run/postgresql",
  ])("accepts DATABASE_URL %s", (url) => {
    expect(loadServerConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ DATABASE_URL: "postgres:db/site" }, "DATABASE_URL"],
    [{ DATABASE_URL: "postgres://" }, "DATABASE_URL"],
    [{ DATABASE_URL: "postgresql://db/site/extra" }, "DATABASE_URL"],
    [{ DATABASE_URL: "mysql://db/site" }, "DATABASE_URL"],
    [{ DATABASE_URL: "file:" }, "DATABASE_URL"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ SOCIAL_URL: "instagram" }, "SOCIAL_URL"],
  ])("stops on %j with a message naming %s", (env, variable) => {
    expect(() => loadServerConfig(env)).toThrow(SettingsError);
    expect(() => loadServerConfig(env)).toThrow(variable);
  });
});
