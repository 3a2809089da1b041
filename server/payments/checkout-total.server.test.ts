import { describe, expect, it } from "vitest";
import { checkoutSchema, checkoutTotalCents, formatCents } from "#common/payments/checkout.ts";
import { checkoutCopy } from "~/content/checkout";
import { packagesBlock } from "#server/editing/packages-block.server";
import { priceChoice } from "./pricing.server";

/**
 * The checkout page's live total (common/payments/checkout.ts, in the browser) is the server's
 * (priceChoice, stored on the order) for every choice the form offers, at the first prices and at
 * prices with cents; and the form's one schema takes what a browser posts. Pure.
 */
describe("the checkout page's total and form", () => {
  it("the page's total is priceChoice's for every package, 1 to 6 children, with and without the strategy session", () => {
    const first = packagesBlock.defaults();
    const odd = { ...first, packages: first.packages.map((pkg) => ({ ...pkg, price: pkg.price + 0.99 })), addOns: first.addOns.map((addOn) => ({ ...addOn, price: addOn.price + 0.01 })) };
    for (const document of [first, odd]) {
      const addOn = (id: string) => document.addOns.find((a) => a.id === id)!.price;
      for (const pkg of document.packages) {
        for (let children = 1; children <= 6; children++) {
          for (const strategySession of [false, true]) {
            const server = priceChoice(document, { packageId: pkg.id, children, strategySession }, "en");
            if (!server.ok) throw new Error(server.error);
            const prices = { package: pkg.price, additionalChild: addOn("additional-child"), strategySession: addOn("strategy-session") };
            expect(checkoutTotalCents(prices, children, strategySession)).toBe(server.priced.amountTotal);
          }
        }
      }
    }
    expect(formatCents(110_000, "en-US")).toBe("$1,100.00");
  });

  it("the schema takes a posted form (the box ticked or absent) and refuses what the page would not send", () => {
    const schema = checkoutSchema(checkoutCopy.messages);
    expect(schema.parse({ parent_name: " Maya ", parent_email: " Maya@Example.COM ", children: "3", strategy_session: "on" })).toEqual({
      parent_name: "Maya",
      parent_email: "maya@example.com",
      children: 3,
      strategy_session: true,
    });
    expect(schema.parse({ parent_name: "Maya", parent_email: "maya@example.com", children: "1" }).strategy_session).toBe(false);
    const refused = schema.safeParse({ parent_name: "", parent_email: "maya@", children: "0", strategy_session: "yes" });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => issue.path[0]).sort()).toEqual(["children", "parent_email", "parent_name", "strategy_session"]);
  });
});
