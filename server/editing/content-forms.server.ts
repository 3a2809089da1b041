import { single, type FormValues } from "#common/forms/form-definition.ts";
import { languages as siteLanguages, type Language as SiteLanguage } from "#common/languages.ts";
import { isMyBlock, myDocumentFields, myDocumentFromFields } from "./business-forms.server";
import { siteBlocks, type BlockDocument, type FaqDocument, type PackagesDocument, type SiteBlock } from "./blocks.server";

/**
 * The back office's editor of a block (/admin/content/:block) as a plain form: every field a
 * flat name ("packages.1.price", "items.3.es.answer"), so the page works without JavaScript and
 * shows again exactly what was sent beside the errors. Lists are one line each (what a package
 * includes); an answer's paragraphs are separated by an empty line.
 */
export type ContentFields = Record<string, string>;

const packageText = ["name", "priceNote", "tagline", "description", "includes", "idealFor", "duration"] as const;
const addOnText = ["name", "priceNote", "description"] as const;

const toLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
const toParagraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean);
/** A whole number as typed ("700", "$700", "1,200"); anything else stays text, which the schema refuses. */
function toPrice(text: string): number | string {
  const plain = text.trim().replace(/^\$/, "").replace(/,/g, "");
  return /^\d{1,9}$/.test(plain) ? Number(plain) : text;
}

/** The fields of a stored document. */
export function documentFields<B extends SiteBlock>(block: B, document: BlockDocument<B>): ContentFields {
  if (isMyBlock(block)) return myDocumentFields(block, document);
  const fields: ContentFields = {};
  if (block === "packages") {
    const doc = document as PackagesDocument;
    doc.packages.forEach((pkg, i) => {
      fields[`packages.${i}.price`] = String(pkg.price);
      fields[`packages.${i}.popular`] = pkg.popular ? "on" : "";
      for (const language of siteLanguages) for (const key of packageText) fields[`packages.${i}.${language}.${key}`] = key === "includes" ? pkg[language].includes.join("\n") : pkg[language][key];
    });
    doc.addOns.forEach((addOn, i) => {
      fields[`addOns.${i}.price`] = String(addOn.price);
      for (const language of siteLanguages) for (const key of addOnText) fields[`addOns.${i}.${language}.${key}`] = addOn[language][key];
    });
  } else {
    const doc = document as FaqDocument;
    doc.items.forEach((item, i) => {
      fields[`items.${i}.id`] = item.id;
      fields[`items.${i}.position`] = String(i + 1);
      fields[`items.${i}.hidden`] = item.hidden ? "on" : "";
      fields[`items.${i}.home`] = item.home ? "on" : "";
      for (const language of siteLanguages) {
        fields[`items.${i}.${language}.question`] = item[language].question;
        fields[`items.${i}.${language}.answer`] = item[language].answer.join("\n\n");
      }
    });
  }
  return fields;
}

/** How many questions the fields hold (the FAQ editor's rows). */
export function faqRowCount(fields: ContentFields): number {
  let n = 0;
  while (`items.${n}.id` in fields) n++;
  return n;
}

const faqIdFrom = (question: string, taken: Set<string>) => {
  const base =
    question
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/[\s_-]+/g, "-")
      .slice(0, 50)
      .replace(/^-+|-+$/g, "") || "question";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
};

/**
 * The posted form as the block's document, for its schema to check, with `fieldOf` turning an
 * error's path in the document back into the field it came from (questions may have moved).
 */
export function documentFromFields(block: SiteBlock, posted: FormValues): { fields: ContentFields; input: unknown; fieldOf: (path: string) => string } {
  if (isMyBlock(block)) return myDocumentFromFields(block, posted);
  const fields: ContentFields = {};
  for (const name of Object.keys(posted)) if (/^(packages|addOns|items)\.[\w.]+$/.test(name)) fields[name] = single(posted, name);
  const get = (name: string) => fields[name] ?? "";
  if (block === "packages") {
    const defaults = siteBlocks.packages.defaults();
    const words = (prefix: string, keys: readonly string[]) =>
      Object.fromEntries(siteLanguages.map((language) => [language, Object.fromEntries(keys.map((key) => [key, key === "includes" ? toLines(get(`${prefix}.${language}.${key}`)) : get(`${prefix}.${language}.${key}`)]))]));
    const input = {
      packages: defaults.packages.map((pkg, i) => ({ id: pkg.id, price: toPrice(get(`packages.${i}.price`)), popular: get(`packages.${i}.popular`) === "on", ...words(`packages.${i}`, packageText) })),
      addOns: defaults.addOns.map((addOn, i) => ({ id: addOn.id, price: toPrice(get(`addOns.${i}.price`)), ...words(`addOns.${i}`, addOnText) })),
    };
    return { fields, input, fieldOf: (path) => path };
  }
  // The FAQ: each row kept unless "remove" is ticked, in the order of the positions typed, and a new
  // question (at its position, else last) when its English or Spanish question is filled in.
  const rows: { row: string; position: number; index: number }[] = [];
  const count = faqRowCount(fields);
  for (let i = 0; i < count; i++) {
    if (get(`items.${i}.remove`) === "on") continue;
    // A box left empty keeps the question where it is (Number("") would be 0: the top).
    const box = get(`items.${i}.position`).trim();
    const typed = Number(box);
    const position = box !== "" && Number.isFinite(typed) ? typed : i + 1;
    // A question moved to 3 lands before the one that was 3rd when moved up, after it when moved down.
    rows.push({ row: String(i), position: position + Math.sign(position - (i + 1)) * 0.5, index: i });
  }
  if (siteLanguages.some((language) => get(`items.new.${language}.question`).trim() !== "")) {
    const typed = Number(get("items.new.position"));
    rows.push({ row: "new", position: get("items.new.position").trim() !== "" && Number.isFinite(typed) ? typed - 0.5 : Number.MAX_SAFE_INTEGER, index: count });
  }
  rows.sort((a, b) => a.position - b.position || a.index - b.index);
  const taken = new Set(rows.filter((r) => r.row !== "new").map((r) => get(`items.${r.row}.id`)));
  const item = (row: string) => ({
    id: row === "new" ? faqIdFrom(siteLanguages.map((language) => get(`items.new.${language}.question`)).find((question) => question !== "") ?? "", taken) : get(`items.${row}.id`),
    hidden: get(`items.${row}.hidden`) === "on",
    home: get(`items.${row}.home`) === "on",
    ...(Object.fromEntries(siteLanguages.map((language: SiteLanguage) => [language, { question: get(`items.${row}.${language}.question`), answer: toParagraphs(get(`items.${row}.${language}.answer`)) }])) as Record<SiteLanguage, unknown>),
  });
  const input = { items: rows.map((r) => item(r.row)) };
  return {
    fields,
    input,
    fieldOf: (path) => path.replace(/^items\.(\d+)/, (_, k: string) => `items.${rows[Number(k)]?.row ?? k}`),
  };
}
