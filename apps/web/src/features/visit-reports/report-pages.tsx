/**
 * /premio/cadastrar-visita-parfi 'Cadastrar Relatório de Visita' and /premio/editar-visita-parfi
 * (spec 03 §2.9, §2.10, §5.5, §6). Create: only the visiting school (or the Administrador); the type
 * offered is `offeredReportType` (2023: only type 3; else by the number of finalized reports); when an
 * open report of that type exists the user goes to it; with 4 finalized reports the §5.5 refusal.
 * Edit: the report by ?relatorioVisitaId=, titled by `reportTitle`; the visited school views it only.
 * The edit screen prints the report (report-print.tsx) and downloads its PDF (GET /api/RelatorioVisita/{id}/Pdf).
 */
import { useEffect } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import {
  VISIT_MSG,
  VISIT_UI_MSG,
  offeredReportType,
  openReportOfType,
  parfiYearOfAward,
  reportLimitReached,
  reportTitle,
} from '@siam/domain/visit-reports';
import { errorText } from '../../api/client';
import type { School } from '../../api/types';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { PdfDownloadButton } from '../../components/print/pdf-download-button';
import { PrintButton } from '../../components/print/print-parts';
import { useCan } from '../../lib/session';
import { toast } from '../../lib/toast';
import { WithActiveSchool } from './active-school';
import { VisitReportPrint } from './report-print';
import {
  CREATE_TITLE,
  NO_REPORT_CHOSEN,
  ONLY_VISITING_SCHOOL,
  OPEN_REPORT_JUMP,
  REPORT_ERROR,
} from './messages';
import { useReport, useReportTypes } from './queries';
import { ReportForm } from './report-form';
import { editUrl, listUrl, useVisitParams } from './route-state';
import { useVisitContext } from './use-visit-context';

function BackTo({ anoPremio, children }: { anoPremio: number | null; children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {children}
      <Button variant="outlined" onClick={() => void navigate(listUrl(anoPremio))}>
        Voltar
      </Button>
    </Stack>
  );
}

// ------------------------------------------------------------------------------------------- create

export function CreateVisitReportPage() {
  return (
    <>
      <PageHeader
        title={CREATE_TITLE}
        subtitle="Registre a visita da escola premiada à escola acompanhada: data, avaliação dos indicadores e participantes."
      />
      <WithActiveSchool>{(school) => <CreateReport school={school} />}</WithActiveSchool>
    </>
  );
}

function CreateReport({ school }: { school: School }) {
  const navigate = useNavigate();
  const anySchool = useCan('parfi.visitAnySchool');
  const mayDelete = useCan('parfi.visitDelete');
  const params = useVisitParams();
  const ctx = useVisitContext(school, params.anoPremio);
  const types = useReportTypes();
  const reports = ctx.reports;
  const finalized = reports?.filter((r) => r.finalizado).length ?? 0;
  const offered = ctx.anoPremio === null ? null : offeredReportType(ctx.anoPremio, finalized);
  const open = reports && offered !== null ? openReportOfType(reports, offered) : null;
  const limit = reportLimitReached(finalized);
  const writer = ctx.isVisiting || anySchool;

  // §2.9: an open report of the type offered is continued, not duplicated.
  useEffect(() => {
    if (open && writer && !limit) {
      toast.info(OPEN_REPORT_JUMP);
      void navigate(editUrl(ctx.anoPremio, open.id), { replace: true });
    }
  }, [open, writer, limit, ctx.anoPremio, navigate]);

  if (ctx.problem)
    return (
      <BackTo anoPremio={ctx.anoPremio}>
        <Alert severity={ctx.problem.severity}>{ctx.problem.text}</Alert>
      </BackTo>
    );
  if (ctx.loading || types.isPending || !ctx.pairing || !ctx.parfiYear || !reports || offered === null)
    return types.isError ? <Alert severity="error">{VISIT_UI_MSG.loadError}</Alert> : <Loading />;
  if (types.isError) return <Alert severity="error">{VISIT_UI_MSG.loadError}</Alert>;
  if (!writer)
    return (
      <BackTo anoPremio={ctx.anoPremio}>
        <Alert severity="info">{ONLY_VISITING_SCHOOL}</Alert>
      </BackTo>
    );
  if (limit)
    return (
      <BackTo anoPremio={ctx.anoPremio}>
        <Alert severity="warning">{VISIT_MSG.limitReached}</Alert>
      </BackTo>
    );
  if (open) return <Loading />;

  return (
    <ReportForm
      activeInep={school.codigoInep}
      anoPremio={ctx.anoPremio}
      anoParfi={ctx.parfiYear.ano}
      visiting={ctx.pairing.escolaPremiada}
      visited={ctx.pairing.escolaFomentada}
      writer={writer}
      mayDelete={mayDelete}
      report={null}
      create={{
        pareamentoEscolasId: ctx.pairing.id,
        anoParfiId: ctx.parfiYear.id,
        types: types.data,
        offeredType: offered,
      }}
    />
  );
}

// --------------------------------------------------------------------------------------------- edit

export function EditVisitReportPage() {
  return <WithActiveSchool>{(school) => <EditReport school={school} />}</WithActiveSchool>;
}

function EditReport({ school }: { school: School }) {
  const anySchool = useCan('parfi.visitAnySchool');
  const mayDelete = useCan('parfi.visitDelete');
  const params = useVisitParams();
  const report = useReport(params.relatorioVisitaId);

  if (params.relatorioVisitaId === null)
    return (
      <>
        <PageHeader title="Relatório de Visita" />
        <BackTo anoPremio={params.anoPremio}>
          <Alert severity="info">{NO_REPORT_CHOSEN}</Alert>
        </BackTo>
      </>
    );
  if (report.isPending)
    return (
      <>
        <PageHeader title="Relatório de Visita" />
        <Loading />
      </>
    );
  if (report.isError)
    return (
      <>
        <PageHeader title="Relatório de Visita" />
        <BackTo anoPremio={params.anoPremio}>
          <Alert severity="error">{errorText(report.error, REPORT_ERROR)}</Alert>
        </BackTo>
      </>
    );

  const r = report.data;
  const isVisiting = r.escolaVisitante.codigoInep === school.codigoInep;
  const writer = isVisiting || anySchool;
  // The award year travels in the address; without it, the one the PARFI year belongs to (§2.12).
  const anoPremio = params.anoPremio ?? (parfiYearOfAward(r.anoParfi) === r.anoParfi ? r.anoParfi : null);
  return (
    <>
      <PageHeader
        title={reportTitle(r.finalizado, writer)}
        subtitle={`${r.tipoRelatorio} nº ${r.id} da escola acompanhada ${r.escolaAcompanhada.nomeEscola}.`}
        actions={
          <Stack direction="row" spacing={1.5}>
            <PrintButton />
            <PdfDownloadButton
              path={`/RelatorioVisita/${r.id}/Pdf`}
              fallbackName={`relatorio-visita-${r.id}.pdf`}
            />
          </Stack>
        }
      />
      <VisitReportPrint report={r} />
      <ReportForm
        key={r.id}
        activeInep={school.codigoInep}
        anoPremio={anoPremio}
        anoParfi={r.anoParfi}
        visiting={r.escolaVisitante}
        visited={r.escolaAcompanhada}
        writer={writer}
        mayDelete={mayDelete}
        report={r}
      />
    </>
  );
}
