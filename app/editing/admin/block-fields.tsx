import type { ComponentProps, ReactNode } from "react";
import { TextArea, TextInput } from "~/admin/admin-fields";
import type { ContentFields } from "#common/editing/site-content.ts";
import { isLanguage, languageInfo, languages, type Language } from "#common/languages.ts";

/**
 * The parts every block's editor is made of (app/editing/admin/block-editors.ts lists the
 * editors): a field named by its flat name, shown again as typed beside its error.
 */
export type FieldsProps = {
  fields: ContentFields;
  errors: Record<string, string>;
  /** The form as stored (the loader's), beside `fields` as she sent them after a refused save: what she changed. */
  stored?: ContentFields;
};

/** A block's editor: its fields, and a field's words in the error summary ("Read-Together Toolkit, Spanish, Name"). */
export type BlockEditor = { Fields: (props: FieldsProps) => ReactNode; label: (name: string, fields: ContentFields) => string };

/** A field's id in the page: its name with dashes ("packages-1-price"), as the error summary links to it. */
export const idOf = (name: string) => `content-${name.replace(/\./g, "-")}`;
export const languageName = (language: Language) => languageInfo(language).name;
/** The language a field's name is in ("packages.1.es.name"), if any. */
export const languageOf = (name: string) => name.split(".").find(isLanguage);

/** How many rows a list of the form has ("packages", "addOns", "items"). */
export function rowCount(fields: ContentFields, list: string, key: string): number {
  let n = 0;
  while (`${list}.${n}.${key}` in fields) n++;
  return n;
}

/** The keyboard a phone opens for a text field: `numeric` for a price, `url` for a pasted link. */
type Keyboard = Pick<ComponentProps<"input">, "inputMode" | "autoCapitalize" | "spellCheck">;

export function Text({ name, label, fields, errors, hint, rows, type, inputMode, autoCapitalize, spellCheck }: FieldsProps & Keyboard & { name: string; label: string; hint?: string; rows?: number; type?: string }) {
  const common = { id: idOf(name), name, label, hint, error: errors[name], defaultValue: fields[name] ?? "" };
  return rows ? <TextArea {...common} rows={rows} /> : <TextInput {...common} type={type ?? "text"} inputMode={inputMode} autoCapitalize={autoCapitalize} spellCheck={spellCheck} />;
}

export function Check({ name, label, fields }: { name: string; label: string; fields: ContentFields }) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input type="checkbox" name={name} defaultChecked={fields[name] === "on"} className="size-5 accent-primary" />
      <span>{label}</span>
    </label>
  );
}

/** Each language of the list side by side, English first (stacked on a phone). */
export function Languages({ children }: { children: (language: Language) => ReactNode }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {languages.map((language) => (
        <div key={language} lang={languageInfo(language).tag} className="flex flex-col gap-4 rounded-xl bg-paper-alt p-4">
          <h3 className="text-xl">{languageName(language)}</h3>
          {children(language)}
        </div>
      ))}
    </div>
  );
}
