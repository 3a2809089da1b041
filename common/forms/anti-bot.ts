import { antiBotMessages } from "#common/forms/content/form-errors.ts";

/** The spec's anti-bot limits for the discovery call form (section 9). */
export const antiBotLimits = {
  minFillMs: 2_000,
  maxSessionMs: 30 * 60_000,
  minInteractions: 3,
  maxIdleMs: 5 * 60_000,
} as const;

/**
 * The spec's anti-bot messages (section 8), in the page's language: the same words the server
 * answers with (common/forms/content/form-errors.ts).
 */
export { antiBotMessages };

export type FormActivity = {
  honeypot: string;
  openedAt: number;
  interactions: number;
  lastInteractionAt: number;
};

/** The browser's checks on submit, in the spec's order; returns the message to show, or null. */
export function checkFormActivity(activity: FormActivity, now: number): string | null {
  if (activity.honeypot.trim() !== "") return antiBotMessages.bot;
  const open = now - activity.openedAt;
  if (open < antiBotLimits.minFillMs) return antiBotMessages.tooFast;
  if (open >= antiBotLimits.maxSessionMs) return antiBotMessages.sessionExpired;
  if (activity.interactions < antiBotLimits.minInteractions) return antiBotMessages.tooFewInteractions;
  if (now - activity.lastInteractionAt >= antiBotLimits.maxIdleMs) return antiBotMessages.idle;
  return null;
}
