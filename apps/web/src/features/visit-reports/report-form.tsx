/**
 * The visit-report form of the create and edit screens (spec 03 §2.9, §2.10, §4.4, §5.5): the two
 * schools, the report type, Ano Prêmio and Ano PARFI (disabled), the visit date (no future dates), the
 * category, its indicators and the criterion panel, the detailed description (shown once every
 * indicator of every category is answered; at most 3000 characters, with its counter), the
 * participants panel, and Salvar / Finalizar (with the first missing requirement beside it) / Voltar /
 * the Administrador's Excluir. Everything is read-only for the visited school and once finalized.
 * The rules are the domain's (`finalizeHint`, `finalizeError`, `answersToSend`, ...).
 */
import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Grid,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { todayIso } from '@siam/domain/dates';
import {
  DESCRIPTION_MAX,
  VISIT_MSG,
  VISIT_UI_MSG,
  answersToSend,
  finalizeEnabled,
  finalizeError,
  finalizeHint,
  isFutureVisitDate,
} from '@siam/domain/visit-reports';
import { api, errorText } from '../../api/client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDateField, FormTextField } from '../../components/form';
import { Loading } from '../../components/loading';
import { toast } from '../../lib/toast';
import { CriterionPanel, IndicatorList, type Answer } from './indicator-panel';
import {
  CHOOSE_DATE_FIRST,
  DESCRIPTION_LATER,
  FINALIZED_NOTICE,
  FINALIZE_CONFIRM_TEXT,
  FINALIZE_CONFIRM_TITLE,
  INDICATORS_ERROR,
  READ_ONLY_NOTICE,
  SAVE_FIRST_FINALIZE,
  SAVE_REPORT_ERROR,
} from './messages';
import { ParticipantsPanel } from './participants-panel';
import { useCategories, useCriteria, useIndicatorsOf, useParticipants, visitKeys } from './queries';
import type {
  CriterioRelatorio,
  RelatorioCompleto,
  ReportSaved,
  SchoolRef,
  TipoRelatorio,
} from '@siam/domain/contracts/visit-reports';
import { editUrl, listUrl } from './route-state';
import { SchoolPair } from './school-pair';
import { useDeleteReport } from './use-delete-report';

const formSchema = z.object({
  data: z
    .string()
    .nullable()
    .refine((v) => Boolean(v), { error: VISIT_MSG.dateRequired })
    .refine((v) => !v || !isFutureVisitDate(v, todayIso()), { error: VISIT_MSG.futureDate }),
  descricaoDetalhada: z.string().max(DESCRIPTION_MAX, { error: VISIT_MSG.descriptionMax }),
});
type FormValues = z.infer<typeof formSchema>;
const resolver = zodResolver(formSchema) as unknown as Resolver<FormValues>;

export interface ReportFormProps {
  activeInep: string;
  anoPremio: number | null;
  anoParfi: number;
  visiting: SchoolRef;
  visited: SchoolRef;
  /** The visiting school or the Administrador: may change the report while it is open. */
  writer: boolean;
  /** The delete button (parfi.visitDelete). */
  mayDelete: boolean;
  /** The saved report (edit screen), or null (create screen). */
  report: RelatorioCompleto | null;
  /** Create screen: where the new report goes and the type offered (§2.9). */
  create?: {
    pareamentoEscolasId: number;
    anoParfiId: number;
    types: readonly TipoRelatorio[];
    offeredType: number;
  };
}

/** PUT answers the saved report, POST the new report's id. */
type SaveAnswer = ReportSaved | number;

export function ReportForm(props: ReportFormProps) {
  const { report, create, writer, mayDelete, anoPremio } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tipo = report?.tipoRelatorioId ?? create?.offeredType ?? null;
  const finalizado = report?.finalizado ?? false;
  const canEdit = writer && !finalizado && (report ? report.podeEditar : true);

  const { control, handleSubmit, getValues } = useForm<FormValues>({
    resolver,
    defaultValues: { data: report?.data ?? null, descricaoDetalhada: report?.descricaoDetalhada ?? '' },
  });
  const data = useWatch({ control, name: 'data' });
  const descricao = useWatch({ control, name: 'descricaoDetalhada' }) ?? '';

  const [answers, setAnswers] = useState<Map<number, Answer>>(
    () =>
      new Map(
        (report?.indicadores ?? []).map((a) => [
          a.indicadorId,
          {
            indicadorId: a.indicadorId,
            categoriaId: a.categoriaId,
            criterioId: a.criterioId,
            nivel: a.nivel ?? 0,
            descricaoCriterio: a.descricaoCriterio ?? '',
          },
        ]),
      ),
  );
  const [chosenCategory, setChosenCategory] = useState<number | null>(null);
  const [chosenIndicator, setChosenIndicator] = useState<number | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [dialog, setDialog] = useState<'finalize' | 'level-four' | 'delete' | null>(null);

  const categories = useCategories(tipo);
  const categoryList = useMemo(() => categories.data ?? [], [categories.data]);
  const indicators = useIndicatorsOf(categoryList);
  const categoriaId = chosenCategory ?? categoryList[0]?.id ?? null;
  const criteria = useCriteria(categoriaId, tipo);
  const participants = useParticipants(report?.id ?? null);

  const allIndicators = [...indicators.byCategory.values()].flat();
  const total = allIndicators.length;
  const answered = allIndicators.filter((i) => answers.has(i.id)).length;
  const allAnswered = total > 0 && answered === total && !indicators.pending;
  const categoryIndicators = categoriaId === null ? [] : (indicators.byCategory.get(categoriaId) ?? []);
  const indicatorId =
    chosenIndicator !== null && categoryIndicators.some((i) => i.id === chosenIndicator)
      ? chosenIndicator
      : ((categoryIndicators.find((i) => !answers.has(i.id)) ?? categoryIndicators[0])?.id ?? null);
  const indicator = categoryIndicators.find((i) => i.id === indicatorId) ?? null;
  const participantCount = participants.data?.length ?? 0;

  const state = {
    saved: report !== null,
    finalizado,
    descricaoDetalhada: descricao,
    participantes: participantCount,
    indicadoresTotal: total,
    indicadoresRespondidos: answered,
  };
  const hint = finalizado ? null : (finalizeHint(state) ?? (report ? null : SAVE_FIRST_FINALIZE));
  const canFinalize = finalizeEnabled({ ...state, isVisitingSchool: canEdit });

  const choose = (c: CriterioRelatorio) => {
    if (!canEdit || !indicator) return;
    const next = new Map(answers);
    next.set(c.indicadorId, {
      indicadorId: c.indicadorId,
      categoriaId: indicator.categoriaId,
      criterioId: c.id,
      nivel: c.codigo,
      descricaoCriterio: c.descricao,
    });
    setAnswers(next);
    // Go on to the next indicator of the category still to be evaluated.
    const pos = categoryIndicators.findIndex((i) => i.id === c.indicadorId);
    const following = [...categoryIndicators.slice(pos + 1), ...categoryIndicators.slice(0, pos)];
    setChosenIndicator(following.find((i) => !next.has(i.id))?.id ?? c.indicadorId);
  };

  const body = (values: FormValues, finalizar: boolean) => {
    const relatorioVisitaId = report?.id ?? 0;
    return {
      tipoRelatorioId: tipo,
      data: values.data,
      descricaoDetalhada: values.descricaoDetalhada,
      indicadores: answersToSend([...answers.values()]).map((a) => ({
        relatorioVisitaId,
        criterioId: a.criterioId,
        indicadorId: a.indicadorId,
        categoriaId: a.categoriaId,
      })),
      ...(report
        ? {
            id: report.id,
            finalizado: finalizar,
            anoParfiId: report.anoParfiId,
            pareamentoEscolasId: report.pareamentoEscolasId,
          }
        : { anoParfiId: create?.anoParfiId, pareamentoEscolasId: create?.pareamentoEscolasId }),
    };
  };

  const save = useMutation({
    mutationFn: ({ values, finalizar }: { values: FormValues; finalizar: boolean }) =>
      report
        ? api.put<SaveAnswer>('/RelatorioVisita', body(values, finalizar))
        : api.post<SaveAnswer>('/RelatorioVisita', body(values, false)),
    onSuccess: (answer) => {
      setDialog(null);
      toast.success(typeof answer === 'object' && answer?.mensagem ? answer.mensagem : VISIT_MSG.saved);
      void queryClient.invalidateQueries({ queryKey: visitKeys.all });
      if (!report && typeof answer === 'number') void navigate(editUrl(anoPremio, answer), { replace: true });
    },
    onError: (error) => {
      setDialog(null);
      if (errorText(error) === VISIT_MSG.allLevelFour) setDialog('level-four');
      else toast.apiError(error, SAVE_REPORT_ERROR);
    },
  });
  const remove = useDeleteReport(() => void navigate(listUrl(anoPremio)));

  const onSave = handleSubmit((values) => save.mutate({ values, finalizar: false }));
  const onFinalize = handleSubmit(() => {
    const error = finalizeError({ ...state, levels: [...answers.values()].map((a) => a.nivel) });
    if (error === VISIT_MSG.allLevelFour) setDialog('level-four');
    else if (error) toast.error(error);
    else setDialog('finalize');
  });

  const typeName =
    report?.tipoRelatorio ?? create?.types.find((t) => t.id === create.offeredType)?.descricao ?? '';

  return (
    <Stack spacing={2.5} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
      <SchoolPair visiting={props.visiting} visited={props.visited} activeInep={props.activeInep} />
      {finalizado ? <Alert severity="success">{FINALIZED_NOTICE}</Alert> : null}
      {!writer ? <Alert severity="info">{READ_ONLY_NOTICE}</Alert> : null}

      <Paper variant="outlined" component="section" aria-label="Dados do relatório" sx={{ p: 2.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 2 }}>
          <Typography variant="h2" component="h2" sx={{ flex: 1 }}>
            Dados do relatório
          </Typography>
          <Button
            variant="outlined"
            onClick={() => setPanelOpen(true)}
            startIcon={
              <Badge badgeContent={participantCount} color="primary" showZero={report !== null}>
                <GroupsOutlinedIcon />
              </Badge>
            }
            aria-label={`Participantes (${participantCount})`}
          >
            Participantes
          </Button>
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            {create ? (
              <TextField
                select
                fullWidth
                label="Tipo de relatório"
                value={create.offeredType}
                helperText="O tipo é definido pelo número de relatórios já finalizados."
              >
                {create.types.map((t) => (
                  <MenuItem key={t.id} value={t.id} disabled={t.id !== create.offeredType}>
                    {t.descricao}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <TextField fullWidth label="Tipo de relatório" value={typeName} disabled />
            )}
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField fullWidth label="Ano Prêmio" value={anoPremio ?? ''} disabled />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <TextField fullWidth label="Ano PARFI" value={props.anoParfi} disabled />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormDateField
              control={control}
              name="data"
              label="Data da visita"
              disableFuture
              maxDate={todayIso()}
              required={canEdit}
              disabled={!canEdit}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {data ? (
              <TextField
                select
                fullWidth
                label="Categoria"
                value={categoriaId ?? ''}
                onChange={(e) => {
                  setChosenCategory(Number(e.target.value));
                  setChosenIndicator(null);
                }}
                disabled={categoryList.length === 0}
              >
                {categoryList.map((c) => {
                  const list = indicators.byCategory.get(c.id) ?? [];
                  const done = list.filter((i) => answers.has(i.id)).length;
                  return (
                    <MenuItem key={c.id} value={c.id}>
                      {c.codigo}. {c.descricao} ({done}/{list.length})
                    </MenuItem>
                  );
                })}
              </TextField>
            ) : null}
          </Grid>
        </Grid>
      </Paper>

      {!data ? (
        <Alert severity="info">{CHOOSE_DATE_FIRST}</Alert>
      ) : categories.isPending ? (
        <Loading />
      ) : categories.isError ? (
        <Alert severity="error">{errorText(categories.error, VISIT_UI_MSG.categoriesError)}</Alert>
      ) : categoryList.length === 0 ? (
        <Alert severity="info">{VISIT_UI_MSG.noCategories}</Alert>
      ) : indicators.error ? (
        <Alert severity="error">{errorText(indicators.error, INDICATORS_ERROR)}</Alert>
      ) : (
        <Grid container spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" component="section" aria-label="Indicadores" sx={{ p: 2.5 }}>
              <Stack direction="row" sx={{ alignItems: 'baseline', mb: 1, gap: 2 }}>
                <Typography variant="h3" component="h3" sx={{ flex: 1 }}>
                  Indicadores
                </Typography>
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                  {answered} de {total} indicadores avaliados
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={total ? (answered / total) * 100 : 0}
                aria-label="Indicadores avaliados"
                sx={{ mb: 2, height: 6, borderRadius: 3 }}
              />
              {indicators.pending ? (
                <Loading />
              ) : (
                <IndicatorList
                  indicators={categoryIndicators}
                  answers={answers}
                  selectedId={indicatorId}
                  onSelect={setChosenIndicator}
                />
              )}
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            {criteria.isError ? (
              <Alert severity="error">{errorText(criteria.error, VISIT_UI_MSG.noCriteria)}</Alert>
            ) : (
              <CriterionPanel
                indicator={indicator}
                criteria={(criteria.data ?? []).filter((c) => c.indicadorId === indicatorId)}
                answer={indicatorId === null ? undefined : answers.get(indicatorId)}
                disabled={!canEdit}
                onChoose={choose}
              />
            )}
          </Grid>
        </Grid>
      )}

      {data && total > 0 ? (
        allAnswered ? (
          <FormTextField
            control={control}
            name="descricaoDetalhada"
            label="Descrição detalhada"
            multiline
            minRows={5}
            helperText={`${descricao.length.toLocaleString('pt-BR')}${VISIT_UI_MSG.descriptionCounter}`}
            // Read-only rather than disabled, so the visited school reads it at full contrast.
            slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX, readOnly: !canEdit } }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {DESCRIPTION_LATER}
          </Typography>
        )
      ) : null}

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Box sx={{ flex: 1 }}>
            {canEdit && hint ? (
              <Typography color="warning.dark" role="status" sx={{ fontWeight: 500 }}>
                {hint}
              </Typography>
            ) : null}
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={() => void navigate(listUrl(anoPremio))}>
              Voltar
            </Button>
            {mayDelete && report ? (
              <Button variant="outlined" color="error" onClick={() => setDialog('delete')}>
                Excluir
              </Button>
            ) : null}
            {canEdit ? (
              <Button variant="outlined" onClick={() => void onSave()} disabled={save.isPending}>
                {save.isPending ? 'Aguarde...' : 'Salvar'}
              </Button>
            ) : null}
            {report && writer ? (
              <Button
                variant="contained"
                onClick={() => void onFinalize()}
                disabled={finalizado || !canFinalize || save.isPending}
              >
                {finalizado ? 'Finalizado' : 'Finalizar'}
              </Button>
            ) : !report ? (
              <Button variant="contained" disabled>
                Finalizar
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Paper>

      <ParticipantsPanel
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        reportId={report?.id ?? null}
        canEdit={canEdit}
      />
      <ConfirmDialog
        open={dialog === 'finalize'}
        title={FINALIZE_CONFIRM_TITLE}
        text={FINALIZE_CONFIRM_TEXT}
        confirmLabel="Finalizar"
        loading={save.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => save.mutate({ values: getValues(), finalizar: true })}
      />
      <ConfirmDialog
        open={dialog === 'level-four'}
        title={VISIT_MSG.allLevelFourTitle}
        text={VISIT_MSG.allLevelFour}
        confirmLabel="Entendi"
        hideCancel
        onCancel={() => setDialog(null)}
        onConfirm={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={VISIT_MSG.deleteConfirmTitle}
        text={VISIT_MSG.deleteConfirmText}
        confirmLabel="Excluir"
        destructive
        loading={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => report && remove.mutate({ report, anoPremio, escolaInep: props.activeInep })}
      />
    </Stack>
  );
}
