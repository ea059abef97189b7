/** The exported visit reports list (issue 17, decision 128): the columns of listar-visita-parfi. */
import type { RelatorioVisita } from '../contracts/visit-reports';
import { exportSheet } from '../export';

/** GET /api/RelatorioVisita/{pareamento}/{anoPremioId}/{anoParfiId}: a pairing's reports of a year. */
export const visitReportsSheet = exportSheet<RelatorioVisita>('Relatórios de visita', [
  { id: 'id', header: 'ID', kind: 'integer', value: (r) => r.id },
  { id: 'escolaVisitante', header: 'Escola visitante', value: (r) => r.escolaVisitante.nomeEscola },
  { id: 'escola', header: 'Escola acompanhada', value: (r) => r.escolaAcompanhada.nomeEscola },
  { id: 'tipoRelatorio', header: 'Tipo de relatório', value: (r) => r.tipoRelatorio },
  { id: 'data', header: 'Data da visita', kind: 'date', value: (r) => r.data },
  { id: 'finalizado', header: 'Finalizado', kind: 'boolean', value: (r) => r.finalizado },
  { id: 'anoParfi', header: 'Ano PARFI', kind: 'integer', value: (r) => r.anoParfi },
]);
