/**
 * Issue 8, item 5 (crashes; decision 102): the real server in a child process takes a burst of
 * writes, is killed with SIGKILL in the middle, and is started again on the same data. Every write
 * answered as a success is there, none is half-written, and the server starts cleanly. On PGlite a
 * second server on the same DATA_DIR refuses to start. PGlite in `npm test`; PostgreSQL instead when
 * TEST_DATABASE_URL is set (a fresh database, dropped at the end).
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { pgliteSyncCount } from '../../src/db/pglite-durability';
import { auditLog } from '../../src/db/schema/audit';
import { usuario, usuarioPerfil } from '../../src/db/schema/auth';
import { servidor, servidorEscola } from '../../src/db/schema/staff';
import { CPF, DEMO_PASSWORD, JWT_SECRET } from '../testing/test-app';
import { cpfSeries } from './resilience-fixtures';
import { ServerExitError, startServer, stopServer, type ServerProcess } from './server-process';

const serverUrl = process.env.TEST_DATABASE_URL;
const BURST = 240;
/** SIGKILL once this many writes were answered 201 (the rest are queued or in flight). */
const KILL_AFTER = 40;
const CADASTRO_ESCOLA = 5;
const PERFIL_CADASTRO = 19;

interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

/**
 * A PGlite DATA_DIR in a temporary folder, filled from the suite's seeded dump when there is one (a
 * tar of the data directory: unpacking it spares the server an initdb, migrations and the seed).
 */
async function pgliteTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'siam-crash-'));
  const dump = inject('pgliteDump');
  if (dump) {
    mkdirSync(join(dir, 'pglite'));
    execFileSync('tar', ['-xf', dump, '-C', join(dir, 'pglite')]);
  }
  return {
    env: { DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A new database on the TEST_DATABASE_URL server (the server migrates and seeds it). */
async function serverTarget(url: string): Promise<Target> {
  const name = `siam_crash_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: target.toString() },
    open: () => openDatabase({ databaseUrl: target.toString(), poolMax: 2 }),
    cleanup: () => admin(`drop database if exists ${name} with (force)`),
  };
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/Auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: CPF.ana, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

let target: Target;
/** The administrator's token (the same JWT_SECRET across restarts keeps it valid). */
let token = '';
let server: ServerProcess | null = null;
const cpfs = Array.from({ length: BURST }, cpfSeries(920));
/** CPFs whose allocation was answered 201, and those whose request got no answer (killed). */
const answered: string[] = [];
const unanswered: string[] = [];
const figures: Record<string, number> = {};

beforeAll(async () => {
  target = serverUrl ? await serverTarget(serverUrl) : await pgliteTarget();
});
afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  await target.cleanup();
  console.info(`crash test (${serverUrl ? 'PostgreSQL' : 'PGlite'}):`, figures);
});

const LOCKED = (dir: string) =>
  `Outro processo já está usando o diretório de dados ${dir}. Pare-o antes de iniciar outro.`;

describe(
  `SIGKILL during a burst of writes (${serverUrl ? 'PostgreSQL' : 'PGlite'})`,
  { timeout: 120_000 },
  () => {
    it.skipIf(serverUrl)(
      'of two servers started at once on one DATA_DIR, one serves and one refuses',
      async () => {
        const t0 = Date.now();
        const both = await Promise.allSettled([
          startServer({ ...target.env, JWT_SECRET }),
          startServer({ ...target.env, JWT_SECRET }),
        ]);
        figures.firstStartMs = Date.now() - t0;
        const up = both.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
        const refused = both.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
        server = up[0] ?? null;
        for (const s of up.slice(1)) await stopServer(s, 'SIGKILL');
        expect(up).toHaveLength(1);
        expect(refused).toHaveLength(1);
        const error = refused[0] as ServerExitError;
        expect(error).toBeInstanceOf(ServerExitError);
        expect(error.code).toBe(1);
        expect(error.output).toContain(LOCKED(target.env.DATA_DIR!));
      },
    );

    it('answers some writes, then dies in the middle of the burst', async () => {
      let t0 = Date.now();
      if (!server) {
        server = await startServer({ ...target.env, JWT_SECRET });
        figures.firstStartMs = Date.now() - t0;
      }
      const base = server.url;
      token = await login(base);
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, perfil: '1' };
      const schools = (await (await fetch(`${base}/api/Escolas?IdInep=27012345`, { headers })).json()) as {
        id: number;
      }[];
      const escolaId = schools[0]!.id;

      // One staff allocation writes five tables in one transaction: servidor, servidor_escola, usuario,
      // usuario_perfil and audit_log.
      let ok = 0;
      let killed = false;
      const server0 = server;
      t0 = Date.now();
      const results = await Promise.all(
        cpfs.map(async (cpf, i) => {
          try {
            const res = await fetch(`${base}/api/Servidor/CadastroEscola`, {
              method: 'POST',
              headers,
              body: JSON.stringify({
                nome: 'Vera Equipe Cadastro',
                cpf,
                email: `vera${i}.servidor@educacao.gov.br`,
                emailPessoal: `vera${i}@exemplo.com`,
                dataNascimento: '1990-03-03',
                sexo: 'F',
                telefone: '(82) 98888-0000',
                escolaId,
              }),
            });
            const body = await res.text();
            if (res.status === 201) {
              answered.push(cpf);
              if (++ok === KILL_AFTER && !killed) {
                killed = true;
                figures.killAfterMs = Date.now() - t0;
                server0.proc.kill('SIGKILL');
              }
            }
            return { cpf, status: res.status, body };
          } catch {
            unanswered.push(cpf);
            return { cpf, status: 0, body: '' };
          }
        }),
      );
      expect(await server0.exited).toBeNull(); // killed by the signal
      server = null;
      const refused = results.filter((r) => r.status !== 0 && r.status !== 201);
      expect(refused, JSON.stringify(refused.slice(0, 3))).toEqual([]);
      expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(unanswered.length).toBeGreaterThan(0); // the kill did land in the middle of the burst
      figures.answered = answered.length;
      figures.unanswered = unanswered.length;
    });

    it('starts again cleanly on the same data and serves reads and writes', async () => {
      const t0 = Date.now();
      server = await startServer({ ...target.env, JWT_SECRET });
      figures.restartMs = Date.now() - t0;
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const res = await fetch(`${server.url}/api/Servidor?cpf=${answered[0]}`, {
        headers: { authorization: `Bearer ${token}`, perfil: '1' },
      });
      expect(res.status, await res.clone().text()).toBe(200);
      expect(((await res.json()) as { cpf: string }).cpf).toBe(answered[0]);
    });

    it('lost no write answered 201 and left no half-written one', async () => {
      expect(await stopServer(server!, 'SIGTERM')).toBe(0);
      server = null;
      const database = await target.open();
      try {
        const db = database.db;
        const people = await db
          .select({ id: servidor.id, cpf: servidor.cpf })
          .from(servidor)
          .where(inArray(servidor.cpf, cpfs));
        const stored = new Set(people.map((p) => p.cpf));
        expect(answered.filter((cpf) => !stored.has(cpf))).toEqual([]);
        figures.committedUnanswered = people.length - answered.length;
        expect(people.every((p) => answered.includes(p.cpf) || unanswered.includes(p.cpf))).toBe(true);

        const ids = people.map((p) => p.id);
        const stays = await db
          .select({ id: servidorEscola.id, servidorId: servidorEscola.servidorId })
          .from(servidorEscola)
          .where(
            and(
              inArray(servidorEscola.servidorId, ids),
              eq(servidorEscola.funcao, CADASTRO_ESCOLA),
              isNull(servidorEscola.dataFim),
            ),
          );
        const users = await db
          .select({ id: usuario.id, cpf: usuario.cpf })
          .from(usuario)
          .where(inArray(usuario.cpf, cpfs));
        const links = await db
          .select({ usuarioId: usuarioPerfil.usuarioId })
          .from(usuarioPerfil)
          .where(
            and(
              inArray(
                usuarioPerfil.usuarioId,
                users.map((u) => u.id),
              ),
              eq(usuarioPerfil.perfilId, PERFIL_CADASTRO),
            ),
          );
        const audits = await db
          .select({ entityId: auditLog.entityId })
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'servidor_escola'), eq(auditLog.action, 'alocar')));
        const audited = new Set(audits.map((a) => a.entityId));

        // Each stored person has exactly one stay, one user, its role link and the audit of the stay;
        // and nothing of the burst exists without its person.
        expect(stays.map((s) => s.servidorId).sort()).toEqual([...ids].sort());
        expect(users.map((u) => u.cpf).sort()).toEqual(people.map((p) => p.cpf).sort());
        expect(links).toHaveLength(users.length);
        expect(stays.filter((s) => !audited.has(String(s.id)))).toEqual([]);

        if (database.driver === 'pglite') {
          // The on-disk PGlite syncs each commit to disk (decision 102).
          const { rows } = (await db.execute(
            sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
          )) as unknown as { rows: { fsync: string; method: string }[] };
          expect(rows[0]).toEqual({ fsync: 'on', method: 'fsync' });
          const before = pgliteSyncCount();
          await db.transaction(async (tx) => {
            await tx.execute(sql`create table resilience_fsync_check (id int)`);
            await tx.execute(sql`drop table resilience_fsync_check`);
          });
          expect(pgliteSyncCount()).toBeGreaterThan(before);
        }
      } finally {
        await database.close();
      }
    });
  },
);
