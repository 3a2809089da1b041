import { contentAdmin as copy } from "#common/editing/content/admin.ts";
import { Languages, languageName, languageOf, Text, type BlockEditor, type FieldsProps } from "./block-fields";

/**
 * The terms' payment and refund section's editor (server/editing/terms-block.server.ts): its text
 * in each language side by side (stacked on a phone), each field named by its path ("es.text").
 */
const terms = copy.blocks.terms;

function TermsFields(p: FieldsProps) {
  const f = terms.fields;
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-line p-4">
      <legend className="px-1 text-2xl font-semibold">{f.legend}</legend>
      <Languages>{(language) => <Text name={`${language}.text`} label={f.text} hint={f.textHint} rows={14} {...p} />}</Languages>
    </fieldset>
  );
}

export const termsEditor: BlockEditor = {
  Fields: TermsFields,
  label: (name) => {
    const language = languageOf(name);
    return copy.fieldLabel([language ? languageName(language) : "", terms.fields.text]);
  },
};
