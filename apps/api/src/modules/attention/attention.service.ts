/**
 * 'O que aguarda você' (GET /api/Pendencias, docs/decisions/125): the kinds the caller's active role is
 * shown (domain `attentionKindsFor`, by features), each counted by one aggregate statement within the
 * caller's area, with the deadline of the current term's window and the screen that handles it.
 */
import {
  REFUSED_SITUATIONS,
  SIGN_OFF_ROUTE,
  approvalRoute,
  attentionKindsFor,
  currentPeriods,
  daysLeft,
  plural,
  signOffLevel,
  type AttentionKind,
} from '@siam/domain/attention';
import type { Pendencia, PendenciaDetalhe } from '@siam/domain/contracts/attention';
import { monitoringToday } from '@siam/domain/monitoring';
import { awaitedSituations } from '@siam/domain/parfi';
import { roleScope } from '@siam/domain/roles';
import type { Db } from '../../db/types';
import type { Caller } from '../../lib/caller';
import { linkedSchoolIds, municipiosOf, regionaisOf } from '../auth';
import {
  awaitingValidation,
  executionsAwaiting,
  findOpenPeriods,
  refusedExecutions,
  returnedMonitorings,
  teacherPending,
  type AreaFilter,
  type PeriodRow,
  type SchoolCountRow,
} from './attention.repository';

/** Lines shown under an item (the rest is summed up in one more line). */
const TOP = 5;

/** The sheet's words: 1 learning, 2 activities. */
const SHEET = {
  1: {
    nome: 'aprendizagem',
    entrada: '/acompanhamento-aprendizagem',
    consulta: '/consultar-acompanhamento-aprendizagem',
  },
  2: {
    nome: 'atividades',
    entrada: '/acompanhamento-atividades',
    consulta: '/consultar-acompanhamento-atividade',
  },
} as const;

function sheetOf(p: PeriodRow) {
  return SHEET[p.fichaAcompanhamentoId === 1 ? 1 : 2];
}

const term = (p: PeriodRow) => `${p.bimestre}º bimestre de ${p.ano}`;

function route(path: string, query: Record<string, number | undefined>): string {
  const q = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return q ? `${path}?${q}` : path;
}

/** The caller's area: the whole state, its regionals, its municipalities or its linked schools. */
export function areaOf(caller: Caller): AreaFilter {
  switch (roleScope(caller.role)) {
    case 'admin':
    case 'state':
      return { kind: 'all' };
    case 'regional':
      return { kind: 'regionais', ids: regionaisOf(caller) };
    case 'municipal':
      return { kind: 'municipios', ids: municipiosOf(caller) };
    case 'school':
      return { kind: 'escolas', ids: linkedSchoolIds(caller) };
  }
}

/** Per-school rows of one period as the first lines (most first) and a last line for the rest. */
function schoolLines(list: SchoolCountRow[]): PendenciaDetalhe[] {
  const lines: PendenciaDetalhe[] = list
    .slice(0, TOP)
    .map((r) => ({ rotulo: r.nomeEscola, quantidade: r.quantidade }));
  const rest = list.slice(TOP);
  if (rest.length > 0) {
    lines.push({
      rotulo: `Outras ${plural(rest.length, 'escola', 'escolas')}`,
      quantidade: rest.reduce((s, r) => s + r.quantidade, 0),
    });
  }
  return lines;
}

function withDeadline(prazo: string, today: string) {
  return { prazo, diasRestantes: daysLeft(today, prazo) };
}

export function createAttentionService(db: Db, now: () => Date) {
  async function build(
    kind: AttentionKind,
    caller: Caller,
    today: string,
    periods: PeriodRow[],
  ): Promise<Pendencia[]> {
    const area = areaOf(caller);
    const schools = area.kind === 'escolas' ? area.ids : [];
    switch (kind) {
      case 'acompanhamento.preencher': {
        const open = currentPeriods(periods, today, 'entry');
        const found = await teacherPending(db, {
          cpf: caller.cpf,
          escolas: schools,
          periodIds: open.map((p) => p.id),
        });
        return open.flatMap((p) => {
          const r = found.find((x) => x.periodoId === p.id);
          if (!r) return [];
          const s = sheetOf(p);
          return [
            {
              tipo: kind,
              titulo: `Acompanhamentos de ${s.nome} a iniciar ou concluir — ${term(p)}`,
              quantidade: r.naoIniciados + r.emAndamento,
              ...withDeadline(p.acompanhamentoDataFim, today),
              rota: route(s.entrada, { ano: p.ano, bimestre: p.bimestre }),
              detalhes: r.turmas.map((t) => ({ rotulo: t.rotulo, descricao: t.descricao })),
            },
          ];
        });
      }
      case 'acompanhamento.validar': {
        const open = currentPeriods(periods, today, 'validation');
        const found = await awaitingValidation(db, {
          area,
          periodIds: open.map((p) => p.id),
          exceptCpf: caller.cpf,
        });
        return open.flatMap((p) => {
          const list = found.filter((r) => r.periodoId === p.id);
          if (list.length === 0) return [];
          const s = sheetOf(p);
          return [
            {
              tipo: kind,
              titulo: `Acompanhamentos de ${s.nome} finalizados aguardando sua validação — ${term(p)}`,
              quantidade: list.reduce((sum, r) => sum + r.quantidade, 0),
              ...withDeadline(p.validacaoDataFim, today),
              rota: route(s.consulta, {
                escola: list.length === 1 ? list[0]!.escolaId : undefined,
                ano: p.ano,
                bimestre: p.bimestre,
              }),
              detalhes: schoolLines(list),
            },
          ];
        });
      }
      case 'acompanhamento.assinatura': {
        const level = signOffLevel(caller.role);
        const open = currentPeriods(periods, today, 'validation').filter(
          (p) => p.fichaAcompanhamentoId === 2,
        );
        if (!level) return [];
        const found = await awaitingValidation(db, { area, periodIds: open.map((p) => p.id) });
        return open.flatMap((p) => {
          const list = found.filter((r) => r.periodoId === p.id);
          if (list.length === 0) return [];
          return [
            {
              tipo: kind,
              titulo: `Acompanhamentos de atividades finalizados aguardando validação nas escolas — ${term(p)}`,
              quantidade: list.reduce((sum, r) => sum + r.quantidade, 0),
              ...withDeadline(p.validacaoDataFim, today),
              rota: SIGN_OFF_ROUTE[level],
              detalhes: schoolLines(list),
            },
          ];
        });
      }
      case 'parfi.deferir': {
        const found = await executionsAwaiting(db, {
          area,
          situacoes: awaitedSituations(caller.role),
          top: TOP,
        });
        return [
          {
            tipo: kind,
            titulo: 'Execuções de ações do PARFI aguardando o seu deferimento',
            quantidade: found.total,
            prazo: null,
            diasRestantes: null,
            rota: approvalRoute(caller.role),
            detalhes: found.linhas,
          },
        ];
      }
      case 'parfi.refazer': {
        const found = await refusedExecutions(db, {
          escolas: schools,
          situacoes: REFUSED_SITUATIONS,
          top: TOP,
        });
        return [
          {
            tipo: kind,
            titulo: 'Ações do PARFI indeferidas: corrigir os documentos e reenviar',
            quantidade: found.total,
            prazo: null,
            diasRestantes: null,
            rota: '/premio/executar-parfi',
            detalhes: found.linhas,
          },
        ];
      }
      case 'acompanhamento.devolvido': {
        const found = await returnedMonitorings(db, {
          escolas: schools,
          ano: Number(today.slice(0, 4)),
          top: TOP,
        });
        return [
          {
            tipo: kind,
            titulo: 'Acompanhamentos não validados pelo coordenador, a refazer com o professor',
            quantidade: found.total,
            prazo: null,
            diasRestantes: null,
            rota: '/enturmar-professor',
            detalhes: found.linhas,
          },
        ];
      }
    }
  }

  return {
    /** The caller's pending work; an item of count 0 is left out. */
    async list(caller: Caller): Promise<Pendencia[]> {
      const kinds = attentionKindsFor(caller.role);
      if (kinds.length === 0) return [];
      const today = monitoringToday(now());
      const usesPeriods = kinds.some(
        (k) =>
          k === 'acompanhamento.preencher' ||
          k === 'acompanhamento.validar' ||
          k === 'acompanhamento.assinatura',
      );
      const periods = usesPeriods ? await findOpenPeriods(db, today) : [];
      const items: Pendencia[] = [];
      for (const kind of kinds) items.push(...(await build(kind, caller, today, periods)));
      return items.filter((i) => i.quantidade > 0);
    },
  };
}

export type AttentionService = ReturnType<typeof createAttentionService>;
