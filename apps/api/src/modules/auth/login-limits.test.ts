/**
 * Issue 8: 150 wrong passwords, and how many of them reach the password check. The check is the real
 * argon2id verification, wrapped in a spy that counts its calls; the throttle's clock is the app's
 * injected clock (no sleeping). The per-address limit is the production one (20 a minute) with
 * TRUST_PROXY, so each attempt's address is its X-Forwarded-For.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import type * as password from '../../lib/password';
import { verifyPassword } from '../../lib/password';
import { createTestApp, CPF, DEMO_PASSWORD, type TestApp } from '../../testing/test-app';
import { MAX_FAILURES_PER_WINDOW, WINDOW_MS } from './throttle';

vi.mock('../../lib/password', async (importOriginal) => {
  const actual = await importOriginal<typeof password>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const passwordChecks = vi.mocked(verifyPassword);

const WRONG = 'errada-123';
const ATTEMPTS = 150;
const PER_ADDRESS_PER_MINUTE = 20;

let clock = Date.parse('2026-03-02T08:00:00Z');
const advance = (ms: number) => {
  clock += ms;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { authRateLimitPerMinute: PER_ADDRESS_PER_MINUTE, trustProxy: true },
    now: () => new Date(clock),
  });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const login = (user: string, password: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Auth',
    payload: { user, password },
    headers: { 'x-forwarded-for': address },
  });

/** The i-th address of a /16 network: every attempt of an attacker with a botnet. */
const address = (net: string, i: number) => `${net}.${i >> 8}.${i & 255}`;

/** Counts the password checks (and the answers) of a run of attempts. */
async function run(attempts: (i: number) => Promise<{ statusCode: number }>, n: number) {
  passwordChecks.mockClear();
  const statuses: Record<number, number> = {};
  for (let i = 0; i < n; i++) {
    const { statusCode } = await attempts(i);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  }
  return { checks: passwordChecks.mock.calls.length, statuses };
}

const lockedAudits = async (cpf: string) =>
  (
    await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.usuarioCpf, cpf), eq(auditLog.action, 'login_bloqueado')))
  ).length;

describe('150 wrong passwords for one account', () => {
  it('from 150 addresses at once: 5 reach the password check, then the account is locked', async () => {
    const { checks, statuses } = await run((i) => login(CPF.gustavo, WRONG, address('10.1', i)), ATTEMPTS);
    expect(checks).toBe(5);
    expect(statuses).toEqual({ 401: 5, 429: 145 });
    // Even the right password is refused without a check while the account is locked.
    const owner = await run(() => login(CPF.gustavo, DEMO_PASSWORD, '10.1.255.1'), 1);
    expect(owner).toEqual({ checks: 0, statuses: { 429: 1 } });
  });

  it('from 150 addresses, one every 10 s (25 minutes): the backoff lets 10 reach the check', async () => {
    // Failures at 0, 10, 20, 30, 40 s (the 5th locks 30 s), 70 s (60 s), 130 s (2 min), 250 s
    // (4 min), 490 s (8 min), 970 s (15 min, the cap): the next check would be at 1870 s.
    const { checks, statuses } = await run(async (i) => {
      const res = await login(CPF.camila, WRONG, address('10.2', i));
      advance(10_000);
      return res;
    }, ATTEMPTS);
    expect(checks).toBe(10);
    expect(statuses).toEqual({ 401: 10, 429: 140 });
    expect(await lockedAudits(CPF.camila)).toBe(140);
  });

  it('with the owner logging in after every 4 (no backoff): the hourly cap lets exactly 100 through', async () => {
    // One wrong password every 20 s from a new address (the 150th at 50 min, inside one window) and
    // the owner's successful login after every 4th, which ends the run of consecutive failures.
    const windowStart = clock;
    const owner = { ok: 0, refused: 0 };
    let ownerChecks = 0;
    const { checks, statuses } = await run(async (i) => {
      const res = await login(CPF.alice, WRONG, address('10.3', i));
      advance(20_000);
      if ((i + 1) % 4 === 0) {
        const before = passwordChecks.mock.calls.length;
        const own = await login(CPF.alice, DEMO_PASSWORD, address('192.168', i));
        ownerChecks += passwordChecks.mock.calls.length - before;
        if (own.statusCode === 200) owner.ok++;
        else if (own.statusCode === 429) owner.refused++;
      }
      return res;
    }, ATTEMPTS);
    expect(checks - ownerChecks).toBe(MAX_FAILURES_PER_WINDOW);
    expect(statuses).toEqual({ 401: 100, 429: 50 });
    // The owner logged in after the 4th, 8th, ..., 96th failure; from the 100th on the account is
    // closed for the rest of the window, to the owner too.
    expect(owner).toEqual({ ok: 24, refused: 13 });
    expect(ownerChecks).toBe(24);

    // When the window is over, the owner logs in again.
    clock = windowStart + WINDOW_MS;
    expect((await login(CPF.alice, DEMO_PASSWORD, '192.168.250.1')).statusCode).toBe(200);
  });
});

describe('150 wrong passwords from one address', () => {
  it('for one account: the account lock comes first (5 checks), the address limit after 20 attempts', async () => {
    const { checks, statuses } = await run(() => login(CPF.fernando, WRONG, '10.4.0.1'), ATTEMPTS);
    expect(checks).toBe(5);
    expect(statuses).toEqual({ 401: 5, 429: 145 });
    // 15 refusals by the account lock (audited, no check), 130 by the address limit.
    expect(await lockedAudits(CPF.fernando)).toBe(PER_ADDRESS_PER_MINUTE - 5);
  });

  it('spread over many accounts: only the address limit stops it, 20 checks a minute', async () => {
    // Password spraying over 14 accounts: none gets near 5 failures (40 checks in all), so the
    // per-account limits never apply.
    const usedElsewhere = new Set<string>([CPF.gustavo, CPF.camila, CPF.alice, CPF.fernando, CPF.marta]);
    const targets = Object.values(CPF).filter((cpf) => !usedElsewhere.has(cpf));
    expect(targets).toHaveLength(14);
    const spray = (i: number) => login(targets[i % targets.length]!, WRONG, '10.5.0.1');
    // The address limit counts in real time (in the instance): move Date only, not timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await run(spray, ATTEMPTS);
    expect(first.checks).toBe(PER_ADDRESS_PER_MINUTE);
    expect(first.statuses).toEqual({ 401: 20, 429: 130 });

    vi.setSystemTime(Date.now() + 60_000);
    const second = await run(spray, ATTEMPTS);
    expect(second.checks).toBe(PER_ADDRESS_PER_MINUTE);
    expect(second.statuses).toEqual({ 401: 20, 429: 130 });
    // Another address is not affected.
    expect((await login(CPF.marta, DEMO_PASSWORD, '10.5.0.2')).statusCode).toBe(200);
  });
});
