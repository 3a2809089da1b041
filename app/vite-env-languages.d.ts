// A module in every language of the list, imported by server code that answers in each
// (vite/languages.ts): `import byLanguage from "#common/forms/registry.ts?languages"`. Cast it to
// `Record<Language, typeof import("#common/forms/registry.ts")>` where it is imported.
declare module "*?languages" {
  import type { Language } from "#common/languages.ts";
  const byLanguage: Readonly<Record<Language, unknown>>;
  export default byLanguage;
}
