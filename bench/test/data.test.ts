/**
 * Smoke check of `npm run bench:data` at 2,000 students on a real PostgreSQL (TEST_DATABASE_URL; skipped
 * without it): a fresh database, the row counts, valid and unique CPFs, the dashboards' summaries equal
 * to the raw rows, and sequences past the loaded ids (so the API can insert afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isValidCpf } from '@siam/domain/cpf';
import { loadBenchData, type LoadResult } from '../src/data';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('bench data set (2,000 students)', () => {
  const url = new URL(serverUrl ?? 'postgres://localhost/postgres');
  url.pathname = `/siam_bench_smoke_${randomBytes(4).toString('hex')}`;
  let client: pg.Client | undefined;

  afterAll(async () => {
    await client?.end();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${url.pathname.slice(1)} with (force)`);
    await admin.end();
  });

  it('loads a consistent data set', async () => {
    const result: LoadResult = await loadBenchData({
      students: 2000,
      databaseUrl: url.toString(),
      log: () => {},
    });
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const one = async (text: string) => (await client!.query(text)).rows[0] as Record<string, number>;

    expect(result.counts.aluno).toBeGreaterThanOrEqual(2000);
    expect(result.counts.escola).toBeGreaterThanOrEqual(10);
    expect(result.counts.turma).toBeGreaterThanOrEqual(80);

    const cpfs = (
      await client.query<{ cpf: string }>('select cpf from aluno where cpf is not null')
    ).rows.map((r) => r.cpf);
    expect(cpfs.every((c) => isValidCpf(c))).toBe(true);
    expect(new Set(cpfs).size).toBe(cpfs.length);

    // One current stay per student, history rows closed, every enrolled student's class of their school.
    expect(
      (
        await one(
          `select count(*)::int as n from aluno_turma where data_fim is not null and data_fim < data_inicio`,
        )
      ).n,
    ).toBe(0);
    expect(
      (
        await one(`select count(*)::int as n from aluno_turma x join turma t on t.id = x.turma_id join aluno a on a.id = x.aluno_id
                   where x.data_fim is null and t.escola_id <> a.escola_id`)
      ).n,
    ).toBe(0);

    // The summaries equal the raw rows (what the triggers would have kept).
    expect(
      (
        await one(`select count(*)::int as n from (
          select a.escola_id, count(*) as c, count(*) filter (where x.id is null) as s from aluno a
            left join aluno_turma x on x.aluno_id = a.id and x.data_fim is null
           where a.deleted_at is null and a.escola_id is not null group by a.escola_id) r
          full join painel_escola_cadastro p on p.escola_id = r.escola_id
         where p.cadastrados is distinct from r.c or p.sem_turma is distinct from r.s`)
      ).n,
    ).toBe(0);
    expect(
      (
        await one(`select count(*)::int as n from (select turma_id, count(*) as c from aluno_turma where data_fim is null group by turma_id) r
          full join painel_turma_alunos p on p.turma_id = r.turma_id where p.enturmados is distinct from r.c`)
      ).n,
    ).toBe(0);
    expect(
      (await one(`select coalesce(sum(n1 + n2 + n3 + n4), 0)::int as n from painel_nivel_categoria`)).n,
    ).toBe(result.counts.resposta_aprendizagem! + result.counts.resposta_atividade!);
    // Migration 0010's per-school summaries.
    expect(
      (
        await one(`select count(*)::int as n from (
          select t.escola_id, t.ano_turma as ano, count(*) as k, coalesce(sum(x.n), 0) as c from turma t
            left join (select turma_id, count(*) as n from aluno_turma where data_fim is null group by 1) x
              on x.turma_id = t.id
           where t.situacao = 1 and t.deleted_at is null group by 1, 2) r
          full join painel_escola_turmas p on p.escola_id = r.escola_id and p.ano = r.ano
         where (p.turmas, p.enturmados, p.turmas_nivel1 + p.turmas_nivel2) is distinct from (r.k, r.c, r.k)
           and not (r.escola_id is null and p.turmas = 0 and p.enturmados = 0)`)
      ).n,
    ).toBe(0);
    expect(
      (
        await one(`select ((select coalesce(sum(em_andamento + completo + validado), 0) from painel_escola_fichas)
          - (select count(*) from acompanhamento a join turma t on t.id = a.turma_id
              where a.componente = 1 and t.situacao = 1 and t.deleted_at is null and t.ano_turma = a.ano
                and t.nivel_ensino = (case when a.tipo = 1 then 2 else 1 end)))::int as n`)
      ).n,
    ).toBe(0);
    expect(
      (await one(`select coalesce(sum(n1 + n2 + n3 + n4), 0)::int as n from painel_escola_niveis`)).n,
    ).toBe(result.counts.resposta_aprendizagem! + result.counts.resposta_atividade!);

    // A PARFI plan per generated school, its value the sum of its actions.
    expect(result.counts.plano_parfi).toBeGreaterThanOrEqual(10);
    expect(
      (
        await one(`select count(*)::int as n from plano_parfi p
          where p.valor_parfi <> (select coalesce(sum(valor), 0) from plano_acao a where a.plano_parfi_id = p.id)
            and p.premio_escola_id in (select pe.id from premio_escola pe join escola e on e.id = pe.escola_id
                                        where e.codigo_inep like '3%')`)
      ).n,
    ).toBe(0);

    // Sequences past the loaded ids; the indexes rebuilt.
    const next = await one(`select nextval(pg_get_serial_sequence('aluno', 'id'))::int as n`);
    expect(next.n).toBeGreaterThan(result.counts.aluno!);
    expect((await one(`select count(*)::int as n from pg_indexes where indexname = 'aluno_cpf_key'`)).n).toBe(
      1,
    );
  });
});
