import { createContext, useContext, type ReactNode } from "react";

/**
 * The Content-Security-Policy nonce of a server-rendered response, for the inline scripts that
 * hydration needs. Browsers hide the nonce from the page, so in the browser it is "".
 */
const NonceContext = createContext<string>("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext) || undefined;
}
