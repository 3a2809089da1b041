import { data } from "react-router";
import { formCatalogue, requestLanguage } from "./catalogue.server";

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** Whether a request carries a form, as a browser posts one (URL-encoded or multipart). */
export function isFormRequest(request: Request): boolean {
  return formTypes.test(request.headers.get("content-type") ?? "");
}

/**
 * The posted form of a page's action (settings, quizzes, newsletter, back office). Anything that
 * is not a readable form is answered with a 4xx through the route's error boundary, never a 5xx,
 * in the language of the page it was posted to (app/content/form-errors.ts and its Spanish twin).
 * The body's size is already capped for every page POST by the server (app.server.ts).
 */
export async function readForm(request: Request): Promise<FormData> {
  const messages = formCatalogue(requestLanguage(request)).formErrors.request;
  if (!isFormRequest(request)) throw data(messages.wrongType, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data(messages.unreadable, { status: 400 });
  }
}
