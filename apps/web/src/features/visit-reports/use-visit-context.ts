/**
 * What the list and the create screen stand on (spec 03 §2.9, §2.12): the school's award years
 * (newest first), the chosen one (?anoPremio=, else the newest), its PARFI year (§2.12: 2023 → 2024,
 * else the same year), the pairing of the active school, the PARFI year's id and the pairing's reports.
 * `problem` is the first thing missing, as the text to show.
 */
import { parfiYearOfAward } from '@siam/domain/visit-reports';
import { PARFI_MSG } from '@siam/domain/parfi';
import { errorText } from '../../api/client';
import { usePrizeYears } from '../../api/parfi';
import type { AnoParfi, PrizeYear } from '@siam/domain/contracts/parfi';
import type { School } from '../../api/types';
import { AWARD_YEARS_ERROR, PAIRING_ERROR, PARFI_YEARS_ERROR, REPORTS_ERROR } from './messages';
import { usePairing, useParfiYear, useReports } from './queries';
import type { Pareamento, RelatorioVisita } from '@siam/domain/contracts/visit-reports';

export interface VisitContext {
  loading: boolean;
  /** The text of what failed or is missing, and whether it is an error or a plain notice. */
  problem: { text: string; severity: 'error' | 'info' } | null;
  notParticipant: boolean;
  years: PrizeYear[];
  anoPremio: number | null;
  anoParfi: number | null;
  pairing: Pareamento | null;
  parfiYear: AnoParfi | null;
  reports: RelatorioVisita[] | null;
  /** The active school is the pairing's visiting (premiada) school. */
  isVisiting: boolean;
}

const isNotFound = (e: unknown) => (e as { status?: number } | null)?.status === 404;

export function useVisitContext(school: School, wanted: number | null): VisitContext {
  const prizeYears = usePrizeYears(school.codigoInep);
  const years = prizeYears.data ?? [];
  const entry = wanted === null ? years[0] : years.find((y) => y.anoPremio === wanted);
  const anoPremio = entry?.anoPremio ?? null;
  const anoPremioId = entry?.anoPremioId ?? null;
  const pairing = usePairing(anoPremioId, school.codigoInep);
  const isVisiting = pairing.data?.escolaPremiada.codigoInep === school.codigoInep;
  const anoParfi = anoPremio === null ? null : parfiYearOfAward(anoPremio);
  const parfiYear = useParfiYear(pairing.data ? anoParfi : null, anoPremioId, isVisiting ? 1 : 2);
  const reports = useReports(pairing.data?.id ?? null, anoPremioId, parfiYear.data?.id ?? null);

  const base = {
    notParticipant: false,
    years,
    anoPremio,
    anoParfi,
    pairing: pairing.data ?? null,
    parfiYear: parfiYear.data ?? null,
    reports: reports.data ?? null,
    isVisiting,
  };
  const fail = (text: string, severity: 'error' | 'info' = 'error') => ({
    ...base,
    loading: false,
    problem: { text, severity },
  });
  if (prizeYears.isPending) return { ...base, loading: true, problem: null };
  if (prizeYears.isError) return fail(errorText(prizeYears.error, AWARD_YEARS_ERROR));
  if (years.length === 0) return { ...fail(PARFI_MSG.schoolNotInAward, 'info'), notParticipant: true };
  if (!entry) return fail('Escolha o Ano Prêmio para ver os relatórios de visita.', 'info');
  if (pairing.isError)
    return fail(errorText(pairing.error, PAIRING_ERROR), isNotFound(pairing.error) ? 'info' : 'error');
  if (parfiYear.isError) return fail(errorText(parfiYear.error, PARFI_YEARS_ERROR));
  if (reports.isError) return fail(errorText(reports.error, REPORTS_ERROR));
  const loading = pairing.isPending || parfiYear.isPending || reports.isPending;
  return { ...base, loading, problem: null };
}
