/**
 * GET RelatorioVisita/{id}/Pdf (issue 17 item 2): the visit report as an archived PDF. The same read
 * and rights as GET RelatorioVisita/{id}/1 (`service.detail`: unknown report 404, a pairing the
 * caller may not read 403), then the printed report: identification, description, participants and,
 * on a new page, each category's indicators with the level and criterion chosen; signed by the
 * visitor and the visited school's director. The header names the visiting school, which writes it.
 */
import { formatDateBR } from '@siam/domain/dates';
import { PRINT_SIGNATURES, pdfFileName } from '@siam/domain/print';
import type { Caller } from '../../lib/caller';
import { renderPdf } from '../../lib/pdf';
import type { createVisitReportsService } from './visit-reports.service';

type Service = ReturnType<typeof createVisitReportsService>;

export async function reportPdf(service: Service, caller: Caller, id: number, now: Date) {
  const report = await service.detail(caller, id);
  const categories = await service.categories(report.tipoRelatorioId);
  const indicators = await Promise.all(categories.map((c) => service.indicators(c.id)));
  const answers = new Map(report.indicadores.map((a) => [a.indicadorId, a]));
  const school = (s: { codigoInep: string; nomeEscola: string }) => `${s.codigoInep} - ${s.nomeEscola}`;
  const pdf = await renderPdf(
    {
      title: `${report.tipoRelatorio} nº ${report.id}`,
      subtitle: 'Relatório de visita do PARFI',
      school: report.escolaVisitante,
      generatedAt: now,
      userName: caller.nome,
    },
    (w) => {
      w.section('Identificação');
      w.fields([
        ['Escola visitante', school(report.escolaVisitante)],
        ['Escola acompanhada', school(report.escolaAcompanhada)],
        ['Ano PARFI', String(report.anoParfi)],
        ['Data da visita', report.data ? formatDateBR(report.data) : '-'],
        ['Situação', report.finalizado ? 'Finalizado' : 'Em elaboração'],
      ]);
      w.section('Descrição detalhada');
      w.paragraph(report.descricaoDetalhada || '-');
      w.section('Participantes');
      w.table(
        [
          { label: 'Nome', value: (p) => p.nome, width: 60 },
          { label: 'Perfil', value: (p) => p.nomePerfil ?? '-', width: 40 },
        ],
        report.participantes,
        { empty: 'Nenhum participante.' },
      );
      categories.forEach((c, i) => {
        w.section(`${c.codigo}. ${c.descricao}`, { pageBreak: i === 0 });
        w.table(
          [
            { label: 'Indicador', value: (x) => `${x.codigo}. ${x.descricao}`, width: 45 },
            {
              label: 'Nível',
              value: (x) => {
                const a = answers.get(x.id);
                return a && a.nivel ? `Nível ${a.nivel}` : 'Não avaliado';
              },
              width: 13,
            },
            { label: 'Critério', value: (x) => answers.get(x.id)?.descricaoCriterio ?? '-', width: 42 },
          ],
          indicators[i] ?? [],
          { empty: 'Nenhum indicador.' },
        );
      });
      w.signatures(PRINT_SIGNATURES.visitReport);
    },
  );
  return {
    pdf,
    fileName: pdfFileName('relatorio-visita', report.id, report.escolaAcompanhada.codigoInep),
  };
}
