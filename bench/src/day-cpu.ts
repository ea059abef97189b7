/**
 * CPU time from /proc, as `npm run bench` reads it (run.ts): the API processes' and every PostgreSQL
 * process's user + system time, children that exited included (a backend closing keeps its CPU in
 * the sum through the postmaster). Milliseconds; null where /proc is not there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ofPid(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * TICK_MS;
  } catch {
    return 0;
  }
}

export interface CpuSample {
  /** The API processes together. */
  api: number;
  /** Every process named postgres. */
  pg: number;
  /** This process (the load generator). */
  generator: number;
  at: number;
}

export function cpuSample(apiPids: number[]): CpuSample | null {
  if (!existsSync('/proc/self/stat')) return null;
  let pg = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') pg += ofPid(pid);
    } catch {
      // gone meanwhile
    }
  }
  const u = process.cpuUsage();
  return {
    api: apiPids.reduce((s, p) => s + ofPid(String(p)), 0),
    pg,
    generator: (u.user + u.system) / 1000,
    at: performance.now(),
  };
}

export function cpuDelta(a: CpuSample | null, b: CpuSample | null) {
  if (!a || !b) return null;
  return { api: b.api - a.api, pg: b.pg - a.pg, generator: b.generator - a.generator, ms: b.at - a.at };
}
