import { describe, expect, it } from "vitest";
import { loadServerConfig, mailSettings } from "#server/config.server";
import { composeSettings } from "#server/email/outbox.server";
import { fixedBusinessSource, type BusinessSource } from "./details.server";

// The emails read the contact email when each is written or sent, not when the server started.
describe("the emails follow the published contact email", () => {
  const config = loadServerConfig({ CONTACT_EMAIL: "env@kindred.example" });
  let current = config.business;
  const source: BusinessSource = { ...fixedBusinessSource(config.business), current: () => current };

  it("the sender, the owner's notifications and the emails' contact line", () => {
    const mail = mailSettings(config, source);
    const compose = composeSettings(config, source);
    expect([mail.from.address, mail.ownerRecipients, compose.contactEmail]).toEqual(["env@kindred.example", ["env@kindred.example"], "env@kindred.example"]);
    current = { ...config.business, contactEmail: "elena@kindred.example" };
    expect([mail.from.address, mail.ownerRecipients, compose.contactEmail, compose.ownerRecipients]).toEqual([
      "elena@kindred.example",
      ["elena@kindred.example"],
      "elena@kindred.example",
      ["elena@kindred.example"],
    ]);
    expect(mail.from.name).toBe(config.business.name);
  });

  it("MAIL_FROM and OWNER_NOTIFY_EMAIL, when set, stay as the environment says", () => {
    const set = loadServerConfig({ CONTACT_EMAIL: "env@kindred.example", MAIL_FROM: "Kindred <send@kindred.example>", OWNER_NOTIFY_EMAIL: "owner@kindred.example" });
    current = { ...set.business, contactEmail: "elena@kindred.example" };
    const mail = mailSettings(set, source);
    expect([mail.from.address, mail.ownerRecipients]).toEqual(["send@kindred.example", ["owner@kindred.example"]]);
  });
});
