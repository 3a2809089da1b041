import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { FaqItem } from "~/content/faq";

/** The questions, one open at a time; the open one closes when chosen again. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion type="single" collapsible className="space-y-4">
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id} id={`faq-${item.id}`} className="shadow-soft">
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>
            <div className="max-w-prose space-y-3">
              {item.answer.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
