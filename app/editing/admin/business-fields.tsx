import type { ComponentProps } from "react";
import { TextArea, TextInput } from "~/admin/admin-fields";
import { businessEditor as words } from "#common/editing/content/admin-business.ts";
import { contentAdmin } from "#common/editing/content/admin-content.ts";
import { isLanguage, languageInfo, languages } from "#common/languages.ts";

/**
 * The fields of the business details' and the announcement's editors, inside the site content
 * editor (app/editing/admin/content-block.tsx): each named by its path in the block's document.
 */
type Props = { fields: Record<string, string>; errors: Record<string, string> };

/** A field's id in the page, as the editor's error summary links to it. */
const idOf = (name: string) => `content-${name.replace(/\./g, "-")}`;

type FieldProps = Props & { name: string; label: string; hint?: string; type?: string } & Pick<ComponentProps<"input">, "inputMode" | "autoCapitalize" | "spellCheck">;

function Field({ name, label, hint, type = "text", fields, errors, ...input }: FieldProps) {
  return <TextInput id={idOf(name)} name={name} label={label} hint={hint} type={type} error={errors[name]} defaultValue={fields[name] ?? ""} {...input} />;
}

export function BusinessFields({ fields, errors }: Props) {
  const f = words.business;
  const p = { fields, errors };
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-line p-4">
      <legend className="px-1 text-2xl font-semibold">{f.title}</legend>
      <Field name="contactEmail" label={f.contactEmail} hint={f.contactEmailHint} type="email" {...p} />
      <Field name="founderName" label={f.founderName} {...p} />
      <Field name="socialUrl" label={f.socialUrl} type="url" {...p} />
      <Field name="socialLabel" label={f.socialLabel} hint={f.socialLabelHint} {...p} />
      <Field name="newsletterUrl" label={f.newsletterUrl} type="url" {...p} />
      <Field name="newsletterSubscribeUrl" label={f.newsletterSubscribeUrl} type="url" {...p} />
      <Field name="newsletterFeedUrl" label={f.newsletterFeedUrl} hint={f.newsletterFeedHint} type="url" {...p} />
      {[0, 1].map((i) => (
        <fieldset key={i} className="flex flex-col gap-4 rounded-xl bg-paper-alt p-4">
          <legend className="px-1 text-xl font-semibold">{f.video(i + 1)}</legend>
          {/* A link or an id: text with the web-address keyboard, as a phone's share link is pasted. */}
          <Field name={`videos.${i}.id`} label={f.videoId} hint={f.videoIdHint} inputMode="url" autoCapitalize="none" spellCheck={false} {...p} />
          <Field name={`videos.${i}.title`} label={f.videoTitle} {...p} />
        </fieldset>
      ))}
    </fieldset>
  );
}

export function AnnouncementFields({ fields, errors }: Props) {
  const f = words.announcement;
  const p = { fields, errors };
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-line p-4">
      <legend className="px-1 text-2xl font-semibold">{f.title}</legend>
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" name="on" defaultChecked={fields.on === "on"} className="size-5 accent-primary" />
        <span>{f.on}</span>
      </label>
      <p className="text-sm text-ink-soft">
        {f.datesHint}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="startDate" label={f.startDate} type="date" {...p} />
        <Field name="endDate" label={f.endDate} type="date" {...p} />
      </div>
      <Field name="link" label={f.link} hint={f.linkHint} type="url" {...p} />
      <div className="grid gap-6 md:grid-cols-2">
        {languages.map((language) => (
          <div key={language} lang={languageInfo(language).tag} className="flex flex-col gap-4 rounded-xl bg-paper-alt p-4">
            <h3 className="text-xl">{languageInfo(language).name}</h3>
            <Field name={`${language}.text`} label={f.text} {...p} />
            <Field name={`${language}.linkText`} label={f.linkText} {...p} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The school program's three texts, in each language side by side (stacked on a phone). */
export function ProgramFields({ fields, errors }: Props) {
  const f = words.program;
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-line p-4">
      <legend className="px-1 text-2xl font-semibold">{f.title}</legend>
      <div className="grid gap-6 md:grid-cols-2">
        {languages.map((language) => (
          <div key={language} lang={languageInfo(language).tag} className="flex flex-col gap-4 rounded-xl bg-paper-alt p-4">
            <h3 className="text-xl">{languageInfo(language).name}</h3>
            {(["format", "length", "cost"] as const).map((key) => {
              const name = `${language}.${key}`;
              return <TextArea key={key} id={idOf(name)} name={name} label={f[key]} hint={f[`${key}Hint`]} rows={key === "format" ? 6 : 3} error={errors[name]} defaultValue={fields[name] ?? ""} />;
            })}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** A field's words in the editor's error summary. */
export function businessFieldLabel(block: "business" | "announcement" | "program", name: string): string {
  if (block === "program") {
    const [language, key] = name.split(".") as [string, "format" | "length" | "cost"];
    return contentAdmin.fieldLabel([isLanguage(language) ? languageInfo(language).name : language, words.program[key] ?? ""]);
  }
  if (block === "business") {
    const f = words.business;
    const video = /^videos\.(\d)\.(id|title)$/.exec(name);
    if (video) return contentAdmin.fieldLabel([f.video(Number(video[1]) + 1), video[2] === "id" ? f.videoId : f.videoTitle]);
    return (f as unknown as Record<string, string>)[name] ?? name;
  }
  const f = words.announcement;
  const [first, second] = name.split(".");
  if (second) return contentAdmin.fieldLabel([isLanguage(first) ? languageInfo(first).name : first ?? "", second === "text" ? f.text : f.linkText]);
  return (f as unknown as Record<string, string>)[name] ?? name;
}
