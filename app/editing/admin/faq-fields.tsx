import { contentAdmin as copy } from "#common/editing/content/admin.ts";
import { defaultLanguage } from "#common/languages.ts";
import { Check, Languages, languageName, languageOf, rowCount, Text, type BlockEditor, type FieldsProps } from "./block-fields";

const f = copy.blocks.faq.fields;

function FaqRow({ row, fields, errors, title }: FieldsProps & { row: string; title: string }) {
  const p = { fields, errors };
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-line p-4">
      <legend className="px-1 text-2xl font-semibold">{title}</legend>
      {row === "new" ? <p className="text-sm text-ink-soft">{f.newQuestionHint}</p> : <input type="hidden" name={`items.${row}.id`} value={fields[`items.${row}.id`] ?? ""} />}
      <Text name={`items.${row}.position`} label={f.position} hint={f.positionHint} {...p} type="number" />
      <Check name={`items.${row}.hidden`} label={f.hidden} fields={fields} />
      <Check name={`items.${row}.home`} label={f.home} fields={fields} />
      {row === "new" ? null : <Check name={`items.${row}.remove`} label={f.remove} fields={fields} />}
      <Languages>
        {(language) => (
          <>
            <Text name={`items.${row}.${language}.question`} label={f.questionField} {...p} />
            <Text name={`items.${row}.${language}.answer`} label={f.answer} hint={f.answerHint} {...p} rows={6} />
          </>
        )}
      </Languages>
    </fieldset>
  );
}

/** The questions' editor (server/editing/faq-block.server.ts names its fields): one row each, and a row to add one. */
function FaqFields({ fields, errors }: FieldsProps) {
  return (
    <>
      {Array.from({ length: rowCount(fields, "items", "id") }, (_, i) => (
        <FaqRow key={fields[`items.${i}.id`] ?? i} row={String(i)} fields={fields} errors={errors} title={`${f.question(i + 1)}: ${fields[`items.${i}.${defaultLanguage}.question`] ?? ""}`} />
      ))}
      <FaqRow row="new" fields={fields} errors={errors} title={f.newQuestion} />
    </>
  );
}

export const faqEditor: BlockEditor = {
  Fields: FaqFields,
  label: (name) => {
    const [, row, ...rest] = name.split(".");
    const language = languageOf(name);
    const labels: Record<string, string> = { question: f.questionField, answer: f.answer, position: f.position };
    return copy.fieldLabel([row === "new" ? f.newQuestion : f.question(Number(row) + 1), language ? languageName(language) : "", labels[rest.at(-1) ?? ""] ?? ""]);
  },
};
