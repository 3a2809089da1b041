import type { ServicePackageId } from "#common/editing/content/service-packages.ts";
import type { Language } from "#common/languages.ts";
import type { PackagesDocument } from "#server/editing/packages-block.server";

/**
 * What a family pays for a package (issue 43), computed on the server from the packages document
 * the owner has published (whole US dollars) and stored on the order in cents, integers only. Pure:
 * the caller reads the published document (publishedDocument(db, "packages"), as /services does).
 */

/** The most children one order covers: the first is in the package, each other one is the `additional-child` add-on. */
export const MAX_CHILDREN = 6;

/** What the parent chose on the checkout page. */
export type PackageChoice = { packageId: string; children: number; strategySession: boolean };

/** One line of an order, as stored on it and sent to Stripe Checkout (price_data). */
export type LineItem = {
  /** The package's id, or `additional-child` / `strategy-session`. */
  id: string;
  /** Its name in the order's language, as published when the order was made. */
  name: string;
  /** Cents. */
  unitAmount: number;
  quantity: number;
};

/** A session that comes with the order (its package's, then the strategy session if chosen), as published when the order was made. */
export type BoughtSession = { key: string; name: string; minutes: number };

export type Priced = { packageId: ServicePackageId; lineItems: LineItem[]; amountTotal: number; currency: "usd"; sessions: BoughtSession[] };

/** Why a choice is refused: no such package, a number of children outside 1..6, or a strategy session that is not true or false. */
export type PricingError = "package" | "children" | "strategy-session";

const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** The line items and total (cents) of `choice` at the prices of `document`, or why the choice is refused. */
export function priceChoice(document: PackagesDocument, choice: PackageChoice, language: Language): { ok: true; priced: Priced } | { ok: false; error: PricingError } {
  const pkg = document.packages.find((p) => p.id === choice.packageId);
  if (!pkg) return { ok: false, error: "package" };
  if (!Number.isInteger(choice.children) || choice.children < 1 || choice.children > MAX_CHILDREN) return { ok: false, error: "children" };
  if (typeof choice.strategySession !== "boolean") return { ok: false, error: "strategy-session" };
  const addOn = (id: "additional-child" | "strategy-session") => document.addOns.find((a) => a.id === id)!;
  const lineItems: LineItem[] = [{ id: pkg.id, name: pkg[language].name, unitAmount: dollarsToCents(pkg.price), quantity: 1 }];
  if (choice.children > 1) {
    const child = addOn("additional-child");
    lineItems.push({ id: child.id, name: child[language].name, unitAmount: dollarsToCents(child.price), quantity: choice.children - 1 });
  }
  if (choice.strategySession) {
    const session = addOn("strategy-session");
    lineItems.push({ id: session.id, name: session[language].name, unitAmount: dollarsToCents(session.price), quantity: 1 });
  }
  const amountTotal = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const sessions = [...pkg.sessions, ...(choice.strategySession ? [document.strategySession] : [])].map((session) => ({ key: session.id, name: session[language].name, minutes: session.minutes }));
  return { ok: true, priced: { packageId: pkg.id, lineItems, amountTotal, currency: "usd", sessions } };
}
