import { describe, expect, it } from "vitest";
import * as en from "#common/privacy/content/privacy.ts";
import * as es from "#common/privacy/content/es/privacy.ts";
import type { PrivacyNoticeForm } from "#app/forms/privacy-link.tsx";
import { formIds } from "#common/forms/kinds.ts";
import { personalData, privacyNoticeLastChanged, retentionRules, type RetentionKey } from "#common/privacy/inventory.ts";
import { buildPrivacyNotice, retentionText } from "./privacy-notice";

// The notice's sections on what is kept are generated from the data inventory, never copied:
// every personal column of a form's table appears in that form's section by its words.
describe("the privacy notice built from the inventory", () => {
  const notice = buildPrivacyNotice(en);

  it("has a section for every form, each naming every personal column of its table by the inventory's own words", () => {
    expect(notice.forms.map((section) => section.id)).toEqual([...formIds]);
    for (const section of notice.forms) {
      const entries = personalData.filter((entry) => entry.source === section.id);
      expect(entries.length).toBeGreaterThan(0);
      expect(section.items).toEqual(entries.map((entry) => ({ what: entry.what, why: entry.why })));
      // How long: every rule its entries follow, once, with the inventory's numbers.
      expect(section.kept.map((rule) => rule.text).sort()).toEqual([...new Set(entries.map((entry) => retentionText(en, entry.retention)))].sort());
    }
  });

  it("covers every entry of the inventory exactly once, forms and others together", () => {
    const shown = [...notice.forms, ...notice.others].flatMap((section) => section.items.map((item) => item.what));
    expect(shown).toHaveLength(personalData.length);
    for (const entry of personalData) expect(shown).toContain(entry.what);
  });

  it("names the items a section's less common rule is about", () => {
    const call = notice.forms.find((section) => section.id === "discovery-call")!;
    expect(call.kept).toEqual([
      { about: [], text: retentionText(en, "submissions") },
      { about: [en.dataWords["discovery-call.booking"].what, en.dataWords["discovery-call.own-time-zone"].what, en.dataWords["discovery-call.address-hold"].what], text: retentionText(en, "bookings") },
    ]);
  });

  it("says how long with the inventory's numbers", () => {
    expect(retentionText(en, "submissions")).toContain(`${retentionRules.submissions.months} months`);
    expect(retentionText(en, "email-bodies")).toContain(`${retentionRules["email-bodies"].days} days`);
    expect(retentionText(en, "failed-emails")).toContain(`${retentionRules["failed-emails"].days} days`);
    expect(retentionText(en, "audit")).toContain(`${retentionRules.audit.months} months`);
    expect(retentionText(es, "submissions")).toContain(`${retentionRules.submissions.months} meses`);
    for (const key of Object.keys(retentionRules) as RetentionKey[]) expect(retentionText(es, key).length).toBeGreaterThan(10);
  });

  it("is built the same way in Spanish: the same sections and items, in Spanish words", () => {
    const spanish = buildPrivacyNotice(es);
    expect(spanish.lastChanged).toBe(privacyNoticeLastChanged);
    expect(spanish.forms.map((s) => [s.id, s.items.length])).toEqual(notice.forms.map((s) => [s.id, s.items.length]));
    expect(spanish.others.map((s) => [s.id, s.items.length])).toEqual(notice.others.map((s) => [s.id, s.items.length]));
    const contact = spanish.forms.find((s) => s.id === "contact")!;
    expect(contact.items.map((item) => item.what)).toContain(es.dataWords["contact.message"].what);
  });

  it("has the newsletter's section where the newsletter forms' \"How we use this\" leads (#form-newsletter), in both languages", () => {
    const newsletter: PrivacyNoticeForm = "newsletter";
    expect(en.newsletterSection.id).toBe(newsletter);
    expect(es.newsletterSection.id).toBe(newsletter);
    expect(notice.forms.map((section) => section.id)).not.toContain(newsletter);
  });

  it("says in the orders section, in both languages, that Stripe receives the name, email and card to take the payment and keeps them under its own policy", () => {
    const [english, spanish] = [notice, buildPrivacyNotice(es)].map((built) => built.others.find((section) => section.id === "orders")!.intro);
    for (const words of ["Stripe receives your name, email address and card details to take the payment", "its own privacy policy (stripe.com/privacy)"]) expect(english).toContain(words);
    for (const words of ["Stripe recibe su nombre, su correo electrónico y los datos de su tarjeta para cobrar el pago", "su propia política de privacidad (stripe.com/privacy)"]) expect(spanish).toContain(words);
  });
});
