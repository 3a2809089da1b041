/**
 * Control characters a visitor may type (or paste) that no email and no .ics file should carry:
 * every C0 and C1 control and DEL, except tab and line feed, and a carriage return that does not
 * begin a CRLF line break (iCalendar's line ending and the emails' stay as they are). A NUL or a
 * vertical tab in a parent's concerns made the owner's calendar feed unreadable.
 */
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/g;

/** `text` without its control characters other than tab, line feed and CRLF. */
export function withoutControlCharacters(text: string): string {
  return text.replace(controlCharacters, "");
}
