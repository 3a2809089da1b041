import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { SettingsError } from "#common/settings.ts";
import { loadServerConfig, mailSettings, parseMailbox } from "./config.server";
import { loopbackAllowedByEnvironment } from "./net/addresses.server";

describe("server configuration", () => {
  it("has working defaults (the .env.example needs no edits)", () => {
    const config = loadServerConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATABASE_URL: "./data/site.db", TRUST_PROXY: false });
    expect(config.business.name.length).toBeGreaterThan(0);
  });

  it("accepts .env.example as it is (mail settings included)", () => {
    const env: Record<string, string> = {};
    for (const line of readFileSync(new URL("../.env.example", import.meta.url), "utf8").split("\n")) {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
      if (match) env[match[1]!] = match[2]!;
    }
    expect(Object.keys(env)).toContain("SMTP_URL");
    expect(mailSettings(loadServerConfig(env)).smtpUrl).toBeNull();
  });

  it("reads PORT, HOST, DATABASE_URL and TRUST_PROXY", () => {
    const config = loadServerConfig({ PORT: "8080", HOST: "127.0.0.1", DATABASE_URL: "/tmp/x.db", TRUST_PROXY: "true" });
    expect(config).toMatchObject({ PORT: 8080, HOST: "127.0.0.1", DATABASE_URL: "/tmp/x.db", TRUST_PROXY: true });
  });

  it("points setup links at SITE_URL, or without it at this server itself (PORT, and HOST when it is one address)", () => {
    expect(loadServerConfig({}).setupLinkOrigin).toBe("http://localhost:3000");
    expect(loadServerConfig({ PORT: "8080", SITE_URL: "" }).setupLinkOrigin).toBe("http://localhost:8080");
    expect(loadServerConfig({ HOST: "::" }).setupLinkOrigin).toBe("http://localhost:3000");
    expect(loadServerConfig({ HOST: "127.0.0.1", PORT: "4000" }).setupLinkOrigin).toBe("http://127.0.0.1:4000");
    expect(loadServerConfig({ HOST: "::1" }).setupLinkOrigin).toBe("http://[::1]:3000");
    expect(loadServerConfig({ SITE_URL: "https://www.example.org/", PORT: "8080" }).setupLinkOrigin).toBe("https://www.example.org");
  });

  it("gives passkeys SITE_URL's origin, or without it http://localhost:PORT (WebAuthn refuses IP addresses)", () => {
    expect(loadServerConfig({}).passkeyOrigin).toBe("http://localhost:3000");
    expect(loadServerConfig({ HOST: "127.0.0.1", PORT: "4400" }).passkeyOrigin).toBe("http://localhost:4400");
    expect(loadServerConfig({ SITE_URL: "https://www.example.org/some/path", PORT: "8080" }).passkeyOrigin).toBe("https://www.example.org");
    expect(loadServerConfig({ SITE_URL: "http://localhost:5173" }).passkeyOrigin).toBe("http://localhost:5173");
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
    [{ OUTBOUND_ALLOW_LOOPBACK: "1" }, "OUTBOUND_ALLOW_LOOPBACK"],
    [{ OUTBOUND_ALLOW_LOOPBACK: "1", NODE_ENV: "development" }, "OUTBOUND_ALLOW_LOOPBACK"],
    [{ OUTBOUND_ALLOW_LOOPBACK: "maybe", NODE_ENV: "test" }, "OUTBOUND_ALLOW_LOOPBACK"],
    [{ FORM_TOKEN_MIN_AGE_MS: "0" }, "FORM_TOKEN_MIN_AGE_MS: is for tests only"],
    [{ FORM_TOKEN_MIN_AGE_MS: "0", NODE_ENV: "development" }, "FORM_TOKEN_MIN_AGE_MS: is for tests only"],
    [{ FORM_TOKEN_MIN_AGE_MS: "2500", NODE_ENV: "test" }, "FORM_TOKEN_MIN_AGE_MS"],
    [{ FORM_TOKEN_MIN_AGE_MS: "soon", NODE_ENV: "test" }, "FORM_TOKEN_MIN_AGE_MS"],
  ])("stops on %j with a message naming %s", (env, variable) => {
    expect(() => loadServerConfig(env)).toThrow(SettingsError);
    expect(() => loadServerConfig(env)).toThrow(variable);
  });

  it("lets the owner's addresses (calendars, the newsletter feed) reach this machine only in tests, and never by default", () => {
    expect(loadServerConfig({}).OUTBOUND_ALLOW_LOOPBACK).toBe(false);
    expect(loadServerConfig({ OUTBOUND_ALLOW_LOOPBACK: "1", NODE_ENV: "test" }).OUTBOUND_ALLOW_LOOPBACK).toBe(true);
    // The business details' schema, which has no configuration at hand, reads the environment the same way.
    for (const env of [{}, { OUTBOUND_ALLOW_LOOPBACK: "1" }, { OUTBOUND_ALLOW_LOOPBACK: "1", NODE_ENV: "production" }, { OUTBOUND_ALLOW_LOOPBACK: "0", NODE_ENV: "test" }]) {
      expect(loopbackAllowedByEnvironment(env), JSON.stringify(env)).toBe(false);
    }
    expect(loopbackAllowedByEnvironment({ OUTBOUND_ALLOW_LOOPBACK: "1", NODE_ENV: "test" })).toBe(true);
    expect(loopbackAllowedByEnvironment({ OUTBOUND_ALLOW_LOOPBACK: "true", NODE_ENV: "test" })).toBe(true);
  });

  it("shortens the form token's floor only in tests, and never by default", () => {
    expect(loadServerConfig({}).FORM_TOKEN_MIN_AGE_MS).toBeUndefined();
    expect(loadServerConfig({ FORM_TOKEN_MIN_AGE_MS: "0", NODE_ENV: "test" }).FORM_TOKEN_MIN_AGE_MS).toBe(0);
  });

  it("runs without mail settings: no SMTP, the sender and the owner's address from the business settings", () => {
    const mail = mailSettings(loadServerConfig({}));
    expect(mail).toMatchObject({
      smtpUrl: null,
      from: { name: "Kindred Pages", address: "hello@kindredpagesreading.com" },
      ownerRecipients: ["hello@kindredpagesreading.com"],
      perRecipientPerDay: 3,
      perHour: 200,
      claimSeconds: 120,
    });
  });

  it("reads SMTP_URL, MAIL_FROM, OWNER_NOTIFY_EMAIL and the confirmation limits", () => {
    const mail = mailSettings(
      loadServerConfig({
        SMTP_URL: "smtps://user:p%40ss@mail.example.com:465",
        MAIL_FROM: "Kindred Pages <hello@example.com>",
        OWNER_NOTIFY_EMAIL: "elena@example.com, phone@example.net",
        CONFIRMATION_LIMIT_PER_RECIPIENT_PER_DAY: "5",
        CONFIRMATION_LIMIT_PER_HOUR: "50",
        OUTBOX_CLAIM_SECONDS: "10",
      }),
    );
    expect(mail).toMatchObject({
      smtpUrl: "smtps://user:p%40ss@mail.example.com:465",
      from: { name: "Kindred Pages", address: "hello@example.com" },
      ownerRecipients: ["elena@example.com", "phone@example.net"],
      perRecipientPerDay: 5,
      perHour: 50,
      claimSeconds: 10,
    });
    expect(loadServerConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }).SMTP_URL).toBe("smtp://127.0.0.1:2525");
  });

  it("parses a mailbox with or without a name, and refuses line breaks", () => {
    expect(parseMailbox("hello@example.com")).toEqual({ name: null, address: "hello@example.com" });
    expect(parseMailbox('"Pages, Kindred" <hello@example.com>')).toEqual({ name: "Pages, Kindred", address: "hello@example.com" });
    expect(parseMailbox("Kindred <hello@example.com>\r\nBcc: x@y.z")).toBeNull();
    expect(parseMailbox("Kindred")).toBeNull();
  });

  it.each([
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL"],
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://" }, "SMTP_URL"],
    [{ MAIL_FROM: "Kindred Pages" }, "MAIL_FROM"],
    [{ MAIL_FROM: "Kindred <not-an-address>" }, "MAIL_FROM"],
    [{ OWNER_NOTIFY_EMAIL: "elena@example.com, nobody" }, "OWNER_NOTIFY_EMAIL"],
    [{ OWNER_NOTIFY_EMAIL: " , " }, "OWNER_NOTIFY_EMAIL"],
    [{ CONFIRMATION_LIMIT_PER_RECIPIENT_PER_DAY: "three" }, "CONFIRMATION_LIMIT_PER_RECIPIENT_PER_DAY"],
    [{ CONFIRMATION_LIMIT_PER_HOUR: "-1" }, "CONFIRMATION_LIMIT_PER_HOUR"],
    [{ OUTBOX_CLAIM_SECONDS: "1" }, "OUTBOX_CLAIM_SECONDS"],
  ])("stops on the mail setting %j with a message naming %s", (env, variable) => {
    expect(() => loadServerConfig(env)).toThrow(SettingsError);
    expect(() => loadServerConfig(env)).toThrow(variable);
  });

  it("reads BOOKING_MAX_PER_CLIENT_PER_DAY: 3 by default, a whole number from 1 to 1000", () => {
    expect(loadServerConfig({}).BOOKING_MAX_PER_CLIENT_PER_DAY).toBe(3);
    expect(loadServerConfig({ BOOKING_MAX_PER_CLIENT_PER_DAY: " 10 " }).BOOKING_MAX_PER_CLIENT_PER_DAY).toBe(10);
    for (const value of ["0", "1001", "2.5", "three"]) {
      expect(() => loadServerConfig({ BOOKING_MAX_PER_CLIENT_PER_DAY: value })).toThrow(SettingsError);
      expect(() => loadServerConfig({ BOOKING_MAX_PER_CLIENT_PER_DAY: value })).toThrow("BOOKING_MAX_PER_CLIENT_PER_DAY");
    }
  });

  it("reads the Stripe settings: none by default, a test key with its webhook's signing secret, the stand-in's address in tests", () => {
    const none = loadServerConfig({});
    expect([none.STRIPE_SECRET_KEY, none.STRIPE_WEBHOOK_SECRET, none.STRIPE_API_URL]).toEqual([undefined, undefined, undefined]);
    const config = loadServerConfig({ STRIPE_SECRET_KEY: " sk_test_51AbC ", STRIPE_WEBHOOK_SECRET: "whsec_Zx9+/=", STRIPE_API_URL: "http://127.0.0.1:4671", NODE_ENV: "test" });
    expect(config).toMatchObject({ STRIPE_SECRET_KEY: "sk_test_51AbC", STRIPE_WEBHOOK_SECRET: "whsec_Zx9+/=", STRIPE_API_URL: "http://127.0.0.1:4671" });
    expect(loadServerConfig({ STRIPE_SECRET_KEY: "sk_live_51AbC", STRIPE_WEBHOOK_SECRET: "whsec_Zx9" }).STRIPE_SECRET_KEY).toBe("sk_live_51AbC");
  });

  it.each([
    [{ STRIPE_SECRET_KEY: "sk_test_51AbC" }, "STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY: add the signing secret (whsec_…)"],
    [{ STRIPE_WEBHOOK_SECRET: "whsec_Zx9" }, "STRIPE_SECRET_KEY: is required with STRIPE_WEBHOOK_SECRET"],
    [{ STRIPE_SECRET_KEY: "pk_test_51AbC", STRIPE_WEBHOOK_SECRET: "whsec_Zx9" }, "STRIPE_SECRET_KEY: must be a secret key from Stripe's dashboard"],
    [{ STRIPE_SECRET_KEY: "sk_test_51A bC", STRIPE_WEBHOOK_SECRET: "whsec_Zx9" }, "STRIPE_SECRET_KEY: must be a secret key"],
    [{ STRIPE_SECRET_KEY: "sk_test_51AbC", STRIPE_WEBHOOK_SECRET: "Zx9" }, "STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret"],
    [{ STRIPE_API_URL: "http://127.0.0.1:4671" }, "STRIPE_API_URL: is for tests only (NODE_ENV=test); remove it"],
    [{ STRIPE_API_URL: "http://127.0.0.1:4671", NODE_ENV: "development" }, "STRIPE_API_URL: is for tests only"],
    [{ STRIPE_API_URL: "https://api.stripe.com", NODE_ENV: "test" }, "STRIPE_API_URL: must be http://127.0.0.1:PORT"],
    [{ STRIPE_API_URL: "http://localhost:4671", NODE_ENV: "test" }, "STRIPE_API_URL: must be http://127.0.0.1:PORT"],
    [{ STRIPE_API_URL: "http://127.0.0.1:4671/v1", NODE_ENV: "test" }, "STRIPE_API_URL: must be http://127.0.0.1:PORT"],
    [{ STRIPE_API_URL: "http://127.0.0.1", NODE_ENV: "test" }, "STRIPE_API_URL: must be http://127.0.0.1:PORT"],
    [{ STRIPE_API_URL: "http://127.0.0.1:4671", NODE_ENV: "test", STRIPE_SECRET_KEY: "sk_live_51AbC", STRIPE_WEBHOOK_SECRET: "whsec_Zx9" }, "STRIPE_SECRET_KEY: a live key is never sent to STRIPE_API_URL"],
  ])("stops on the Stripe setting %j with a message naming what to do: %s", (env, message) => {
    expect(() => loadServerConfig(env)).toThrow(SettingsError);
    expect(() => loadServerConfig(env)).toThrow(message);
  });

  it("never repeats a Stripe secret in its messages, and prints nothing itself", () => {
    const key = "sk_live_51KeyMaterialDoNotPrint";
    const secret = "whsec_SigningMaterialDoNotPrint";
    const print = [vi.spyOn(console, "log"), vi.spyOn(console, "error"), vi.spyOn(console, "warn"), vi.spyOn(console, "info")];
    try {
      for (const env of [
        { STRIPE_SECRET_KEY: key },
        { STRIPE_WEBHOOK_SECRET: secret },
        { STRIPE_SECRET_KEY: `${key} `.repeat(2), STRIPE_WEBHOOK_SECRET: secret },
        { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: `${secret}!` },
        { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_URL: "http://127.0.0.1:4671" },
        { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_URL: "http://127.0.0.1:4671", NODE_ENV: "test" },
        { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret, PORT: "none" },
      ]) {
        let message = "";
        try {
          loadServerConfig(env);
        } catch (error) {
          message = (error as Error).message;
        }
        // What the server prints when it stops (server/main.ts: the SettingsError's message, alone).
        expect(message, JSON.stringify(env)).toMatch(/^Invalid configuration:/);
        expect(message).not.toMatch(/KeyMaterial|SigningMaterial/);
      }
      loadServerConfig({ STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret });
      for (const spy of print) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of print) spy.mockRestore();
    }
  });
});
