/** One route's median in one form factor, as scripts/bench.mjs keeps it. */
export type BenchEntry = {
  path: string;
  label: string;
  notFound: boolean;
  formFactor: string;
  median: Record<string, number | null> | null;
};
export type BudgetMiss = { route: string; formFactor: string; metric: string; value: number | null; limit: number; text: string };
/** The budgets an entry misses (mobile only). */
export function checkBudgets(entry: BenchEntry): BudgetMiss[];
/** Whether a path is one of the form pages, in any language. */
export function isFormPage(path: string): boolean;
export const BUDGETS: Record<string, { min?: number; max?: number; skipNotFound?: boolean; paths?: string[] }>;
