import { locale } from "#common/content/locale.ts";

/** The week's days, Sunday first (4 January 1970 was a Sunday), named in the page's language: "Sunday" and "Sun". */
const weekdays = (() => {
  const long = new Intl.DateTimeFormat(locale.tag, { weekday: "long", timeZone: "UTC" });
  const short = new Intl.DateTimeFormat(locale.tag, { weekday: "short", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.UTC(1970, 0, 4 + i));
    return { name: long.format(day), short: short.format(day) };
  });
})();

/** A month table's head: the seven days as column headers, short, each with its full name. */
export function WeekdayHeader() {
  return (
    <thead>
      <tr>
        {weekdays.map((day) => (
          <th key={day.name} scope="col" className="pb-2 text-center text-sm font-semibold text-ink-soft">
            <abbr title={day.name} className="no-underline">
              {day.short}
            </abbr>
          </th>
        ))}
      </tr>
    </thead>
  );
}
