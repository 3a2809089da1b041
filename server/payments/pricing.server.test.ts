import { describe, expect, it } from "vitest";
import { packagesBlock } from "#server/editing/packages-block.server";
import { priceChoice } from "./pricing.server";

/** The packages as first published: Design Your Library $500, the Toolkit $650, the strategy session $250, each additional child $200. */
const published = packagesBlock.defaults();

describe("the price of a package", () => {
  it("is the Toolkit, one extra child and the strategy session: 110000 cents, line by line", () => {
    const result = priceChoice(published, { packageId: "read-together-toolkit", children: 2, strategySession: true }, "en");
    expect(result).toEqual({
      ok: true,
      priced: {
        packageId: "read-together-toolkit",
        currency: "usd",
        amountTotal: 110000,
        lineItems: [
          { id: "read-together-toolkit", name: "Read-Together Toolkit", unitAmount: 65000, quantity: 1 },
          { id: "additional-child", name: "Additional Child", unitAmount: 20000, quantity: 1 },
          { id: "strategy-session", name: expect.any(String), unitAmount: 25000, quantity: 1 },
        ],
        // The Toolkit's sessions, then the strategy session, as published now.
        sessions: [
          { key: "live-demonstration", name: "Live demonstration", minutes: 90 },
          { key: "follow-up-check-in", name: "Follow-up check-in", minutes: 30 },
          { key: "strategy-session", name: "1:1 strategy session", minutes: 90 },
        ],
      },
    });
  });

  it("is the package alone for one child, each further child at the add-on's price, and names the lines in the order's language", () => {
    const one = priceChoice(published, { packageId: "design-your-library", children: 1, strategySession: false }, "es");
    expect(one.ok && one.priced.lineItems).toEqual([{ id: "design-your-library", name: published.packages[0]!.es.name, unitAmount: 50000, quantity: 1 }]);
    expect(one.ok && one.priced.amountTotal).toBe(50000);
    const six = priceChoice(published, { packageId: "design-your-library", children: 6, strategySession: false }, "en");
    expect(six.ok && six.priced.amountTotal).toBe(50000 + 5 * 20000);
  });

  it("follows the prices the owner published", () => {
    const raised = structuredClone(published);
    raised.packages[1]!.price = 700;
    raised.addOns.find((a) => a.id === "additional-child")!.price = 175;
    const result = priceChoice(raised, { packageId: "read-together-toolkit", children: 3, strategySession: false }, "en");
    expect(result.ok && result.priced.amountTotal).toBe(70000 + 2 * 17500);
  });

  it("refuses an unknown package, 0 or 7 children or a fraction of one, and a strategy session that is not true or false", () => {
    const choice = { packageId: "read-together-toolkit", children: 1, strategySession: false };
    expect(priceChoice(published, { ...choice, packageId: "gold-plan" }, "en")).toEqual({ ok: false, error: "package" });
    expect(priceChoice(published, { ...choice, packageId: "__proto__" }, "en")).toEqual({ ok: false, error: "package" });
    for (const children of [0, 7, 1.5, Number.NaN, -1]) expect(priceChoice(published, { ...choice, children }, "en")).toEqual({ ok: false, error: "children" });
    expect(priceChoice(published, { ...choice, strategySession: "yes" as unknown as boolean }, "en")).toEqual({ ok: false, error: "strategy-session" });
  });
});
