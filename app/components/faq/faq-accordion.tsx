import { ChevronDown } from "~/components/ui/icons";
import type { FaqItem } from "#common/editing/content/faq.ts";

/**
 * The questions as native disclosure widgets sharing one `name`: the browser keeps one open at a
 * time and closes the open one when it is chosen again. Every answer is in the served HTML, so it
 * can be read, opened and found with find-in-page (which opens it) before and without JavaScript.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className="space-y-4">
      {items.map((item) => (
        <details
          key={item.id}
          name="faq"
          id={`faq-${item.id}`}
          className="group scroll-mt-28 rounded-card border border-line bg-surface shadow-soft"
        >
          <summary
            className={
              "flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-left " +
              "hover:bg-paper-alt [&::-webkit-details-marker]:hidden"
            }
          >
            <h3 className="m-0 font-sans text-lg font-semibold">{item.question}</h3>
            <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-ink-soft">
            <div className="max-w-prose space-y-3">
              {item.answer.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
        </details>
      ))}
    </div>
  );
}
