import { ArrowRight, Clock, Gauge, Printer, Users } from "~/components/ui/icons";
import { SiteLink } from "~/components/site-link";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { activityLabels, tryActivityLabel, type Activity, type ActivityLevel } from "~/content/activities";
import { cn } from "~/lib/cn";
import { Badge, cardClasses, DotList, Fact, liftClasses, Rating } from "./learn-ui";

const difficultyTone: Record<ActivityLevel, "primary" | "marigold" | "coral"> = {
  easy: "primary",
  medium: "marigold",
  challenging: "coral",
};

function ActivityFacts({ activity }: { activity: Activity }) {
  return (
    <dl className="flex flex-wrap gap-x-7 gap-y-3">
      <Fact icon={<Clock aria-hidden className="size-5" />} label={activityLabels.time}>
        {activity.timeRequired}
      </Fact>
      <Fact icon={<Users aria-hidden className="size-5" />} label={activityLabels.age}>
        {activity.ageRange}
      </Fact>
      <Fact icon={<Gauge aria-hidden className="size-5" />} label={activityLabels.difficulty}>
        {activity.difficulty}
      </Fact>
    </dl>
  );
}

/**
 * While the step-by-step dialog is open, printing shows only the dialog, laid out as a plain page.
 * Radix portals the overlay and the dialog straight into <body>, so everything else can be hidden.
 */
const printStyles = `@media print {
  body > *:not([role="dialog"]) { display: none !important; }
  body > [role="dialog"] { position: static !important; transform: none !important; width: auto !important;
    max-width: none !important; max-height: none !important; overflow: visible !important; box-shadow: none !important; }
}`;

/** A featured activity: its facts, and "Try This Activity" opening the materials and steps. */
export function ActivityCard({ activity }: { activity: Activity }) {
  const headingId = `${activity.id}-title`;
  return (
    <article id={activity.id} aria-labelledby={headingId} className={cn(cardClasses, liftClasses, "flex w-full scroll-mt-28 flex-col gap-4")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Badge tone="coral">{activity.category}</Badge>
        <Rating value={activity.rating} />
      </div>
      <h3 id={headingId} className="text-2xl">
        {activity.title}
      </h3>
      <p className="text-ink-soft">{activity.description}</p>
      <div className="mt-auto flex flex-col gap-5 pt-2">
        <ActivityFacts activity={activity} />
        <Dialog>
          <DialogTrigger asChild>
            <Button className="self-start">
              {tryActivityLabel}
              <span className="sr-only"> – {activity.title}</span>
            </Button>
          </DialogTrigger>
          <DialogContent title={activity.title} description={activity.description} className="max-w-2xl">
            <style>{printStyles}</style>
            <div className="mb-6 flex flex-wrap items-center gap-3">
              <Badge tone={difficultyTone[activity.level]}>{activity.difficulty}</Badge>
              <Badge tone="plain">{activity.timeRequired}</Badge>
              <Badge tone="plain">{activity.ageRange}</Badge>
            </div>
            <h3 className="mb-3 text-xl">{activityLabels.materialsHeading}</h3>
            <DotList items={activity.materials} className="mb-7" />
            <h3 className="mb-3 text-xl">{activityLabels.stepsHeading}</h3>
            <ol className="space-y-4">
              {activity.steps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-on-primary"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
            <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-line pt-6 print:hidden">
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden className="size-5" />
                {activityLabels.printLabel}
              </Button>
              <SiteLink
                to={activityLabels.connectHref}
                className="inline-flex min-h-11 items-center gap-1.5 px-2 font-semibold text-primary underline underline-offset-4 hover:no-underline"
              >
                {activityLabels.connectLabel}
                <ArrowRight aria-hidden className="size-4" />
              </SiteLink>
            </div>
          </DialogContent>
        </Dialog>
      </div>
    </article>
  );
}
