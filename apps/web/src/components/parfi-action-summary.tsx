/**
 * The read-only summary of one PARFI action (spec 03 §2.5, §2.8): years, planned value, budgeted value
 * (when the objective has one), objective, goal, action, guidance and dates.
 */
import { Box, Paper, Stack, TextField } from '@mui/material';
import { formatDateBR } from '@siam/domain/dates';
import { formatCurrency } from '@siam/domain/money';

export interface ParfiActionSummaryProps {
  anoPremio: number;
  anoParfi: number;
  valor: number;
  /** valor × 1.15; null hides the field (objectives 1, 8, 9). */
  valorOrcado?: number | null;
  objetivo: string;
  meta: string;
  acao: string;
  orientacao: string | null;
  dataInicio: string;
  dataFim: string;
}

function ReadOnly({ label, value, multiline }: { label: string; value: string; multiline?: boolean }) {
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}

export function ParfiActionSummary(p: ParfiActionSummaryProps) {
  return (
    <Paper variant="outlined" component="section" aria-label="Dados da ação" sx={{ p: 2.5 }}>
      <Stack spacing={2}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(6, 1fr)' },
          }}
        >
          <ReadOnly label="Ano Prêmio" value={String(p.anoPremio)} />
          <ReadOnly label="Ano PARFI" value={String(p.anoParfi)} />
          <ReadOnly label="Valor planejado" value={formatCurrency(Number(p.valor))} />
          {p.valorOrcado !== null && p.valorOrcado !== undefined ? (
            <ReadOnly label="Valor orçado (+15%)" value={formatCurrency(Number(p.valorOrcado))} />
          ) : null}
          <ReadOnly label="Data Início" value={formatDateBR(p.dataInicio)} />
          <ReadOnly label="Data Fim" value={formatDateBR(p.dataFim)} />
        </Box>
        <ReadOnly label="Objetivo" value={p.objetivo} multiline />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          <ReadOnly label="Meta" value={p.meta} multiline />
          <ReadOnly label="Ação" value={p.acao} multiline />
        </Box>
        <ReadOnly label="Orientações" value={p.orientacao ?? ''} multiline />
      </Stack>
    </Paper>
  );
}
