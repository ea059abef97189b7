/**
 * The year and term of the entry screens, kept in the address (?ano=&bimestre=&turma=) so Voltar comes
 * back to the same choice. Without a term in the address, the one whose monitoring window holds today
 * is chosen; the notice below the filters says when that window opens and closes.
 */
import { Alert } from '@mui/material';
import { useSearchParams } from 'react-router';
import { formatDateBR } from '@siam/domain/dates';
import { bimestreLabel, type FichaId } from '@siam/domain/enums';
import { START_EXPIRED, isInside, monitoringToday, monitoringWindow } from '@siam/domain/monitoring';
import { usePeriods } from '../../../api/monitoring';
import type { Periodo } from '@siam/domain/contracts/periods';

export interface EntryFilters {
  ano: number;
  bimestre: number | '';
  turma: number | null;
  period: Periodo | null;
  periodsLoaded: boolean;
  set: (patch: { ano?: number; bimestre?: number; turma?: number | null }) => void;
  /** The current address (pathname not included): '?ano=…&bimestre=…'. */
  search: string;
}

function numberParam(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
}

export function useEntryFilters(fichaId: FichaId): EntryFilters {
  const [params, setParams] = useSearchParams();
  const today = monitoringToday();
  const ano = numberParam(params.get('ano')) ?? Number(today.slice(0, 4));
  const periods = usePeriods(ano, null, fichaId);
  const list = periods.data ?? [];
  const current = list.find((p) => isInside(monitoringWindow(p), today));
  const bimestre = numberParam(params.get('bimestre')) ?? current?.bimestre ?? '';
  const turma = numberParam(params.get('turma'));
  const period = bimestre === '' ? null : (list.find((p) => p.bimestre === bimestre) ?? null);
  return {
    ano,
    bimestre,
    turma,
    period,
    periodsLoaded: periods.isSuccess,
    search: `?${params.toString()}`,
    set: (patch) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('ano', String(patch.ano ?? ano));
          const b = patch.bimestre ?? bimestre;
          if (b !== '') next.set('bimestre', String(b));
          const t = patch.turma === undefined ? turma : patch.turma;
          if (t) next.set('turma', String(t));
          else next.delete('turma');
          return next;
        },
        { replace: true },
      ),
  };
}

/** The monitoring window of the chosen term, and whether today lies in it. */
export function WindowNotice({ filters }: { filters: EntryFilters }) {
  const { ano, bimestre, period, periodsLoaded } = filters;
  if (bimestre === '' || !periodsLoaded) return null;
  const term = `${bimestreLabel(bimestre).toLowerCase()} bimestre de ${ano}`;
  if (!period) {
    return (
      <Alert severity="warning">
        Não há período de acompanhamento cadastrado para o {term}: não é possível iniciar nem preencher o
        acompanhamento.
      </Alert>
    );
  }
  const today = monitoringToday();
  const range = `${formatDateBR(period.acompanhamentoDataInicio)} a ${formatDateBR(period.acompanhamentoDataFim)}`;
  if (today > period.acompanhamentoDataFim) {
    return (
      <Alert severity="warning">
        {START_EXPIRED} O período de acompanhamento do {term} foi de {range}.
      </Alert>
    );
  }
  if (today < period.acompanhamentoDataInicio) {
    return (
      <Alert severity="warning">
        O período de acompanhamento do {term} ainda não começou: vai de {range}.
      </Alert>
    );
  }
  return (
    <Alert severity="info">
      Período de acompanhamento do {term}: {range}.
    </Alert>
  );
}
