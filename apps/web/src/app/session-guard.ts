import { redirect } from 'react-router';
import { clearSession, getSession, isSessionValid } from '../lib/session';

/**
 * Loader of the logged-in layout, run on every navigation (shouldRevalidate → true): without a valid,
 * unexpired token the browser goes to /login (spec 01 §4).
 */
export function requireSession(): null {
  const session = getSession();
  if (!isSessionValid(session)) {
    if (session) clearSession();
    throw redirect('/login');
  }
  return null;
}
