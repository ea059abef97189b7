/**
 * The log files of an API test run. The global setup creates one folder per run and passes it to the
 * test files (`provide('logDir')`); every app the harness builds writes its JSON log lines (pino, at
 * the production level 'info') into a file of that folder; after the run the folder is scanned
 * (`log-scan.ts`) and the run fails if a line holds a CPF or a token.
 */
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { formatFindings, scanLogDir } from './log-scan';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the test apps write their logs (null: no log files). */
    logDir: string | null;
  }
}

/** The level the test apps log at: production's default. */
export const TEST_LOG_LEVEL = 'info';

export interface TestLogFile {
  stream: NodeJS.WritableStream;
  close(): void;
}

let sequence = 0;

/**
 * A log destination in `dir` for one test app. Lines are written synchronously (a few µs each), so
 * nothing is lost when a test file ends without closing its app.
 */
export function openTestLog(dir: string): TestLogFile {
  const name = `${process.pid}-${Date.now().toString(36)}-${sequence++}.log`;
  let fd: number | null = openSync(join(dir, name), 'a');
  const stream = {
    write(chunk: string): boolean {
      if (fd !== null) writeSync(fd, chunk);
      return true;
    },
  };
  return {
    stream: stream as unknown as NodeJS.WritableStream,
    close() {
      if (fd === null) return;
      closeSync(fd);
      fd = null;
    },
  };
}

/**
 * Global setup: creates the run's log folder and provides it; the teardown it answers scans the
 * folder and, on a finding, sets a failing exit code and throws with the offending lines (redacted). Set
 * `TEST_LOG_SCAN=0` to run without log files.
 */
export function startLogScan(project: TestProject): () => void {
  if (process.env.TEST_LOG_SCAN === '0') {
    project.provide('logDir', null);
    return () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), 'siam-api-logs-'));
  project.provide('logDir', dir);
  return () => {
    const started = performance.now();
    const result = scanLogDir(dir);
    const ms = Math.round(performance.now() - started);
    if (result.findings.length > 0) {
      // Vitest only prints an error thrown by a global teardown ('error during close') and still
      // exits with 0: the exit code is what fails the run.
      process.exitCode = 1;
      throw new Error(formatFindings(dir, result));
    }
    console.log(
      `Log privacy scan: ${result.lines} lines (${(result.bytes / 1e6).toFixed(1)} MB) in ${result.files} files, no CPF or token (${ms} ms).`,
    );
    rmSync(dir, { recursive: true, force: true });
  };
}
