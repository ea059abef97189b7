/**
 * The virtual users of `npm run bench:day`: each is a loop over what its screens call, with think
 * time between the steps (not a connection hammer). The calls and their order are the web's
 * (apps/web/src/features/monitoring, students, enrolment, dashboards, parfi-approval).
 */
import { cpfCheckDigits } from '@siam/domain/cpf';
import { stripAccents } from '@siam/domain/text';
import { CallError, uuid, type Recorder, type Session } from './day-client';
import {
  DEMO_PASSWORD,
  type ApproverAccount,
  type CoordinatorAccount,
  type DayData,
  type RegionalAccount,
  type SecretaryAccount,
  type TeacherAccount,
} from './day-setup';

export type UserKind = 'professor' | 'coordenador' | 'secretaria' | 'regional' | 'aprovador';

/** The share of each kind of user on a term-end day (teachers entering monitoring dominate). */
export const MIX: Record<UserKind, number> = {
  professor: 0.65,
  coordenador: 0.12,
  secretaria: 0.1,
  regional: 0.05,
  aprovador: 0.08,
};

/** How many of each kind among `n` users (largest remainder, so they add up to n). */
export function split(n: number): Record<UserKind, number> {
  const kinds = Object.keys(MIX) as UserKind[];
  const exact = kinds.map((k) => n * MIX[k]);
  const out = Object.fromEntries(kinds.map((k, i) => [k, Math.floor(exact[i]!)])) as Record<UserKind, number>;
  let left = n - kinds.reduce((s, k) => s + out[k], 0);
  const order = kinds.map((k, i) => ({ k, r: exact[i]! - Math.floor(exact[i]!) })).sort((a, b) => b.r - a.r);
  for (let i = 0; left > 0; i++, left--) out[order[i % order.length]!.k]++;
  return out;
}

/** What every user shares: the data, the stop signal, the PARFI items being decided. */
export interface World {
  data: DayData;
  recorder: Recorder;
  stop: AbortSignal;
  /**
   * `perfil:planoAcaoId` taken by an approver in this run: two people never decide the same item at
   * one level (a page read a moment ago may still list an item someone has just decided).
   */
  claimed: Set<string>;
  nextCpf: () => string;
}

class Stopped extends Error {}

function sleep(world: World, ms: number): Promise<void> {
  if (world.stop.aborted) return Promise.reject(new Stopped());
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => {
      world.stop.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(new Stopped());
    };
    world.stop.addEventListener('abort', onAbort, { once: true });
  });
}
/** Think time: uniform in [min, max] seconds. */
const think = (world: World, min: number, max: number) =>
  sleep(world, (min + Math.random() * (max - min)) * 1000);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * Runs a user's loop until the stop signal; an unexpected answer is recorded (as an error) by the
 * client, and the user starts over after a pause, as a person would reload the page.
 */
export async function runUser(world: World, body: () => Promise<void>): Promise<void> {
  for (;;) {
    try {
      await body();
    } catch (error) {
      if (error instanceof Stopped || world.stop.aborted) return;
      if (!(error instanceof CallError)) {
        world.recorder.record(
          'erro do gerador',
          0,
          false,
          error instanceof Error ? error.message : String(error),
        );
      }
      try {
        await think(world, 5, 10);
      } catch {
        return;
      }
    }
  }
}

interface Structure {
  id: number;
  categorias: number[];
}
interface Habilidade {
  id: number;
  estruturaId: number;
  categoriaId: number;
  criterios: { id: number; nivel: number }[];
}

/** EstruturaFicha and CategoriaFicha of a sheet (the web keeps them for the session). */
async function sheet(s: Session, fichaId: number): Promise<Structure[]> {
  const structures = (await s.call<{ id: number }[]>('ficha', `/api/EstruturaFicha?fichaId=${fichaId}`)).data;
  const out: Structure[] = [];
  for (const e of structures) {
    const cats = (
      await s.call<{ id: number }[]>('ficha', `/api/CategoriaFicha?fichaId=${fichaId}&estruturaId=${e.id}`)
    ).data;
    out.push({ id: e.id, categorias: cats.map((c) => c.id) });
  }
  return out.filter((e) => e.categorias.length > 0);
}

// ------------------------------------------------------------------------------------- teachers

/**
 * A teacher: logs in, opens the monitoring of one of their classes (starting it when it is not yet),
 * and answers skills one by one with a few seconds between answers; a session is 40-120 answers,
 * then the next class.
 */
export function teacher(world: World, s: Session, a: TeacherAccount) {
  const { year } = world.data;
  return async () => {
    await s.login(a.cpf, DEMO_PASSWORD);
    await s.call('professor-turmas', `/api/Servidor/Professor?cpf=${a.cpf}`);
    await think(world, 2, 4);
    const learning = a.classes.filter((c) => c.serie >= 4);
    const infantil = a.classes.filter((c) => c.serie < 4);
    const useLearning = infantil.length === 0 || (learning.length > 0 && Math.random() < 0.75);
    const cls = pick(useLearning ? learning : infantil);
    const answers = 40 + Math.floor(Math.random() * 80);
    if (useLearning) await learningSession(world, s, a, cls, year, answers);
    else await activitySession(world, s, a, cls, year, answers);
    await think(world, 5, 15);
  };
}

interface LearningMonitoring {
  acompanhamentoId: number;
  alunoAcompanhamento: { alunoId: number; alfabetizado: boolean }[];
}

async function learningSession(
  world: World,
  s: Session,
  a: TeacherAccount,
  cls: { turmaId: number; serie: number },
  year: number,
  answers: number,
) {
  const open = () =>
    s.call<LearningMonitoring>(
      'aprendizagem-abrir',
      `/api/AcompanhamentoAprendizagem?turmaId=${cls.turmaId}&bimestre=4&ano=${year}&componenteCurricular=1`,
      { expect: [404] },
    );
  let m = await open();
  if (m.status === 404) {
    await s.call('turma-alunos', `/api/turmas/${cls.turmaId}/alunos`);
    const genres = (await s.call<{ id: number }[]>('generos', `/api/GeneroTextual?codigoSerie=${cls.serie}`))
      .data;
    await think(world, 5, 15);
    await s.call('aprendizagem-iniciar', '/api/AcompanhamentoAprendizagem', {
      method: 'POST',
      body: {
        ano: year,
        bimestre: 4,
        turmaId: cls.turmaId,
        responsavel: a.cpf,
        componenteCurricular: 1,
        codigosGenerosTextuais: genres.slice(0, 1).map((g) => g.id),
      },
      noKeep: true,
    });
    m = await open();
  }
  const acomp = m.data;
  const students = acomp.alunoAcompanhamento.filter((x) => !x.alfabetizado);
  if (students.length === 0) return;
  const structures = await sheet(s, 1);
  await think(world, 2, 5);
  let left = answers;
  while (left > 0) {
    const student = pick(students);
    const e = pick(structures);
    const categoriaId = pick(e.categorias);
    const skills = (
      await s.call<Habilidade[]>('habilidades-estudante', '/api/habilidadeficha/respondidas', {
        method: 'POST',
        body: {
          ano: year,
          bimestre: 4,
          categoriaId,
          estruturaId: e.id,
          fichaId: 1,
          turmaId: cls.turmaId,
          alunoId: student.alunoId,
          componenteCurricular: 1,
        },
      })
    ).data;
    for (const h of skills) {
      if (left-- <= 0) break;
      await think(world, 3, 8);
      await s.call('resposta-aprendizagem', '/api/AcompanhamentoAprendizagemAluno/Respostas', {
        method: 'POST',
        body: {
          alunoId: student.alunoId,
          acompanhamentoId: acomp.acompanhamentoId,
          respostas: [{ respostaId: uuid(), habilidadeId: h.id, criterioId: pick(h.criterios).id }],
        },
      });
    }
    // Back to the list of students: the entry screen reads the monitoring again.
    await think(world, 2, 4);
    await open();
  }
}

async function activitySession(
  world: World,
  s: Session,
  a: TeacherAccount,
  cls: { turmaId: number; serie: number },
  year: number,
  answers: number,
) {
  const open = () =>
    s.call<{ acompanhamentoId: number }>(
      'atividade-abrir',
      `/api/AcompanhamentoAtividadeTurma/Professor/Turma?TurmaId=${cls.turmaId}&bimestre=4&ano=${year}&responsavel=${a.cpf}`,
      { expect: [404] },
    );
  let m = await open();
  if (m.status === 404) {
    await think(world, 3, 8);
    await s.call('atividade-iniciar', '/api/AcompanhamentoAtividadeTurma', {
      method: 'POST',
      body: { turmaId: cls.turmaId, ano: year, bimestre: 4, responsavel: a.cpf },
      noKeep: true,
    });
    m = await open();
  }
  const id = m.data.acompanhamentoId;
  const structures = await sheet(s, 2);
  let left = answers;
  while (left > 0) {
    const e = pick(structures);
    const categoriaId = pick(e.categorias);
    const skills = (
      await s.call<Habilidade[]>(
        'atividade-habilidades',
        `/api/AcompanhamentoAtividadeTurma/Turma?acompanhamentoId=${id}&categoriaId=${categoriaId}`,
      )
    ).data;
    for (const h of skills) {
      if (left-- <= 0) break;
      await think(world, 3, 8);
      await s.call('resposta-atividade', '/api/AcompanhamentoAtividadeTurma/Resposta', {
        method: 'POST',
        body: [
          {
            respostaId: uuid(),
            criterioId: pick(h.criterios).id,
            acompanhamentoAtividadeTurmaId: id,
            fichaId: 2,
            estruturaId: h.estruturaId,
            categoriaId: h.categoriaId,
            habilidadeId: h.id,
          },
        ],
      });
    }
    await think(world, 2, 4);
  }
}

// --------------------------------------------------------------------------------- coordinators

interface ClassMonitoring {
  turmaId: number;
  acompanhamentoId: number | null;
  status: boolean;
  validado: boolean | null;
}

/**
 * A school coordinator: lists the school's monitorings of the term, opens one (the validation
 * screen's reads: the period, the monitoring with its students, the skills of two categories) and
 * validates it when it is finished and not yet validated; else reads one and goes back to the list.
 */
export function coordinator(world: World, s: Session, a: CoordinatorAccount) {
  const { year } = world.data;
  let structures: Structure[] | null = null;
  return async () => {
    if (!s.token) await s.login(a.cpf, DEMO_PASSWORD);
    const list = (
      await s.call<ClassMonitoring[]>(
        'acomp-escola',
        `/api/AcompanhamentoAprendizagem/Escola/Turmas?escolaId=${a.escola}&bimestre=4&ano=${year}`,
      )
    ).data;
    if (Math.random() < 0.3)
      await s.call(
        'acomp-escola-atividades',
        `/api/AcompanhamentoAtividadeTurma/Escola/Turmas?escolaId=${a.escola}&bimestre=4&ano=${year}`,
      );
    await think(world, 3, 8);
    const waiting = list.find((c) => c.acompanhamentoId !== null && c.status && c.validado === null);
    const started = list.filter((c) => c.acompanhamentoId !== null);
    const target = waiting ?? (started.length ? pick(started) : null);
    if (!target) {
      // Nothing started in the term at this school: bimestre 1's list.
      await s.call(
        'acomp-escola',
        `/api/AcompanhamentoAprendizagem/Escola/Turmas?escolaId=${a.escola}&bimestre=1&ano=${year}`,
      );
      await think(world, 20, 40);
      return;
    }
    const id = target.acompanhamentoId!;
    await s.call('periodo', `/api/Periodo?ano=${year}&bimestre=4&fichaId=1`);
    await s.call('acomp-respostas', `/api/AcompanhamentoAprendizagem?acompId=${id}`);
    structures ??= await sheet(s, 1);
    for (let i = 0; i < 2; i++) {
      const e = pick(structures);
      await think(world, 4, 10);
      await s.call(
        'acomp-habilidades',
        `/api/AcompanhamentoAprendizagem/Turma?acompanhamentoId=${id}&categoriaId=${pick(e.categorias)}`,
      );
    }
    if (waiting) {
      await think(world, 5, 15);
      await s.call('validar', `/api/AcompanhamentoAprendizagem/${id}/Validar`, {
        method: 'POST',
        body: { acompanhamentoAprendizagemId: id, validacao: true, justificativa: null, responsavel: a.cpf },
        noKeep: true,
      });
    }
    await think(world, 15, 40);
  };
}

// --------------------------------------------------------------------------------- secretaries

/** What a person types to find a student: two words of the name without accents, a typo in half. */
function typed(nome: string): string {
  const words = stripAccents(nome).split(' ');
  const q = (Math.random() < 0.5 ? [words[0], words[words.length - 1]] : words.slice(0, 2)).join(' ');
  if (Math.random() < 0.5) return q;
  const i = 1 + Math.floor(Math.random() * (q.length - 2));
  return q[i] === ' ' || q[i - 1] === ' '
    ? q
    : `${q.slice(0, i)}${q[i] === 'e' ? 'a' : 'e'}${q.slice(i + 1)}`;
}

const FIRST = ['Ana', 'Bruno', 'Carla', 'Davi', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Iara', 'João'];
const LAST = ['Silva', 'Souza', 'Lima', 'Costa', 'Pereira', 'Alves', 'Rocha', 'Melo', 'Barros', 'Nunes'];
/** Série → age completed by 31 March (the data set's classes: Infantil IV-V, 1º-5º ano). */
const AGE_OF_SERIE: Record<number, number> = { 1: 4, 2: 5, 4: 6, 5: 7, 6: 8, 7: 9, 8: 10 };

/**
 * The school's registration team: searches students by name (the fuzzy search), and one time in
 * three registers a new student (the CPF looked up first, as the form does) and enrols them in the
 * class of their série.
 */
export function secretary(world: World, s: Session, a: SecretaryAccount) {
  const { year } = world.data;
  return async () => {
    if (!s.token) await s.login(a.cpf, DEMO_PASSWORD);
    if (a.names.length > 0)
      await s.call(
        'aluno-busca',
        `/api/Alunos/Buscar?nome=${encodeURIComponent(typed(pick(a.names)))}&escolaId=${a.escola}`,
      );
    await think(world, 5, 12);
    if (Math.random() < 1 / 3) {
      const cpf = world.nextCpf();
      await s.call('aluno-cpf', `/api/Alunos?cpf=${cpf}`);
      await think(world, 20, 45);
      const serie = pick([1, 2, 4, 5, 6, 7, 8]);
      const month = 4 + Math.floor(Math.random() * 8);
      const birth = `${year - AGE_OF_SERIE[serie]! - 1}-${String(month).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
      const female = Math.random() < 0.5;
      const body = {
        nome: `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`,
        nomeMae: `${pick(FIRST)} ${pick(LAST)}`,
        nomePai: null,
        cpf,
        sexo: female ? 'F' : 'M',
        cor: Math.floor(Math.random() * 6),
        transporte: 1 + Math.floor(Math.random() * 3),
        dataNascimento: birth,
        nivelEnsino: serie < 4 ? 1 : 2,
        serie,
        escolaId: a.escola,
      };
      const created = await s.call<{ id: number }>('aluno-cadastrar', '/api/Alunos', {
        method: 'POST',
        body,
        noKeep: true,
      });
      const classes = (
        await s.call<{ id: number; serie: number; anoTurma: number; situacao: number }[]>(
          'escola-turmas',
          `/api/Escolas/${a.escola}/turmas?serie=${serie}`,
        )
      ).data.filter((t) => t.anoTurma === year && t.situacao === 1);
      if (classes.length === 0) return;
      const turmaId = pick(classes).id;
      await think(world, 3, 6);
      await s.call('enturmar', '/api/Alunos/Enturmar', {
        method: 'POST',
        body: { turmaId, alunoId: created.data.id },
        noKeep: true,
      });
      // Kept for the calibration: a registration and the class it went to (both sent again there).
      world.recorder.keep('aluno-cadastrar', {
        base: s.base,
        method: 'POST',
        path: '/api/Alunos',
        headers: { ...s.headers(), 'content-type': 'application/json' },
        body,
        meta: { turmaId },
      });
    }
    await think(world, 10, 25);
  };
}

/** A new student's CPF: 9-digit bases from `start` up (the data set's are below 900000000). */
export function cpfCounter(start: number): () => string {
  let next = start;
  return () => {
    const b = String(next++);
    return b + cpfCheckDigits(b);
  };
}

// ------------------------------------------------------------------------------- regional staff

/** Regional staff: the panel list, the places, then panels of the regional (or a municipality of it). */
export function regionalStaff(world: World, s: Session, a: RegionalAccount) {
  const { year } = world.data;
  let municipios: number[] = [];
  return async () => {
    if (!s.token) {
      await s.login(a.cpf, DEMO_PASSWORD);
      await s.call('paineis', '/api/Painel');
      const places = (
        await s.call<{ municipio?: { codigo: number; regional: number }[] }>(
          'localizacoes',
          '/api/Usuario/Localizacoes',
        )
      ).data;
      municipios = (places.municipio ?? []).filter((m) => m.regional === a.regional).map((m) => m.codigo);
    }
    const id = 1 + Math.floor(Math.random() * 6);
    const place =
      municipios.length > 0 && Math.random() < 0.3
        ? `municipio=${pick(municipios)}`
        : `regional=${a.regional}`;
    const term = id >= 3 && id <= 5 ? `&ano=${year}&bimestre=4` : id === 6 ? `&ano=${year}` : '';
    await s.call('painel-dados', `/api/Painel/${id}/Dados?${place}${term}`);
    await think(world, 15, 35);
  };
}

// ------------------------------------------------------------------------------ PARFI approvers

interface QueueRow {
  planoAcaoId: number;
}
interface DeferralForm {
  id: number;
  arquivosAnexado: { id: number; finalizado?: boolean }[];
}

/**
 * A PARFI approver (municipal, regional or state level): the queue's count and first page, one
 * action opened (obter-ou-criar: the documents), then approved (9 in 10) or refused with a reason.
 */
export function approver(world: World, s: Session, a: ApproverAccount) {
  const { anoPremio, anoParfi } = world.data;
  let reason = 1;
  return async () => {
    if (!s.token) {
      await s.login(a.cpf, DEMO_PASSWORD);
      await s.call('anos-premio', '/api/PremioLeia/AnoPremio');
      const reasons = (await s.call<{ id: number }[]>('motivos', '/api/Enums/MotivoIndeferimentoEnum')).data;
      reason = reasons[0]?.id ?? 1;
    }
    const filter = `anoPremio=${anoPremio}&anoParfi=${anoParfi}`;
    await s.call('fila-quantidade', `/api/DeferirExecucao/Quantidade?${filter}`);
    const page = (
      await s.call<QueueRow[]>(
        'fila-pagina',
        `/api/DeferirExecucao/Listagem?${filter}&pagina=1&tamanhoPagina=10`,
      )
    ).data;
    await think(world, 3, 8);
    const row = page.find((r) => !world.claimed.has(`${a.perfil}:${r.planoAcaoId}`));
    if (!row) {
      await think(world, 20, 40);
      return;
    }
    world.claimed.add(`${a.perfil}:${row.planoAcaoId}`);
    {
      const form = (
        await s.call<DeferralForm>('deferir-abrir', '/api/DeferirExecucao/obter-ou-criar', {
          method: 'POST',
          body: { planoAcaoId: row.planoAcaoId },
          noKeep: true,
        })
      ).data;
      await think(world, 10, 25);
      const approve = Math.random() < 0.9;
      await s.call('deferir', '/api/DeferirExecucao', {
        method: 'PUT',
        body: {
          id: form.id,
          deferido: approve,
          deferirArquivos: form.arquivosAnexado
            .filter((f) => !f.finalizado)
            .map((f) =>
              approve
                ? { arquivoAnexadoId: f.id, deferido: true }
                : {
                    arquivoAnexadoId: f.id,
                    deferido: false,
                    motivoIndeferimentoId: reason,
                    detalhamento: 'Orçamento sem o CNPJ do fornecedor.',
                  },
            ),
        },
        noKeep: true,
      });
    }
    await think(world, 3, 8);
  };
}
