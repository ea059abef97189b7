/**
 * The printed visit report (issue 17 item 2): identification, description and participants, then
 * (on a new page) each category's indicators with the level and criterion chosen, signed by the
 * visitor and the visited school's director. The header names the visiting school, which writes it.
 */
import { formatDateBR } from '@siam/domain/dates';
import { PRINT_SIGNATURES } from '@siam/domain/print';
import type {
  Indicador,
  IndicadorRelatorio,
  Participante,
  RelatorioCompleto,
} from '@siam/domain/contracts/visit-reports';
import { PrintLayout } from '../../components/print/print-layout';
import { PrintFields, PrintSection, PrintTable } from '../../components/print/print-parts';
import { levelLabel } from './level-chip';
import { useCategories, useIndicatorsOf, useParticipants } from './queries';

interface IndicatorRow {
  indicador: Indicador;
  answer: IndicadorRelatorio | undefined;
}

export function VisitReportPrint({ report }: { report: RelatorioCompleto }) {
  const categories = useCategories(report.tipoRelatorioId);
  const indicators = useIndicatorsOf(categories.data ?? []);
  // The participants' panel keeps this list fresh after an addition.
  const participants = useParticipants(report.id);
  const people: readonly Participante[] = participants.data ?? report.participantes;
  const answers = new Map(report.indicadores.map((a) => [a.indicadorId, a]));
  const school = {
    nomeEscola: report.escolaVisitante.nomeEscola,
    codigoInep: report.escolaVisitante.codigoInep,
  };
  return (
    <PrintLayout
      title={`${report.tipoRelatorio} nº ${report.id}`}
      subtitle="Relatório de visita do PARFI"
      school={school}
      signatures={PRINT_SIGNATURES.visitReport}
    >
      <PrintSection title="Identificação">
        <PrintFields
          fields={[
            [
              'Escola visitante',
              `${report.escolaVisitante.codigoInep} - ${report.escolaVisitante.nomeEscola}`,
            ],
            [
              'Escola acompanhada',
              `${report.escolaAcompanhada.codigoInep} - ${report.escolaAcompanhada.nomeEscola}`,
            ],
            ['Ano PARFI', String(report.anoParfi)],
            ['Data da visita', report.data ? formatDateBR(report.data) : '-'],
            ['Situação', report.finalizado ? 'Finalizado' : 'Em elaboração'],
          ]}
        />
      </PrintSection>
      <PrintSection title="Descrição detalhada">
        <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{report.descricaoDetalhada || '-'}</p>
      </PrintSection>
      <PrintSection title="Participantes">
        <PrintTable
          columns={[
            { label: 'Nome', value: (p: Participante) => p.nome },
            { label: 'Perfil', value: (p: Participante) => p.nomePerfil ?? '-' },
          ]}
          rows={people}
          rowKey={(p) => p.id}
          empty="Nenhum participante."
        />
      </PrintSection>
      {(categories.data ?? []).map((c, i) => (
        <PrintSection key={c.id} title={`${c.codigo}. ${c.descricao}`} pageBreak={i === 0}>
          <PrintTable<IndicatorRow>
            columns={[
              {
                label: 'Indicador',
                value: (r) => `${r.indicador.codigo}. ${r.indicador.descricao}`,
                width: '45%',
              },
              { label: 'Nível', value: (r) => (r.answer ? levelLabel(r.answer.nivel) : 'Não avaliado') },
              { label: 'Critério', value: (r) => r.answer?.descricaoCriterio ?? '-', width: '40%' },
            ]}
            rows={(indicators.byCategory.get(c.id) ?? []).map((indicador) => ({
              indicador,
              answer: answers.get(indicador.id),
            }))}
            rowKey={(r) => r.indicador.id}
            empty="Nenhum indicador."
          />
        </PrintSection>
      ))}
    </PrintLayout>
  );
}
