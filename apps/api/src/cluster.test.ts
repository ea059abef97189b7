import { describe, expect, it } from 'vitest';
import { restartDelay } from './cluster';

describe('restartDelay (cluster mode, decision 135)', () => {
  it('waits 1 s after a first death, or after a worker that lived 30 s', () => {
    expect(restartDelay(null, 5)).toBe(1000);
    expect(restartDelay(16_000, 30_000)).toBe(1000);
  });

  it('doubles while the restarted worker dies young, up to 30 s', () => {
    let delay: number | null = null;
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) waits.push((delay = restartDelay(delay, 100)));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});
