/**
 * Login throttling policy (per account, stored in the database so every instance applies it):
 * - after 5 consecutive failures the account is locked for 30 s, doubling with every further failure
 *   (60 s, 2 min, ...) up to 15 min; a success ends the run;
 * - at most 100 failures per one-hour window: the 100th locks the account until the window ends.
 */
export const MAX_CONSECUTIVE_FAILURES = 5;
export const BASE_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;
export const WINDOW_MS = 60 * 60_000;
export const MAX_FAILURES_PER_WINDOW = 100;

/** When the account unlocks after a failure with these counts, or null when it stays open. */
export function lockUntilAfterFailure(
  state: { consecutiveFailures: number; windowStart: Date; windowFailures: number },
  now: Date,
): Date | null {
  let until: number | null = null;
  if (state.consecutiveFailures >= MAX_CONSECUTIVE_FAILURES) {
    const exponent = state.consecutiveFailures - MAX_CONSECUTIVE_FAILURES;
    const ms = Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** Math.min(exponent, 20));
    until = now.getTime() + ms;
  }
  if (state.windowFailures >= MAX_FAILURES_PER_WINDOW) {
    const windowEnd = state.windowStart.getTime() + WINDOW_MS;
    until = Math.max(until ?? 0, windowEnd);
  }
  return until === null ? null : new Date(until);
}

/** True while the account may not try to log in. */
export function isLocked(
  state: { lockedUntil: Date | null; windowStart: Date; windowFailures: number } | null,
  now: Date,
): boolean {
  if (!state) return false;
  if (state.lockedUntil && state.lockedUntil.getTime() > now.getTime()) return true;
  const windowOpen = now.getTime() - state.windowStart.getTime() < WINDOW_MS;
  return windowOpen && state.windowFailures >= MAX_FAILURES_PER_WINDOW;
}
