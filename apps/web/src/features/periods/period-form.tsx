/**
 * The form 'Período de {type}' (spec 02 §2.15, §5 'Monitoring period form'): the year (disabled), the
 * bimestre (Primeiro to Quarto) and the four dates, validated by the domain's `periodFormSchema` (every
 * message written once in packages/domain). Picking a bimestre that already has a period loads its
 * dates after 800 ms (spec 02 §9); Salvar then updates it, otherwise creates one. Cancelar asks first.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BIMESTRES, bimestreLabel, type FichaId } from '@siam/domain/enums';
import {
  PERIOD_CREATED,
  PERIOD_UPDATED,
  periodFormSchema,
  type PeriodFormValues,
} from '@siam/domain/monitoring';
import type { Periodo } from '@siam/domain/contracts/periods';
import { FormDateField, FormSelectField, FormTextField } from '../../components/form';
import { Loading } from '../../components/loading';
import { SideForm } from '../../components/side-form';
import { toast } from '../../lib/toast';
import { PERIOD_LOAD_DELAY_MS, PERIOD_SAVE_ERROR } from './messages';
import { PERIODS_KEY, savePeriod } from './queries';

export const PERIOD_FORM_ID = 'period-form';

type DateKey =
  'acompanhamentoDataInicio' | 'acompanhamentoDataFim' | 'validacaoDataInicio' | 'validacaoDataFim';

export interface PeriodFormInput {
  ano: number;
  bimestre: number | '';
  acompanhamentoDataInicio: string | null;
  acompanhamentoDataFim: string | null;
  validacaoDataInicio: string | null;
  validacaoDataFim: string | null;
}

const DATE_FIELDS: { name: DateKey; label: string }[] = [
  { name: 'acompanhamentoDataInicio', label: 'Início do acompanhamento' },
  { name: 'acompanhamentoDataFim', label: 'Fim do acompanhamento' },
  { name: 'validacaoDataInicio', label: 'Início da validação' },
  { name: 'validacaoDataFim', label: 'Fim da validação' },
];

function valuesOf(ano: number, period: Periodo | null, bimestre: number | '' = ''): PeriodFormInput {
  return {
    ano,
    bimestre: period?.bimestre ?? bimestre,
    acompanhamentoDataInicio: period?.acompanhamentoDataInicio ?? null,
    acompanhamentoDataFim: period?.acompanhamentoDataFim ?? null,
    validacaoDataInicio: period?.validacaoDataInicio ?? null,
    validacaoDataFim: period?.validacaoDataFim ?? null,
  };
}

const resolver = zodResolver(periodFormSchema) as unknown as Resolver<
  PeriodFormInput,
  unknown,
  PeriodFormValues
>;

export interface PeriodFormProps {
  ano: number;
  fichaId: FichaId;
  /** The periods of that year and sheet (to find an existing bimestre). */
  periods: readonly Periodo[];
  /** The period clicked in the table; null: a new one. */
  initial: Periodo | null;
  /** After a successful save. */
  onSaved: () => void;
  /** Cancelar (the screen asks 'Cancelar operação?'). */
  onCancel: () => void;
}

export function PeriodForm({ ano, fichaId, periods, initial, onSaved, onCancel }: PeriodFormProps) {
  const queryClient = useQueryClient();
  const { control, handleSubmit, reset } = useForm<PeriodFormInput, unknown, PeriodFormValues>({
    resolver,
    defaultValues: valuesOf(ano, initial),
  });
  // The period being edited (its id), once loaded from the table or by picking its bimestre.
  const [editing, setEditing] = useState<Periodo | null>(initial);
  const [loadingBimestre, setLoadingBimestre] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const pickBimestre = (bimestre: number) => {
    if (timer.current) clearTimeout(timer.current);
    const existing = periods.find((p) => p.bimestre === bimestre) ?? null;
    if (!existing) {
      // A new bimestre: dates that came from another period are not this one's.
      if (editing) reset(valuesOf(ano, null, bimestre), { keepDefaultValues: true });
      setEditing(null);
      setLoadingBimestre(null);
      return;
    }
    setLoadingBimestre(bimestre);
    timer.current = setTimeout(() => {
      timer.current = null;
      reset(valuesOf(ano, existing), { keepDefaultValues: true });
      setEditing(existing);
      setLoadingBimestre(null);
    }, PERIOD_LOAD_DELAY_MS);
  };

  const save = useMutation({
    mutationFn: (values: PeriodFormValues) => {
      // The bimestre decides: update the period it already has, else create one.
      const existing = periods.find((p) => p.bimestre === values.bimestre) ?? null;
      return savePeriod(values, fichaId, existing?.id ?? null);
    },
    onSuccess: async (result) => {
      toast.success(result === 'created' ? PERIOD_CREATED : PERIOD_UPDATED);
      await queryClient.invalidateQueries({ queryKey: PERIODS_KEY });
      onSaved();
    },
    onError: (error) => toast.apiError(error, PERIOD_SAVE_ERROR),
  });

  const busy = save.isPending || loadingBimestre !== null;
  const bimestreNow = useWatch({ control, name: 'bimestre' });

  return (
    <SideForm
      label="Dados do período"
      id={PERIOD_FORM_ID}
      saving={save.isPending}
      blocked={loadingBimestre !== null}
      onCancel={onCancel}
      onSubmit={handleSubmit((values) => save.mutate(values))}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="ano" label="Ano" disabled sx={{ flex: 1 }} />
        <FormSelectField
          control={control}
          name="bimestre"
          label="Bimestre"
          options={BIMESTRES}
          onPicked={(value) => pickBimestre(value as number)}
          disabled={save.isPending}
          required
          sx={{ flex: 1 }}
        />
      </Stack>

      {loadingBimestre !== null ? (
        <Loading
          minHeight={48}
          label={`Aguarde... carregando as datas do ${bimestreLabel(loadingBimestre).toLowerCase()} bimestre.`}
        />
      ) : editing && bimestreNow === editing.bimestre ? (
        <Alert severity="info">
          O {bimestreLabel(editing.bimestre).toLowerCase()} bimestre de {ano} já tem período: ao salvar, as
          datas abaixo substituem as atuais.
        </Alert>
      ) : bimestreNow !== '' ? (
        <Alert severity="info">
          O {bimestreLabel(Number(bimestreNow)).toLowerCase()} bimestre de {ano} ainda não tem período: ao
          salvar, ele será criado.
        </Alert>
      ) : null}

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
        }}
      >
        {DATE_FIELDS.map((d) => (
          <FormDateField
            key={d.name}
            control={control}
            name={d.name}
            label={d.label}
            required
            disabled={busy}
          />
        ))}
      </Box>
    </SideForm>
  );
}
