// A module of the Spanish graph, imported by server code that answers in both languages
// (vite/languages.ts). Cast it to the English module's type where it is imported.
declare module "*?lang=es";
