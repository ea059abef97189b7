/** A found student shown read-only (the add panel's disabled preview, the move screen's student). */
import { Box, TextField } from '@mui/material';
import { formatCpf } from '@siam/domain/cpf';
import { formatDateBR } from '@siam/domain/dates';
import { serieLabel, turnoLabel } from '@siam/domain/enums';
import type { AlunoConsulta as Aluno } from '@siam/domain/contracts/students';
import { isRestricted } from '../../api/students';

export const NO_CURRENT_CLASS = 'Sem turma atual';

export function currentClassText(aluno: Aluno): string {
  const t = aluno.turmaAtual;
  if (!t) return NO_CURRENT_CLASS;
  // The school is in its own field (the current class's school).
  return `${t.nomeTurma} (${serieLabel(t.serie)}, ${turnoLabel(t.turno)})`;
}

export function StudentPreview({ aluno, columns = 2 }: { aluno: Aluno; columns?: 2 | 3 }) {
  const fields: [string, string][] = [
    ['Nome', aluno.nome],
    // Out of the caller's area the CPF is not answered (issue 15).
    ['CPF', !isRestricted(aluno) && aluno.cpf ? formatCpf(aluno.cpf) : ''],
    ['Data de nascimento', formatDateBR(aluno.dataNascimento)],
    ['Nome da mãe', aluno.nomeMae ?? ''],
    ['Escola', aluno.escola ? `${aluno.escola.codigoInep} - ${aluno.escola.nomeEscola}` : 'Não informada'],
    ['Turma atual', currentClassText(aluno)],
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
        // Disabled, yet legible: the preview is meant to be read.
        '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: 'rgba(0, 0, 0, 0.75)' },
      }}
    >
      {fields.map(([label, value]) => (
        <TextField key={label} label={label} value={value} disabled fullWidth />
      ))}
    </Box>
  );
}
