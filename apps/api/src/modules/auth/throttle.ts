/**
 * Login throttling policy (decision 013 and its addendum), kept in the database so that every
 * instance applies it, and applied alike to a CPF with an account and one without (a lock that only
 * registered CPFs reach would tell which they are):
 * - per account and address: after 5 consecutive failures of one CPF from one address, that address
 *   is locked out of the account for 30 s, doubling with every further failure (60 s, 2 min, ...) up
 *   to 15 min; a success from the address ends its run. The owner, from another address, signs in;
 * - per account: at most 100 failures per one-hour window, from all addresses together: the 100th
 *   closes the account, to every address, until the window ends;
 * - per address: failed attempts only, whatever the CPF (a school signs in through one address): a
 *   burst of `burst` failures, then `perMinute` a minute (defaults 20 and 12: one every 5 s).
 */
export const MAX_CONSECUTIVE_FAILURES = 5;
export const BASE_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;
export const WINDOW_MS = 60 * 60_000;
export const MAX_FAILURES_PER_WINDOW = 100;

/** Failed logins per client address: a burst, then a steady rate (decision 013 addendum). */
export interface AddressLimit {
  burst: number;
  perMinute: number;
}

export const DEFAULT_ADDRESS_LIMIT: AddressLimit = { burst: 20, perMinute: 12 };

/** The time one failure from an address takes to be forgiven (ms). */
export function addressInterval(limit: AddressLimit): number {
  return Math.ceil(60_000 / limit.perMinute);
}

/**
 * Whether an address may try (the generic cell rate algorithm): each failure moved its `tat` to
 * max(tat, now) + interval; it may try while tat <= now + (burst − 1) × interval.
 */
export function addressAllows(tat: Date | null, now: Date, limit: AddressLimit): boolean {
  if (!tat) return true;
  return tat.getTime() <= now.getTime() + (limit.burst - 1) * addressInterval(limit);
}

/**
 * The key an address's failures are counted under: an IPv4 address as it is (also when written as
 * IPv4-mapped IPv6); an IPv6 address by its /64 network, which one subscriber holds whole (counting
 * single IPv6 addresses would give a guesser 2^64 of them).
 */
export function addressKey(ip: string | null): string {
  if (!ip) return '-';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip.slice(0, 64);
  const bare = ip.split('%')[0]!;
  const [head = '', tail] = bare.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? h : [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  const prefix = groups.slice(0, 4).map((g) => Number.parseInt(g, 16));
  if (prefix.length < 4 || prefix.some((n) => !Number.isInteger(n) || n < 0 || n > 0xffff))
    return bare.slice(0, 64);
  return `${prefix.map((n) => n.toString(16)).join(':')}::/64`;
}

/** When one address may try one account again after a failure that made the run this long, or null. */
export function backoffUntil(consecutiveFailures: number, now: Date): Date | null {
  if (consecutiveFailures < MAX_CONSECUTIVE_FAILURES) return null;
  const exponent = consecutiveFailures - MAX_CONSECUTIVE_FAILURES;
  const ms = Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** Math.min(exponent, 20));
  return new Date(now.getTime() + ms);
}

/**
 * True while this address may not try this account: its own backoff, or the account's hourly
 * ceiling (every address).
 */
export function isLocked(
  account: { windowStart: Date; windowFailures: number } | null,
  pair: { lockedUntil: Date | null } | null,
  now: Date,
): boolean {
  if (pair?.lockedUntil && pair.lockedUntil.getTime() > now.getTime()) return true;
  if (!account) return false;
  const windowOpen = now.getTime() - account.windowStart.getTime() < WINDOW_MS;
  return windowOpen && account.windowFailures >= MAX_FAILURES_PER_WINDOW;
}
