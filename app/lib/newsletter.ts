import { newsletterOverlayCopy } from "~/content/newsletter";
import { limits, messages } from "#common/forms/limits.ts";

/**
 * The newsletter forms (footer and overlay): the email must not be empty (spec section 5); the
 * newsletter platform checks the rest on its own subscribe page.
 */
export function newsletterEmailProblem(email: string): { title: string; message: string } | null {
  const trimmed = email.trim();
  if (trimmed === "") return { title: newsletterOverlayCopy.emptyTitle, message: newsletterOverlayCopy.emptyText };
  if (trimmed.length > limits.emailMax) return { title: newsletterOverlayCopy.failureTitle, message: messages.maxLength(limits.emailMax) };
  return null;
}
