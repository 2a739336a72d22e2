// The Content-Security-Policy nonce of the page being rendered (the server puts it
// in the load context as `cspNonce`; docs/decisions/090). Remix's inline scripts
// carry it. In the browser it is empty: browsers hide nonces from the DOM.
import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
