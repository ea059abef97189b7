/** The exported monitoring periods (issue 17, decision 128): the columns of cadastrar-periodo. */
import type { Periodo } from '../contracts/periods';
import { bimestreLabel, fichaAcompanhamentoLabel } from '../enums';
import { exportSheet } from '../export';

/** GET /api/Periodo: the monitoring periods of a year and sheet (cadastrar-periodo). */
export const periodsSheet = exportSheet<Periodo>('Períodos de acompanhamento', [
  { id: 'ano', header: 'Ano', kind: 'integer', value: (r) => r.ano },
  { id: 'bimestre', header: 'Bimestre', value: (r) => bimestreLabel(r.bimestre) },
  {
    id: 'fichaAcompanhamentoId',
    header: 'Ficha',
    value: (r) => fichaAcompanhamentoLabel(r.fichaAcompanhamentoId),
  },
  {
    id: 'acompanhamentoDataInicio',
    header: 'Início do acompanhamento',
    kind: 'date',
    value: (r) => r.acompanhamentoDataInicio,
  },
  {
    id: 'acompanhamentoDataFim',
    header: 'Fim do acompanhamento',
    kind: 'date',
    value: (r) => r.acompanhamentoDataFim,
  },
  {
    id: 'validacaoDataInicio',
    header: 'Início da validação',
    kind: 'date',
    value: (r) => r.validacaoDataInicio,
  },
  { id: 'validacaoDataFim', header: 'Fim da validação', kind: 'date', value: (r) => r.validacaoDataFim },
]);
