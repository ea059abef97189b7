/**
 * CPU time from /proc, as `npm run bench` reads it (run.ts): the API processes' and PostgreSQL's user
 * + system time, in milliseconds; null where /proc is not there. `CpuMeter` reads it every 500 ms and
 * adds up each process's growth, so a backend that closes during a window loses at most its last
 * half second (its time is not otherwise kept: the postmaster's children time, which run.ts adds, also
 * holds every other database's exited backends on a shared server).
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

/** The shared background processes of the server, whose work the bench's commits cause too. */
const BACKGROUND = /^postgres: (?:\S+: )?(walwriter|checkpointer|background writer)/;

/**
 * `database`: count only that database's backends (and autovacuum workers) and the server's WAL
 * writer, checkpointer and background writer, by their command line, not every postgres process: on
 * a shared server other databases' work (a test suite's backends) would be counted otherwise. Their
 * own time only: the postmaster's children time holds every exited backend of every database.
 */
export function cpuSample(apiPids: number[], database: string | null = null): CpuSample | null {
  if (!existsSync('/proc/self/stat')) return null;
  let pg = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (database === null) {
        pg += ofPid(pid);
        continue;
      }
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      if (cmd.split(' ').includes(database) || BACKGROUND.test(cmd)) pg += ownTime(pid);
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

function ownTime(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** PostgreSQL processes' own CPU time (ms) by pid, filtered as `cpuSample` does. */
function pgByPid(database: string | null): Map<string, number> {
  const out = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      if (database === null || cmd.split(' ').includes(database) || BACKGROUND.test(cmd))
        out.set(pid, ownTime(pid));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** CPU over a window, read every 500 ms per process (see above). */
export class CpuMeter {
  private pg = 0;
  private last: Map<string, number>;
  private readonly timer: NodeJS.Timeout | null;
  private readonly first: CpuSample | null;

  constructor(
    private readonly apiPids: number[],
    private readonly database: string | null,
  ) {
    const available = existsSync('/proc/self/stat');
    this.first = available ? cpuSample(apiPids, database) : null;
    this.last = available ? pgByPid(database) : new Map();
    this.timer = available ? setInterval(() => this.tick(), 500) : null;
  }

  private tick(): void {
    const now = pgByPid(this.database);
    for (const [pid, t] of now) this.pg += t - (this.last.get(pid) ?? 0);
    this.last = now;
  }

  /** The window's CPU (API, PostgreSQL, this process) and its length, ms. */
  stop(): { api: number; pg: number; generator: number; ms: number } | null {
    if (this.timer) clearInterval(this.timer);
    if (!this.first) return null;
    this.tick();
    const end = cpuSample(this.apiPids, this.database)!;
    return {
      api: end.api - this.first.api,
      pg: this.pg,
      generator: end.generator - this.first.generator,
      ms: end.at - this.first.at,
    };
  }
}

export function cpuDelta(a: CpuSample | null, b: CpuSample | null) {
  if (!a || !b) return null;
  return { api: b.api - a.api, pg: b.pg - a.pg, generator: b.generator - a.generator, ms: b.at - a.at };
}
