import { formKinds as forms, type FormId } from "#common/forms/kinds.ts";
import type { FormStorage } from "#common/forms/storage.ts";

export type { FormStorage };

export type SubmissionTable = (typeof forms)[FormId]["table"];

/** Every form's storage, read the same way whichever form it is. */
export const formKinds: Record<FormId, FormStorage & { table: SubmissionTable }> = forms;

/** Whether a value (a URL's or a query's) is a form's id. */
export function isFormId(value: unknown): value is FormId {
  return typeof value === "string" && Object.hasOwn(formKinds, value);
}

/** A validated payload (without the meta fields) as the row its kind stores. */
export function toRow(kind: FormId, data: Record<string, unknown>): Record<string, unknown> {
  const { flags = [], lists = [], numbers = [] } = formKinds[kind];
  const row: Record<string, unknown> = { ...data };
  for (const column of [...flags, ...numbers]) row[column] = Number(data[column]);
  for (const column of lists) row[column] = JSON.stringify(data[column]);
  return row;
}
