import { ChevronDown } from "~/components/ui/icons";
import type { QuestionAnswer } from "#common/content/types.ts";

/**
 * Questions as native disclosure widgets: every answer is in the served HTML, works without
 * JavaScript and by keyboard, and any number can be open at once.
 */
export function FaqList({ items }: { items: QuestionAnswer[] }) {
  return (
    <div className="space-y-4">
      {items.map((item) => (
        <details key={item.question} className="group rounded-card border border-line bg-surface shadow-soft">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-lg font-semibold hover:bg-paper-alt [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="px-5 pt-1 pb-5 text-ink-soft">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
