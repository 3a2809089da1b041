import { STATUS_CODES } from "node:http";
import { calendarsAdmin, type CalendarProblem } from "#common/booking/content/admin.ts";
import { checkAddress, maskAddress } from "#server/net/addresses.server";
import { fetchOwnerAddress, OutboundError, type OutboundProblem } from "#server/net/fetch.server";

/**
 * Reading one of the owner's calendar addresses, through the server's one fetcher of the owner's
 * addresses (server/net/fetch.server.ts: https and webcal only, public addresses only, checked in
 * the connection's own DNS lookup and on every redirect, a deadline, a size cap on the wire and
 * when decompressing). What is the calendars' own: `webcal:`, asking for text/calendar, refusing
 * an answer that is not a calendar, conditional requests (ETag, Last-Modified) that let an
 * unchanged calendar answer 304, and the problems in the owner's words.
 *
 * The address is a secret (Google's "secret address"): it never reaches a log or an error message.
 */

export type FeedProblem = CalendarProblem | `http:${number}`;

export class FeedError extends Error {
  constructor(readonly problem: FeedProblem) {
    super(`calendar feed: ${problem}`);
  }
}

export type FetchOptions = {
  /** Tests only (OUTBOUND_ALLOW_LOOPBACK): 127.0.0.0/8 and ::1 allowed. */
  allowLoopback: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** Tests only: the certificate of the tests' local HTTPS server. */
  ca?: string;
};

export type FetchResult =
  | { kind: "changed"; body: string; etag: string | null; lastModified: string | null }
  | { kind: "not-modified" };

export { maskAddress };

/** The fetcher's problem as a calendar's (a host that is no host name is "not a link"; an answer that cannot be decoded, "not a calendar"). */
function calendarProblem(problem: OutboundProblem): FeedProblem {
  if (problem === "host") return "not-a-link";
  if (problem === "unreadable") return "not-calendar";
  return problem;
}

/**
 * The https URL of an address she pasted, or why not: `webcal:` is read as `https:`; no other
 * scheme, no user name or password, a host that is a host name, and no IP address that is private.
 */
export function checkFeedAddress(raw: string, allowLoopback: boolean): { ok: true; url: URL } | { ok: false; problem: FeedProblem } {
  const checked = checkAddress(raw, { allowLoopback, webcal: true });
  return checked.ok ? checked : { ok: false, problem: calendarProblem(checked.problem) };
}

/**
 * Reads a checked address (see checkFeedAddress): `not-modified` when the validators still hold,
 * else the body. Throws FeedError with the problem otherwise.
 */
export async function fetchFeed(address: string, validators: { etag: string | null; lastModified: string | null }, options: FetchOptions): Promise<FetchResult> {
  let result: FetchResult;
  try {
    result = await fetchOwnerAddress(address, {
      ...options,
      webcal: true,
      validators,
      accept: "text/calendar, */*;q=0.5",
      userAgent: "calendar-availability/1.0",
    });
  } catch (error) {
    throw new FeedError(error instanceof OutboundError ? calendarProblem(error.problem) : "unreachable");
  }
  if (result.kind === "changed" && !/BEGIN:VCALENDAR/i.test(result.body.slice(0, 2048))) throw new FeedError("not-calendar");
  return result;
}

/** A problem as the owner reads it (the words are common/booking/content/admin.ts's). */
export function describeFeedProblem(problem: string): string {
  const http = /^http:(\d{3})$/.exec(problem);
  if (http) {
    const status = Number(http[1]);
    return calendarsAdmin.httpProblem(status, STATUS_CODES[status] ?? "");
  }
  return Object.hasOwn(calendarsAdmin.problems, problem) ? calendarsAdmin.problems[problem as CalendarProblem] : calendarsAdmin.problems.unreachable;
}
