import { z } from "zod";
import type * as programEn from "#common/editing/content/school-program.ts";
import programByLanguage from "#common/editing/content/school-program.ts?languages";
import { everyLanguage, type Language } from "#common/languages.ts";
import { pathForm, text, type BlockDefinition } from "./block-definition.server";

/**
 * The school program (The Magic Reading Room) at a glance on /schools: its format, its length and
 * how to ask about its cost, in every language of the list (issue 44). A block of the owner's site
 * content (server/editing/blocks.server.ts); its first version is the content module
 * common/editing/content/school-program.ts and its Spanish twin. Its editor
 * (app/editing/admin/program-fields.tsx) names each field by its path ("es.cost").
 */
export const programLimits = { format: 800, length: 400, cost: 400 } as const;

const programWords = z.object({ format: text(programLimits.format), length: text(programLimits.length), cost: text(programLimits.cost) });

export const programSchema = z.object(everyLanguage(() => programWords));
export type ProgramDocument = z.infer<typeof programSchema>;

const programDefaults = (): ProgramDocument => everyLanguage((language) => ({ ...(programByLanguage as Record<Language, typeof programEn>)[language].schoolProgram }));

export const programBlock: BlockDefinition<ProgramDocument> = {
  schema: programSchema,
  defaults: programDefaults,
  words: (document, language) => document[language],
  ...pathForm(programDefaults),
};
