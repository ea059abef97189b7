/** Helpers of the concurrency and crash tests (decision 102). */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { cpfCheckDigits } from '@siam/domain/cpf';

/**
 * A generator of valid CPFs that no demo record uses: `prefix` (3 digits) followed by a 6-digit
 * counter and the check digits.
 */
export function cpfSeries(prefix: number): () => string {
  let n = 0;
  return () => {
    const base = `${prefix}${String(n++).padStart(6, '0')}`;
    return base + cpfCheckDigits(base);
  };
}

/** A response reduced to what the checks need (inject and fetch alike). */
export interface Answer {
  statusCode: number;
  body: string;
}

/**
 * Exactly one answer has `status`; every other one is the refusal (status and, when given, the
 * plain-text Portuguese message): never a 5xx. Answers the winner.
 */
export function expectOneWinner<T extends Answer | LightMyRequestResponse>(
  results: T[],
  expected: { status: number; refusal: [number, string?] },
): T {
  const summary = (rs: T[]) => rs.map((r) => `${r.statusCode} ${r.body.slice(0, 80)}`);
  const winners = results.filter((r) => r.statusCode === expected.status);
  expect(winners.length, summary(results).join('\n')).toBe(1);
  const [code, message] = expected.refusal;
  for (const r of results) {
    if (r === winners[0]) continue;
    expect(r.statusCode, r.body).toBe(code);
    expect(r.body.length).toBeGreaterThan(0);
    if (message !== undefined) expect(r.body).toBe(message);
  }
  return winners[0]!;
}
