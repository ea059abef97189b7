/**
 * The students a search found. One is chosen at once; several (a name search may find namesakes)
 * are listed so the user picks the right one.
 */
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { formatCpf } from '@siam/domain/cpf';
import { formatDateBR } from '@siam/domain/dates';
import type { AlunoConsulta as Aluno } from '@siam/domain/contracts/students';
import { isRestricted } from '../../api/students';
import { DataTable, type DataTableColumn } from '../../components/data-table';

const columns: DataTableColumn<Aluno>[] = [
  { id: 'nome', label: 'Nome' },
  { id: 'cpf', label: 'CPF', render: (a) => (!isRestricted(a) && a.cpf ? formatCpf(a.cpf) : '') },
  { id: 'dataNascimento', label: 'Nascimento', render: (a) => formatDateBR(a.dataNascimento) },
  { id: 'escola', label: 'Escola', render: (a) => a.escola?.nomeEscola ?? '' },
];

/** The search state of a screen: the list found and the student chosen. */
export function useFoundStudents() {
  const [found, setFound] = useState<Aluno[]>([]);
  const [student, setStudent] = useState<Aluno | null>(null);
  return {
    found,
    student,
    setStudent,
    onResult: (list: Aluno[]) => {
      setFound(list);
      setStudent(list.length === 1 ? (list[0] ?? null) : null);
    },
    clear: () => {
      setFound([]);
      setStudent(null);
    },
  };
}

export function FoundStudents({
  found,
  student,
  onChoose,
}: {
  found: Aluno[];
  student: Aluno | null;
  onChoose: (aluno: Aluno) => void;
}) {
  if (found.length < 2) return null;
  const index = student ? found.findIndex((a) => a.id === student.id) : -1;
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>
        Foram encontrados {found.length} estudantes. Clique no estudante desejado.
      </Typography>
      <DataTable
        ariaLabel="Estudantes encontrados"
        columns={columns}
        rows={found}
        getRowKey={(a) => a.id}
        onRowClick={onChoose}
        selectedIndex={index >= 0 ? index : null}
        height={270}
      />
    </Box>
  );
}
