import { cn } from "~/lib/cn";
import { ordersAdmin as copy, type OwnerOrderStatus } from "#common/payments/content/admin.ts";

const statusTone: Record<OwnerOrderStatus, string> = {
  paid: "border-primary bg-primary-soft",
  "partly-refunded": "border-marigold bg-marigold-soft",
  refunded: "border-line bg-paper-alt",
  open: "border-line bg-paper-alt",
  expired: "border-line bg-paper-alt text-ink-soft",
  "payment-failed": "border-coral bg-coral-soft",
};

/** An order's state in words, as a badge: "Partly refunded ($200.00 of $1,100.00 refunded)". */
export function StatusBadge({ status, words }: { status: OwnerOrderStatus; words: string }) {
  return (
    <span className={cn("inline-block w-fit rounded-2xl border px-2.5 py-0.5 text-sm font-semibold text-ink", statusTone[status])} data-testid="order-status">
      {words}
    </span>
  );
}

/** "See this payment in Stripe", opening Stripe's dashboard; a screen reader hears whose. */
export function StripeLink({ href, family }: { href: string; family: string }) {
  return (
    <a href={href} className="font-semibold text-primary underline underline-offset-4" rel="noreferrer">
      {copy.stripeLink}
      <span className="sr-only">{copy.stripeLinkOf(family)}</span>
    </a>
  );
}
