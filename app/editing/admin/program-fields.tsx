import { contentAdmin as copy } from "#common/editing/content/admin.ts";
import { Languages, languageName, languageOf, Text, type BlockEditor, type FieldsProps } from "./block-fields";

/**
 * The school program's editor (server/editing/program-block.server.ts): its format, length and
 * cost in each language side by side (stacked on a phone), each field named by its path ("es.cost").
 */
const program = copy.blocks.program;
const keys = ["format", "length", "cost"] as const;

function ProgramFields(p: FieldsProps) {
  const f = program.fields;
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-line p-4">
      <legend className="px-1 text-2xl font-semibold">{f.legend}</legend>
      <Languages>{(language) => keys.map((key) => <Text key={key} name={`${language}.${key}`} label={f[key]} hint={f[`${key}Hint`]} rows={key === "format" ? 6 : 3} {...p} />)}</Languages>
    </fieldset>
  );
}

export const programEditor: BlockEditor = {
  Fields: ProgramFields,
  label: (name) => {
    const language = languageOf(name);
    const key = name.split(".").at(-1) as (typeof keys)[number];
    return copy.fieldLabel([language ? languageName(language) : "", program.fields[key] ?? key]);
  },
};
