import { contentAdmin as copy } from "#common/editing/content/admin.ts";
import { defaultLanguage, languages, otherLanguages } from "#common/languages.ts";
import { Check, Languages, languageName, languageOf, rowCount, Text, type BlockEditor, type FieldsProps } from "./block-fields";

const f = copy.blocks.faq.fields;

function FaqRow({ row, fields, errors, title }: FieldsProps & { row: string; title: string }) {
  const p = { fields, errors };
  return (
    <fieldset className="flex flex-col gap-4 p-4 pt-0">
      {/* The question's <summary> shows its title; the legend names the group for screen readers. */}
      <legend className="sr-only">{title}</legend>
      {row === "new" ? <p className="text-sm text-ink-soft">{f.newQuestionHint}</p> : <input type="hidden" name={`items.${row}.id`} value={fields[`items.${row}.id`] ?? ""} />}
      <Text name={`items.${row}.position`} label={f.position} hint={f.positionHint} {...p} type="number" />
      <Check name={`items.${row}.hidden`} label={f.hidden} fields={fields} />
      <Check name={`items.${row}.home`} label={f.home} fields={fields} />
      {row === "new" ? null : <Check name={`items.${row}.remove`} label={f.remove} fields={fields} />}
      <Languages>
        {(language) => (
          <>
            {language !== defaultLanguage ? <p className="text-sm text-ink-soft">{f.translationHint(languageName(language))}</p> : null}
            <Text name={`items.${row}.${language}.question`} label={f.questionField} {...p} />
            <Text name={`items.${row}.${language}.answer`} label={f.answer} hint={f.answerHint} {...p} rows={6} />
          </>
        )}
      </Languages>
    </fieldset>
  );
}

const markClasses = "ml-2 inline-block rounded-full px-2 py-0.5 text-sm font-bold";

/**
 * The questions' editor (server/editing/faq-block.server.ts names its fields): a list she opens one
 * at a time (a <details> each, without JavaScript too), with "Add a question" at the top. Every
 * field stays in the one form, opened or not; a question with a mistake, one she changed before a
 * refused save, and a new one being written, come back open.
 */
function FaqFields({ fields, errors, stored = fields }: FieldsProps) {
  const count = rowCount(fields, "items", "id");
  const hasError = (row: string) => Object.keys(errors).some((name) => name.startsWith(`items.${row}.`));
  const changed = (row: string) => Object.keys(fields).some((name) => name.startsWith(`items.${row}.`) && fields[name] !== (stored[name] ?? ""));
  const typedNew = languages.some((language) => ["question", "answer"].some((key) => (fields[`items.new.${language}.${key}`] ?? "").trim() !== ""));
  const summaryClasses = "cursor-pointer rounded-2xl px-4 py-3 font-semibold";
  return (
    <>
      <details open={typedNew || hasError("new")} className="rounded-2xl border-2 border-primary bg-surface">
        <summary className={`${summaryClasses} text-primary`}>{f.newQuestion}</summary>
        <FaqRow row="new" fields={fields} errors={errors} title={f.newQuestion} />
      </details>
      <p className="text-ink-soft">{f.listHint}</p>
      <ol className="flex flex-col gap-2">
        {Array.from({ length: count }, (_, i) => {
          const row = String(i);
          const question = fields[`items.${i}.${defaultLanguage}.question`] ?? "";
          return (
            <li key={fields[`items.${i}.id`] ?? i}>
              <details open={hasError(row) || changed(row)} className="rounded-2xl border border-line bg-surface">
                <summary className={summaryClasses}>
                  {i + 1}. {question}
                  {fields[`items.${i}.hidden`] === "on" ? <span className={`${markClasses} border border-line`}>{f.hiddenMark}</span> : null}
                  {otherLanguages
                    .filter((language) => (fields[`items.${i}.${language}.question`] ?? "").trim() === "")
                    .map((language) => (
                      <span key={language} className={`${markClasses} bg-marigold text-[#1f2a44]`}>
                        {f.noTranslationMark(languageName(language))}
                      </span>
                    ))}
                  {hasError(row) ? <span className={`${markClasses} border-2 border-danger text-danger`}>{f.errorMark}</span> : null}
                </summary>
                <FaqRow row={row} fields={fields} errors={errors} title={`${f.question(i + 1)}: ${question}`} />
              </details>
            </li>
          );
        })}
      </ol>
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
