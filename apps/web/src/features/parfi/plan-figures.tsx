/** The read-only figures of a PARFI plan (spec 03 §2.1), as the server computed them. */
import { Box, Paper, Stack, Tooltip, Typography } from '@mui/material';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { formatCurrency } from '@siam/domain/money';
import type { PlanoParfi } from '@siam/domain/contracts/parfi';
import { NOT_APPLICABLE, TOTAL_PLANNED_TOOLTIP } from './messages';

/** 'filled/total' of the mandatory actions, or N/A when the plan has no mandatory objective. */
export function mandatoryCount(plan: PlanoParfi | null): string {
  const a = plan?.acoesObrigatorias;
  return a ? `${a.preenchidas}/${a.total}` : NOT_APPLICABLE;
}

function Figure({ label, value, tooltip }: { label: string; value: string; tooltip?: string }) {
  return (
    <Box sx={{ minWidth: 150 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {tooltip ? (
          <Tooltip title={tooltip}>
            <InfoOutlinedIcon fontSize="small" color="action" titleAccess={tooltip} tabIndex={0} />
          </Tooltip>
        ) : null}
      </Stack>
      <Typography variant="h3" component="p" aria-label={`${label}: ${value}`}>
        {value}
      </Typography>
    </Box>
  );
}

const money = (n: number | null | undefined) =>
  n === null || n === undefined ? '-' : formatCurrency(Number(n));

export function PlanFigures({ plan }: { plan: PlanoParfi | null }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Valores do PARFI" sx={{ p: 2.5 }}>
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Figure label="Valor Prêmio" value={money(plan?.valorPremio)} />
        <Figure label="Saldo Disponível" value={money(plan?.saldoDisponivel)} />
        <Figure label="Valor Executado" value={money(plan?.valorExecutado)} />
        <Figure label="Total Planejado" value={money(plan?.totalPlanejado)} tooltip={TOTAL_PLANNED_TOOLTIP} />
        <Figure label="Ações Obrigatórias" value={mandatoryCount(plan)} />
      </Stack>
    </Paper>
  );
}
