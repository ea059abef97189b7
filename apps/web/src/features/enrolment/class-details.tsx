/** The selected class's details (code, name, shift, teacher, number of students). */
import { Paper } from '@mui/material';
import { serieLabel, turnoLabel } from '@siam/domain/enums';
import type { Turma } from '@siam/domain/contracts/classes';
import { DetailList } from '../../components/detail-list';

export const NO_TEACHER = 'Sem professor vinculado';

export function ClassDetails({ turma, studentCount }: { turma: Turma; studentCount?: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-label="Detalhes da turma">
      <DetailList
        columns={{ xs: '1fr 1fr', md: 'repeat(6, minmax(0, 1fr))' }}
        items={[
          { label: 'Código', value: turma.codigoTurma },
          { label: 'Turma', value: turma.nomeTurma },
          { label: 'Série', value: serieLabel(turma.serie) },
          { label: 'Turno', value: turnoLabel(turma.turno) },
          { label: 'Professor', value: turma.nomeProfessor || NO_TEACHER },
          { label: 'Nº de estudantes', value: studentCount ?? turma.quantidadeAlunos },
        ]}
      />
    </Paper>
  );
}
