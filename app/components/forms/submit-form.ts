/** The server's answer to a submit that did not succeed. */
export class SubmitError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly fieldErrors: Record<string, string> = {},
    /** From a 429's Retry-After: how long the server will refuse this form. */
    public readonly retryAfterSeconds = 0,
  ) {
    super(message);
    this.name = "SubmitError";
  }
}

/**
 * POSTs a form payload as JSON. A network failure is retried once with the same body (and so
 * the same idempotency key): the server stores the submission at most once either way.
 */
export async function submitForm(path: string, payload: object): Promise<{ id: number }> {
  const send = () =>
    fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
  let res: Response;
  try {
    res = await send();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 800));
    res = await send();
  }
  const body = (await res.json().catch(() => ({}))) as { id?: number; error?: string; fieldErrors?: Record<string, string> };
  if (res.status === 201 && typeof body.id === "number") return { id: body.id };
  throw new SubmitError(body.error ?? "", res.status, body.fieldErrors ?? {}, Number(res.headers.get("retry-after")) || 0);
}

/** Maps the server's payload field names back to the form's fields. */
export function mapFieldErrors<F extends string>(errors: Record<string, string>, names: Record<string, F>): Partial<Record<F, string>> {
  const mapped: Partial<Record<F, string>> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = names[key];
    if (field && !mapped[field]) mapped[field] = message;
  }
  return mapped;
}
