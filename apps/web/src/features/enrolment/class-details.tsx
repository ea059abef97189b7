/** The selected class's details (code, name, shift, teacher, number of students). */
import { Box, Paper, Typography } from '@mui/material';
import { serieLabel, turnoLabel } from '@siam/domain/enums';
import type { Turma } from '../../api/schools';

export const NO_TEACHER = 'Sem professor vinculado';

function Item({ label, value }: { label: string; value: string | number }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

export function ClassDetails({ turma, studentCount }: { turma: Turma; studentCount?: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label="Detalhes da turma">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, minmax(0, 1fr))' },
        }}
      >
        <Item label="Código" value={turma.codigoTurma} />
        <Item label="Turma" value={turma.nomeTurma} />
        <Item label="Série" value={serieLabel(turma.serie)} />
        <Item label="Turno" value={turnoLabel(turma.turno)} />
        <Item label="Professor" value={turma.nomeProfessor || NO_TEACHER} />
        <Item label="Nº de estudantes" value={studentCount ?? turma.quantidadeAlunos} />
      </Box>
    </Paper>
  );
}
