import { z } from "zod";
import * as programEn from "#common/editing/content/school-program.ts";
import * as programEs from "#common/editing/content/es/school-program.ts";
import { messages } from "#common/forms/rules.ts";
import type { BlockDefinition } from "./blocks.server";

/**
 * The school program (The Magic Reading Room) at a glance on /schools: its format, its length and
 * how to ask about its cost, in English and Spanish (issue 44). A block of the owner's site
 * content (server/editing/blocks.server.ts); its first version is the content module
 * common/editing/content/school-program.ts and its Spanish twin.
 */
export const programLimits = { format: 800, length: 400, cost: 400 } as const;

const text = (max: number) => z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.maxLength(max));
const programWords = z.object({ format: text(programLimits.format), length: text(programLimits.length), cost: text(programLimits.cost) });

export const programSchema = z.object({ en: programWords, es: programWords });
export type ProgramDocument = z.infer<typeof programSchema>;

export const programBlock: BlockDefinition<ProgramDocument> = {
  schema: programSchema,
  defaults: () => ({ en: { ...programEn.schoolProgram }, es: { ...programEs.schoolProgram } }),
  words: (document, language) => document[language],
};
