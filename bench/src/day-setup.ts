/**
 * What `npm run bench:day` needs in the data set of `npm run bench:data`, made here (idempotent, run
 * at the start of every bench:day) so that bench:data and the per-call bench stay as they are:
 *
 * - **Accounts** with the demo password, real people of the data set where the data set has them:
 *   each generated school's teacher (Professor Escola, 17), coordinator (Coordenador Escola, 16) and
 *   director as the school's registration team (Cadastro, 19), in disjoint sets of schools; regional
 *   staff (Coordenador Regional, 8) and the PARFI approvers of the three levels (Articulador Municipal
 *   12, Articulador Regional 9, Equipe de Articulação Estadual 7), which the data set has no people
 *   for, as new users with CPFs of their own range.
 * - **Finished bimestre-4 learning monitorings awaiting validation** in the coordinators' schools
 *   (the 5º ano class: bimestre 1's records and answers copied, triggers on, so the level counts and
 *   the dashboards' summaries stay exact); a later run puts back the ones it validated.
 * - **PARFI executions awaiting approval**: every action of the plans after the first 2,500 (the
 *   per-call bench reads the first 2,000) sent for approval with one budget document, a third at each
 *   level; a later run undoes the decisions of the previous one.
 */
import { cpfCheckDigits } from '@siam/domain/cpf';
import type pg from 'pg';

export const DEMO_PASSWORD = 'senha123';
const DEMO_TEACHER_CPF = '52998224725';
/** Documents of the bench's executions carry this name: how a later run finds them. */
const BENCH_DOCUMENT = 'orcamento-bench-dia.pdf';
/** The per-call bench reads the PARFI plans of the first 2,000 generated schools: left alone. */
const PLANS_LEFT_ALONE = 2500;

export type Q = <T extends pg.QueryResultRow>(text: string, params?: unknown[]) => Promise<T[]>;

export interface SchoolAccount {
  cpf: string;
  escola: number;
}
export interface TeacherAccount extends SchoolAccount {
  classes: { turmaId: number; serie: number }[];
}
export interface CoordinatorAccount extends SchoolAccount {
  /** The class whose bimestre-4 monitoring waits for validation (5º ano). */
  turmaId: number | null;
}
export interface SecretaryAccount extends SchoolAccount {
  /** Names of the school's students (what the secretary types to find one). */
  names: string[];
}
export interface RegionalAccount {
  cpf: string;
  regional: number;
}
export interface ApproverAccount {
  cpf: string;
  perfil: 7 | 9 | 12;
  regional: number | null;
  municipio: number | null;
}

export interface DayData {
  year: number;
  teachers: TeacherAccount[];
  coordinators: CoordinatorAccount[];
  secretaries: SecretaryAccount[];
  regionals: RegionalAccount[];
  approvers: ApproverAccount[];
  anoPremio: number;
  anoParfi: number;
  /** The next 9-digit base free for a new student's CPF. */
  nextCpfBase: number;
  /** What the setup did (printed). */
  notes: string[];
}

export interface Sizes {
  teachers: number;
  coordinators: number;
  secretaries: number;
  regionals: number;
  approvers: number;
}

const cpfOf = (base: number) => {
  const b = String(base).padStart(9, '0');
  return b + cpfCheckDigits(b);
};

/** Makes the accounts and the state; answers who the virtual users are. */
export async function prepareDay(q: Q, sizes: Sizes): Promise<DayData> {
  const year = new Date().getFullYear();
  const notes: string[] = [];
  const [hash] = await q<{ h: string }>('select password_hash as h from usuario where cpf = $1', [
    DEMO_TEACHER_CPF,
  ]);
  if (!hash) throw new Error('o professor de demonstração não foi encontrado (rode npm run bench:data)');

  // The generated schools (INEP 3xxxxxxx; the demo's are 27xxxxxx) with their three people.
  const schools = await q<{
    escola: number;
    municipio: number;
    regional: number;
    diretor: string;
    coordenador: string;
    professor: string;
  }>(
    `select e.id as escola, e.municipio, m.regional,
            max(s.cpf) filter (where se.funcao = 1) as diretor,
            max(s.cpf) filter (where se.funcao = 2) as coordenador,
            max(s.cpf) filter (where se.funcao in (3, 4)) as professor
       from escola e join municipio m on m.codigo = e.municipio
       join servidor_escola se on se.escola_id = e.id and se.data_fim is null
       join servidor s on s.id = se.servidor_id
      where e.codigo_inep like '3%' and length(e.codigo_inep) = 8 and e.deleted_at is null and not e.sige
      group by e.id, e.municipio, m.regional
     having count(*) filter (where se.funcao = 1) > 0 and count(*) filter (where se.funcao = 2) > 0
        and count(*) filter (where se.funcao in (3, 4)) > 0
      order by md5(e.id::text)`,
  );
  const need = sizes.teachers + sizes.coordinators + sizes.secretaries;
  if (schools.length < need)
    throw new Error(`o conjunto tem ${schools.length} escolas não SIGE; são necessárias ${need}`);
  const teacherSchools = schools.slice(0, sizes.teachers);
  const coordinatorSchools = schools.slice(sizes.teachers, sizes.teachers + sizes.coordinators);
  const secretarySchools = schools.slice(sizes.teachers + sizes.coordinators, need);

  // Accounts of the data set's people: a user (demo password) and the school role link.
  const link = async (rows: { cpf: string; escola: number }[], perfil: number) => {
    await q(
      `with p as (select unnest($1::text[]) as cpf, unnest($2::int[]) as escola),
            u as (insert into usuario (cpf, nome, password_hash)
                  select p.cpf, left(s.nome, 80), $3 from p join servidor s on s.cpf = p.cpf
                  on conflict (cpf) do update set password_hash = excluded.password_hash
                  returning id, cpf)
       insert into usuario_perfil (usuario_id, perfil_id, escola_id)
       select u.id, $4, p.escola from u join p on p.cpf = u.cpf
       on conflict do nothing`,
      [rows.map((r) => r.cpf), rows.map((r) => r.escola), hash.h, perfil],
    );
  };
  await link(
    teacherSchools.map((s) => ({ cpf: s.professor, escola: s.escola })),
    17,
  );
  await link(
    coordinatorSchools.map((s) => ({ cpf: s.coordenador, escola: s.escola })),
    16,
  );
  await link(
    secretarySchools.map((s) => ({ cpf: s.diretor, escola: s.escola })),
    19,
  );

  // People the data set does not have: regional staff and approvers, CPFs from 990000000 up.
  const regionalCodes = [...new Set(schools.map((s) => s.regional))].sort((a, b) => a - b);
  const municipioCodes = [...new Set(schools.map((s) => s.municipio))].sort((a, b) => a - b);
  const municipioRegional = new Map(schools.map((s) => [s.municipio, s.regional]));
  const synthetic: {
    cpf: string;
    nome: string;
    perfil: number;
    regional: number | null;
    municipio: number | null;
  }[] = [];
  for (let i = 0; i < sizes.regionals; i++) {
    synthetic.push({
      cpf: cpfOf(990000000 + i),
      nome: `Coordenação Regional Bench ${i + 1}`,
      perfil: 8,
      regional: regionalCodes[i % regionalCodes.length]!,
      municipio: null,
    });
  }
  // Approvers: half municipal (one municipality each, in turn), a third regional, the rest state.
  const approvers: ApproverAccount[] = [];
  for (let i = 0; i < sizes.approvers; i++) {
    const k = i % 6;
    const perfil: 7 | 9 | 12 = k < 3 ? 12 : k < 5 ? 9 : 7;
    const municipio = perfil === 12 ? municipioCodes[Math.floor(i / 2) % municipioCodes.length]! : null;
    const regional =
      perfil === 9
        ? regionalCodes[i % regionalCodes.length]!
        : perfil === 12
          ? municipioRegional.get(municipio!)!
          : null;
    approvers.push({
      cpf: cpfOf(991000000 + i),
      perfil,
      regional: perfil === 7 ? null : regional,
      municipio,
    });
  }
  for (const a of approvers) {
    synthetic.push({
      cpf: a.cpf,
      nome: `Articulação Bench ${a.perfil}-${a.municipio ?? a.regional ?? 'estado'}`,
      perfil: a.perfil,
      regional: a.perfil === 9 ? a.regional : null,
      municipio: a.municipio,
    });
  }
  await q(
    `with p as (select unnest($1::text[]) as cpf, unnest($2::text[]) as nome, unnest($3::int[]) as perfil,
                       unnest($4::int[]) as regional, unnest($5::int[]) as municipio),
          u as (insert into usuario (cpf, nome, password_hash) select cpf, nome, $6 from p
                on conflict (cpf) do update set password_hash = excluded.password_hash returning id, cpf)
     insert into usuario_perfil (usuario_id, perfil_id, id_regional, id_municipio)
     select u.id, p.perfil, p.regional, p.municipio from u join p on p.cpf = u.cpf
     on conflict do nothing`,
    [
      synthetic.map((s) => s.cpf),
      synthetic.map((s) => s.nome),
      synthetic.map((s) => s.perfil),
      synthetic.map((s) => s.regional),
      synthetic.map((s) => s.municipio),
      hash.h,
    ],
  );

  // The teachers' current classes (one person teaches the school's seven).
  const classRows = await q<{ escola: number; turma: number; serie: number }>(
    `select escola_id as escola, id as turma, serie from turma
      where escola_id = any($1) and ano_turma = $2 and situacao = 1 and deleted_at is null order by id`,
    [teacherSchools.map((s) => s.escola), year],
  );
  const classesOf = new Map<number, { turmaId: number; serie: number }[]>();
  for (const c of classRows) {
    const list = classesOf.get(c.escola) ?? [];
    // 5º ano left out: the coordinators' monitorings are theirs (other schools, but kept alike).
    if (c.serie !== 8) list.push({ turmaId: c.turma, serie: c.serie });
    classesOf.set(c.escola, list);
  }

  const coordinatorClasses = await prepareValidations(
    q,
    year,
    coordinatorSchools.map((s) => s.escola),
    notes,
  );
  const names = await q<{ escola: number; nomes: string[] }>(
    `select escola_id as escola, (array_agg(nome order by id))[1:20] as nomes from aluno
      where escola_id = any($1) and deleted_at is null group by escola_id`,
    [secretarySchools.map((s) => s.escola)],
  );
  const namesOf = new Map(names.map((n) => [n.escola, n.nomes]));
  const award = await prepareApprovals(q, notes);
  const [free] = await q<{ b: number | null }>(
    `select max(substr(cpf, 1, 9)::int) as b from aluno where cpf >= '900000000' and cpf < '990000000'`,
  );

  return {
    year,
    teachers: teacherSchools.map((s) => ({
      cpf: s.professor,
      escola: s.escola,
      classes: classesOf.get(s.escola) ?? [],
    })),
    coordinators: coordinatorSchools.map((s) => ({
      cpf: s.coordenador,
      escola: s.escola,
      turmaId: coordinatorClasses.get(s.escola) ?? null,
    })),
    secretaries: secretarySchools.map((s) => ({
      cpf: s.diretor,
      escola: s.escola,
      names: namesOf.get(s.escola) ?? [],
    })),
    regionals: synthetic.filter((s) => s.perfil === 8).map((s) => ({ cpf: s.cpf, regional: s.regional! })),
    approvers,
    anoPremio: award.anoPremio,
    anoParfi: award.anoParfi,
    nextCpfBase: Math.max(900000000, (free?.b ?? 0) + 1),
    notes,
  };
}

/**
 * A finished, not yet validated bimestre-4 learning monitoring of each coordinator school's 5º ano
 * class: made from bimestre 1's (records and answers copied) the first time, put back to 'not
 * validated' on later runs. Answers the class per school.
 */
async function prepareValidations(
  q: Q,
  year: number,
  schools: number[],
  notes: string[],
): Promise<Map<number, number>> {
  const t0 = performance.now();
  await q('begin');
  try {
    await q(
      `create temp table day_map on commit drop as
       with src as (
         select a.id as old, a.turma_id, a.responsavel from acompanhamento a join turma t on t.id = a.turma_id
          where a.tipo = 1 and a.ano = $1 and a.bimestre = 1 and t.escola_id = any($2) and t.serie = 8
            and t.ano_turma = $1
            and not exists (select 1 from acompanhamento b where b.tipo = 1 and b.turma_id = a.turma_id
                              and b.ano = $1 and b.bimestre = 4)),
       ins as (
         insert into acompanhamento (tipo, turma_id, ano, bimestre, componente, responsavel, status, situacao)
         select 1, turma_id, $1, 4, 1, responsavel, true, 100 from src returning id, turma_id)
       select ins.id as novo, src.old from ins join src using (turma_id)`,
      [year, schools],
    );
    const [made] = await q<{ n: number }>('select count(*)::int as n from day_map');
    if (made!.n > 0) {
      await q(
        `insert into acompanhamento_aluno (acompanhamento_id, aluno_id, situacao)
         select m.novo, aa.aluno_id, 100 from acompanhamento_aluno aa join day_map m on m.old = aa.acompanhamento_id`,
      );
      await q(
        `insert into resposta_aprendizagem (acompanhamento_aluno_id, habilidade_id, criterio_id)
         select n.id, r.habilidade_id, r.criterio_id
           from day_map m
           join acompanhamento_aluno o on o.acompanhamento_id = m.old
           join resposta_aprendizagem r on r.acompanhamento_aluno_id = o.id
           join acompanhamento_aluno n on n.acompanhamento_id = m.novo and n.aluno_id = o.aluno_id`,
      );
    }
    const reset = await q<{ id: number }>(
      `update acompanhamento a set validado = null, validador_cpf = null, data_validacao = null, justificativa = null
         from turma t
        where t.id = a.turma_id and t.escola_id = any($2) and t.serie = 8 and a.tipo = 1 and a.ano = $1
          and a.bimestre = 4 and a.status and a.validado is not null
       returning a.id`,
      [year, schools],
    );
    await q('commit');
    notes.push(
      `validação: ${made!.n} acompanhamentos do 4º bimestre finalizados criados, ${reset.length} voltaram a aguardar validação (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  } catch (error) {
    await q('rollback');
    throw error;
  }
  const rows = await q<{ escola: number; turma: number }>(
    `select t.escola_id as escola, t.id as turma from acompanhamento a join turma t on t.id = a.turma_id
      where t.escola_id = any($2) and t.serie = 8 and a.tipo = 1 and a.ano = $1 and a.bimestre = 4 and a.status`,
    [year, schools],
  );
  return new Map(rows.map((r) => [r.escola, r.turma]));
}

/**
 * Executions awaiting approval: each action of the plans after the first 2,500 sent with one budget
 * document (type 1, so the plan's executed value stays 0), at situation 0, 1 or 3 (awaiting level 1,
 * 2 or 3) by the action's id; a later run deletes the previous run's decisions and puts the
 * situations back. Answers the award and PARFI years of the queue.
 */
async function prepareApprovals(q: Q, notes: string[]): Promise<{ anoPremio: number; anoParfi: number }> {
  const t0 = performance.now();
  const [award] = await q<{ anoPremio: number; anoParfi: number; parfi: number }>(
    `select ap.ano as "anoPremio", p.ano as "anoParfi", p.id as parfi from ano_premio ap
       join ano_parfi p on p.ano_premio_id = ap.id order by ap.ano desc, p.parcela limit 1`,
  );
  if (!award) throw new Error('nenhum ano de prêmio no conjunto');
  await q('begin');
  try {
    // Undo the previous run: its decisions, the documents' decisions, the situations.
    await q(
      `create temp table day_exec on commit drop as
       select distinct f.execucao_acao_id as id from arquivo_anexado f where f.nome = $1`,
      [BENCH_DOCUMENT],
    );
    await q(
      `delete from deferir_arquivo d using deferir_execucao r
        where d.deferir_execucao_id = r.id and r.execucao_acao_id in (select id from day_exec)`,
    );
    await q(`delete from deferir_execucao where execucao_acao_id in (select id from day_exec)`);
    await q(
      `update arquivo_anexado set deferido = null, finalizado = false, motivo_indeferimento_id = null,
              detalhamento = null where execucao_acao_id in (select id from day_exec)`,
    );
    await q(
      `update execucao_acao e set situacao = (array[0, 1, 3])[1 + e.plano_acao_id % 3], status = 2
        where e.id in (select id from day_exec)`,
    );
    const [{ n: reset } = { n: 0 }] = await q<{ n: number }>('select count(*)::int as n from day_exec');
    // New ones, for actions without an execution.
    const [content] = await q<{ id: number }>(
      `insert into arquivo_conteudo (content_type, tamanho, conteudo)
       select 'application/pdf', 9, '\\x255044462d312e340a'::bytea
        where not exists (select 1 from arquivo_anexado where nome = $1)
       returning id`,
      [BENCH_DOCUMENT],
    );
    let made = 0;
    if (content) {
      // (A small data set keeps its first half alone instead.)
      const [plans] = await q<{ n: number }>(
        'select count(*)::int as n from plano_parfi where ano_parfi_id = $1',
        [award.parfi],
      );
      const leftAlone = Math.min(PLANS_LEFT_ALONE, Math.floor(plans!.n / 2));
      const rows = await q<{ id: number }>(
        `with plans as (
           select id from plano_parfi where ano_parfi_id = $1 order by id offset $2),
         ins as (
           insert into execucao_acao (plano_acao_id, situacao, status)
           select a.id, (array[0, 1, 3])[1 + a.id % 3], 2 from plano_acao a join plans p on p.id = a.plano_parfi_id
            where not exists (select 1 from execucao_acao e where e.plano_acao_id = a.id)
           returning id, plano_acao_id)
         insert into arquivo_anexado (execucao_acao_id, documento_id, nome, content_type, tamanho, conteudo_id,
                                      data_execucao, cnpj, valor_orcamento)
         select ins.id, 1, $3, 'application/pdf', 9, $4, current_date, '11222333000181', a.valor
           from ins join plano_acao a on a.id = ins.plano_acao_id
         returning id`,
        [award.parfi, leftAlone, BENCH_DOCUMENT, String(content.id)],
      );
      made = rows.length;
    }
    await q('commit');
    notes.push(
      `aprovação PARFI: ${made} execuções criadas, ${reset} restauradas (1/3 em cada nível; ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  } catch (error) {
    await q('rollback');
    throw error;
  }
  return { anoPremio: award.anoPremio, anoParfi: award.anoParfi };
}
