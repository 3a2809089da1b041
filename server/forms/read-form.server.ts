import { data } from "react-router";

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export const formMessages = {
  wrongType: "Please send the form from its page.",
  unreadable: "The form data could not be read. Please refresh the page and try again.",
  tooLarge: "This submission is too large. Please shorten your message and try again.",
} as const;

/** Whether a request carries a form, as a browser posts one (URL-encoded or multipart). */
export function isFormRequest(request: Request): boolean {
  return formTypes.test(request.headers.get("content-type") ?? "");
}

/**
 * The posted form of a page's action (settings, quizzes, newsletter, back office). Anything that
 * is not a readable form is answered with a 4xx through the route's error boundary, never a 5xx.
 * The body's size is already capped for every page POST by the server (app.server.ts).
 */
export async function readForm(request: Request): Promise<FormData> {
  if (!isFormRequest(request)) throw data(formMessages.wrongType, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data(formMessages.unreadable, { status: 400 });
  }
}
