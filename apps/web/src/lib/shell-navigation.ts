import { createContext } from 'react';

/**
 * How a screen shown without the router goes on (app/start renders the login that way on the first
 * load, so its JavaScript carries no router: issue 18, decision 131). Null inside the router.
 */
export const ShellNavigation = createContext<((to: string) => void) | null>(null);
