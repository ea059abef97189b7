/** The visiting and the visited school of a pairing, with their INEP codes (spec 03 §2.9, §2.12). */
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { SchoolRef } from '@siam/domain/contracts/visit-reports';

function SchoolLine({ label, school, mine }: { label: string; school: SchoolRef; mine: boolean }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
        {label}
        {mine ? ' (sua escola)' : ''}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{school.nomeEscola}</Typography>
      <Typography variant="body2" color="text.secondary">
        INEP {school.codigoInep}
      </Typography>
    </Box>
  );
}

export function SchoolPair({
  visiting,
  visited,
  activeInep,
}: {
  visiting: SchoolRef;
  visited: SchoolRef;
  activeInep: string;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label="Escolas do pareamento" sx={{ p: 2.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5}>
        <SchoolLine
          label="Escola visitante (premiada)"
          school={visiting}
          mine={visiting.codigoInep === activeInep}
        />
        <SchoolLine
          label="Escola acompanhada (fomentada)"
          school={visited}
          mine={visited.codigoInep === activeInep}
        />
      </Stack>
    </Paper>
  );
}
