import ICAL from "ical.js";

/**
 * For the tests of the iCalendar files the site writes (the events' .ics, booking invites): what is
 * wrong with a file's lines as RFC 5545 3.1 frames them, and the file parsed back with ical.js.
 */

/**
 * Every problem with the file's content lines, one string each; empty when it is well formed:
 * lines end with CRLF (the last one too), no bare CR or LF, no line longer than 75 octets, a
 * folded line continues with one space, each unfolded line is `NAME[;params]:value`, and no value
 * holds a control character other than HTAB (3.3.11: a line break in TEXT is written `\n`).
 */
export function contentLineProblems(ics: string): string[] {
  const problems: string[] = [];
  if (!ics.endsWith("\r\n")) problems.push("the file does not end with CRLF");
  const physical = ics.replace(/\r\n$/, "").split("\r\n");
  const unfolded: string[] = [];
  physical.forEach((line, i) => {
    if (/[\r\n]/.test(line)) problems.push(`line ${i + 1} holds a bare CR or LF: ${JSON.stringify(line)}`);
    if (Buffer.byteLength(line) > 75) problems.push(`line ${i + 1} is longer than 75 octets`);
    if (line.startsWith(" ") || line.startsWith("\t")) {
      if (unfolded.length === 0) problems.push("the file starts with a continuation line");
      else unfolded[unfolded.length - 1] += line.slice(1);
    } else unfolded.push(line);
  });
  for (const line of unfolded) {
    if (!/^[A-Za-z0-9-]+(;[A-Za-z0-9-]+=("[^"\p{Cc}]*"|[^";:,\p{Cc}]*)(,("[^"\p{Cc}]*"|[^";:,\p{Cc}]*))*)*:/u.test(line)) {
      problems.push(`not NAME[;params]:value: ${JSON.stringify(line)}`);
    }
    if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(line)) problems.push(`a control character in ${JSON.stringify(line)}`);
  }
  return problems;
}

/** The file's VCALENDAR and its first VEVENT, parsed by ical.js. */
type Component = InstanceType<typeof ICAL.Component>;

export function parseIcs(ics: string): { calendar: Component; event: Component } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return { calendar, event };
}
