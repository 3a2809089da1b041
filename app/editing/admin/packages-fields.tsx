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

export const packagesEditor: BlockEditor = {
  Fields: PackagesFields,
  label: (name, fields) => {
    const [list, index] = name.split(".") as [string, string];
    const language = languageOf(name);
    const itemName = fields[`${list}.${index}.${defaultLanguage}.name`] ?? "";
    const labels = f as unknown as Record<string, string>;
    const key = name.split(".").at(-1)!;
    return copy.fieldLabel([list === "addOns" ? f.addOn(itemName) : itemName, language ? languageName(language) : "", typeof labels[key] === "string" ? labels[key] : ""]);
  },
};
