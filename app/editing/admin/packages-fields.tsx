import { contentAdmin as copy } from "#common/editing/content/admin.ts";
import { defaultLanguage } from "#common/languages.ts";
import { Check, Languages, languageName, languageOf, rowCount, Text, type BlockEditor, type FieldsProps } from "./block-fields";

const f = copy.blocks.packages.fields;

/** The packages' and add-ons' editor (server/editing/packages-block.server.ts names its fields). */
function PackagesFields({ fields, errors }: FieldsProps) {
  const p = { fields, errors };
  return (
    <>
      {Array.from({ length: rowCount(fields, "packages", "price") }, (_, i) => (
        <fieldset key={i} className="flex flex-col gap-4 rounded-2xl border border-line p-4">
          <legend className="px-1 text-2xl font-semibold">{fields[`packages.${i}.${defaultLanguage}.name`]}</legend>
          <Text name={`packages.${i}.price`} label={f.price} hint={f.priceHint} inputMode="numeric" {...p} />
          <Check name={`packages.${i}.popular`} label={f.popular} fields={fields} />
          <fieldset className="flex flex-col gap-4 rounded-2xl border border-line p-4">
            <legend className="px-1 text-xl font-semibold">{f.sessions}</legend>
            <p className="text-sm text-ink-soft">{f.sessionsHint}</p>
            {Array.from({ length: rowCount(fields, `packages.${i}.sessions`, "minutes") }, (_, j) => (
              <SessionFields key={j} prefix={`packages.${i}.sessions.${j}`} legend={f.session(j + 1)} {...p} />
            ))}
          </fieldset>
          <Languages>
            {(language) => (
              <>
                <Text name={`packages.${i}.${language}.name`} label={f.name} {...p} />
                <Text name={`packages.${i}.${language}.priceNote`} label={f.priceNote} {...p} />
                <Text name={`packages.${i}.${language}.tagline`} label={f.tagline} {...p} />
                <Text name={`packages.${i}.${language}.description`} label={f.description} {...p} rows={4} />
                <Text name={`packages.${i}.${language}.includes`} label={f.includes} hint={f.includesHint} {...p} rows={7} />
                <Text name={`packages.${i}.${language}.idealFor`} label={f.idealFor} {...p} rows={3} />
                <Text name={`packages.${i}.${language}.duration`} label={f.duration} {...p} />
              </>
            )}
          </Languages>
        </fieldset>
      ))}
      {Array.from({ length: rowCount(fields, "addOns", "price") }, (_, i) => (
        <fieldset key={i} className="flex flex-col gap-4 rounded-2xl border border-line p-4">
          <legend className="px-1 text-2xl font-semibold">{f.addOn(fields[`addOns.${i}.${defaultLanguage}.name`] ?? "")}</legend>
          <Text name={`addOns.${i}.price`} label={f.price} hint={f.priceHint} inputMode="numeric" {...p} />
          {i === 0 && "strategySession.minutes" in fields ? <SessionFields prefix="strategySession" legend={f.strategySession} {...p} /> : null}
          <Languages>
            {(language) => (
              <>
                <Text name={`addOns.${i}.${language}.name`} label={f.name} {...p} />
                <Text name={`addOns.${i}.${language}.priceNote`} label={f.priceNote} {...p} />
                <Text name={`addOns.${i}.${language}.description`} label={f.description} {...p} rows={4} />
              </>
            )}
          </Languages>
        </fieldset>
      ))}
    </>
  );
}

/** A session that comes with a package: its length, and its name in each language. */
function SessionFields({ prefix, legend, ...p }: FieldsProps & { prefix: string; legend: string }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="font-semibold">{legend}</legend>
      <Text name={`${prefix}.minutes`} label={f.minutes} hint={f.minutesHint} inputMode="numeric" {...p} />
      <Languages>{(language) => <Text name={`${prefix}.${language}.name`} label={f.sessionName} {...p} />}</Languages>
    </fieldset>
  );
}

export const packagesEditor: BlockEditor = {
  Fields: PackagesFields,
  label: (name, fields) => {
    const language = languageOf(name);
    const end = name.endsWith(".minutes") ? f.minutes : f.sessionName;
    if (name.startsWith("strategySession.")) return copy.fieldLabel([f.strategySession, language ? languageName(language) : "", end]);
    const session = /^packages\.(\d+)\.sessions\.(\d+)\./.exec(name);
    if (session) return copy.fieldLabel([fields[`packages.${session[1]}.${defaultLanguage}.name`] ?? "", f.session(Number(session[2]) + 1), language ? languageName(language) : "", end]);
    const [list, index] = name.split(".") as [string, string];
    const itemName = fields[`${list}.${index}.${defaultLanguage}.name`] ?? "";
    const labels = f as unknown as Record<string, string>;
    const key = name.split(".").at(-1)!;
    return copy.fieldLabel([list === "addOns" ? f.addOn(itemName) : itemName, language ? languageName(language) : "", typeof labels[key] === "string" ? labels[key] : ""]);
  },
};
