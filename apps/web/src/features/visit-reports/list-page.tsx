/**
 * /premio/listar-visita-parfi 'Relatório de Visita do Prêmio' (spec 03 §2.12, §5.5, §6): the active
 * school's visit reports of the chosen award year. No school: the access-denied page; a school outside
 * the award: 'Escola não participante do prêmio'. Ano PARFI follows the award year (2023 → 2024). Only
 * the visiting school sees the add button (refused with the §5.5 text once 4 reports are finalized);
 * a row opens the report (edit for the visiting school and the Administrador, view for the visited
 * school); the Administrador also deletes a report here, after the confirmation.
 */
import { useState } from 'react';
import { Alert, Button, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useNavigate } from 'react-router';
import { formatDateBR } from '@siam/domain/dates';
import { VISIT_MSG, VISIT_UI_MSG, reportLimitReached } from '@siam/domain/visit-reports';
import type { School } from '../../api/types';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { FiltersPanel } from '../../components/filters-panel';
import { useCan } from '../../lib/session';
import { toast } from '../../lib/toast';
import { WithActiveSchool } from './active-school';
import { ONLY_VISITING_SCHOOL } from './messages';
import type { RelatorioVisita } from '@siam/domain/contracts/visit-reports';
import { createUrl, editUrl, useVisitParams } from './route-state';
import { SchoolPair } from './school-pair';
import { useDeleteReport } from './use-delete-report';
import { useVisitContext } from './use-visit-context';

/** Spec 03 §9: the report list's height. */
export const REPORT_LIST_HEIGHT = 900;

export default function VisitReportListPage() {
  return (
    <>
      <PageHeader
        title={VISIT_MSG.listTitle}
        subtitle="Relatórios das visitas da escola premiada à escola fomentada, por ano do prêmio."
      />
      <WithActiveSchool>{(school) => <ReportList school={school} />}</WithActiveSchool>
    </>
  );
}

function ReportList({ school }: { school: School }) {
  const navigate = useNavigate();
  const anySchool = useCan('parfi.visitAnySchool');
  const mayDelete = useCan('parfi.visitDelete');
  const params = useVisitParams();
  const ctx = useVisitContext(school, params.anoPremio);
  const [toDelete, setToDelete] = useState<RelatorioVisita | null>(null);
  const remove = useDeleteReport(() => setToDelete(null));

  if (ctx.loading && ctx.years.length === 0) return <Loading />;
  if (ctx.notParticipant && ctx.problem) return <Alert severity="info">{ctx.problem.text}</Alert>;

  const reports = ctx.reports ?? [];
  const finalized = reports.filter((r) => r.finalizado).length;
  const writer = ctx.isVisiting || anySchool;
  const open = (r: RelatorioVisita) => void navigate(editUrl(ctx.anoPremio, r.id));
  const add = () => {
    if (ctx.anoPremio === null) return;
    if (reportLimitReached(finalized)) {
      toast.error(VISIT_MSG.limitReached);
      return;
    }
    void navigate(createUrl(ctx.anoPremio));
  };

  const columns: DataTableColumn<RelatorioVisita>[] = [
    { id: 'id', label: 'ID', width: 80 },
    {
      id: 'escola',
      label: 'Escola Acompanhada',
      render: (r) => r.escolaAcompanhada.nomeEscola,
      sortValue: (r) => r.escolaAcompanhada.nomeEscola,
    },
    { id: 'tipoRelatorio', label: 'Tipo de Relatório' },
    { id: 'data', label: 'Data da Visita', render: (r) => formatDateBR(r.data), kind: 'date' },
    { id: 'finalizado', label: 'Finalizado', render: (r) => (r.finalizado ? 'Sim' : 'Não') },
    {
      id: 'acoes',
      label: 'Ações',
      align: 'right',
      sortable: false,
      render: (r) => {
        const edits = writer && r.podeEditar;
        return (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Tooltip title={edits ? 'Editar' : 'Visualizar'}>
              <IconButton
                size="small"
                aria-label={`${edits ? 'Editar' : 'Visualizar'} relatório ${r.id}`}
                onClick={(e) => {
                  e.stopPropagation();
                  open(r);
                }}
              >
                {edits ? <EditOutlinedIcon fontSize="small" /> : <VisibilityOutlinedIcon fontSize="small" />}
              </IconButton>
            </Tooltip>
            {mayDelete ? (
              <Tooltip title="Excluir">
                <IconButton
                  size="small"
                  color="error"
                  aria-label={`Excluir relatório ${r.id}`}
                  onClick={(e) => {
                    e.stopPropagation();
                    setToDelete(r);
                  }}
                >
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </Stack>
        );
      },
    },
  ];

  return (
    <Stack spacing={2.5}>
      <FiltersPanel>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Ano Prêmio"
            value={ctx.anoPremio ?? ''}
            onChange={(e) => params.setAnoPremio(Number(e.target.value))}
            sx={{ minWidth: 160 }}
          >
            {ctx.years.map((y) => (
              <MenuItem key={y.anoPremio} value={y.anoPremio}>
                {y.anoPremio}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Ano PARFI" value={ctx.anoParfi ?? ''} disabled sx={{ minWidth: 160 }} />
        </Stack>
        {ctx.isVisiting && ctx.reports !== null ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
            Cadastrar relatório
          </Button>
        ) : null}
      </FiltersPanel>

      {ctx.problem ? (
        <Alert severity={ctx.problem.severity}>{ctx.problem.text}</Alert>
      ) : ctx.loading || !ctx.pairing ? (
        <Loading />
      ) : (
        <>
          <SchoolPair
            visiting={ctx.pairing.escolaPremiada}
            visited={ctx.pairing.escolaFomentada}
            activeInep={school.codigoInep}
          />
          {!ctx.isVisiting && !anySchool ? <Alert severity="info">{ONLY_VISITING_SCHOOL}</Alert> : null}
          <DataTable
            ariaLabel="Relatórios de visita"
            columns={columns}
            rows={reports}
            getRowKey={(r) => r.id}
            getRowLabel={(r) => `${r.tipoRelatorio} ${r.id}`}
            onRowClick={open}
            height={REPORT_LIST_HEIGHT}
            emptyMessage={VISIT_UI_MSG.noReports}
            exportSource={
              ctx.parfiYear
                ? {
                    path: `/RelatorioVisita/${ctx.pairing.id}/${ctx.pairing.anoPremioId}/${ctx.parfiYear.id}`,
                  }
                : undefined
            }
            exportLabel="relatórios de visita"
          />
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={VISIT_MSG.deleteConfirmTitle}
        text={VISIT_MSG.deleteConfirmText}
        confirmLabel="Excluir"
        destructive
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          remove.mutate({ report: toDelete, anoPremio: ctx.anoPremio, escolaInep: school.codigoInep })
        }
      />
    </Stack>
  );
}
