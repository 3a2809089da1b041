/**
 * The shape a second language's content module must have: the English module's type with every
 * string widened (a translation has other words, not other keys). Each Spanish module under
 * app/content/es/ annotates every export with it, so a missing or extra key fails the type check:
 *
 *   import type * as en from "../home";
 *   export const heroContent: Translation<typeof en.heroContent> = { ... };
 *
 * Functions keep their parameters (messages such as `maxLength(n)` are functions).
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | bigint | symbol | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends readonly unknown[]
        ? { -readonly [K in keyof T]: Translation<T[K]> }
        : T extends object
          ? { -readonly [K in keyof T]: Translation<T[K]> }
          : T;
