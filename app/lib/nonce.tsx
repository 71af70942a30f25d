import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this request (server/security-headers.mjs),
 * for React Router's inline scripts. Set by app/entry.server.tsx; in the browser
 * it is empty (the scripts have already run).
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
