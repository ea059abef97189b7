/**
 * /enturmar-estudante (spec 01 §2): in the active school, pick a série, list its active classes,
 * pick one to see its details and students, and add a student found by search.
 */
import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import { formatCpf } from '@siam/domain/cpf';
import { formatDateBR } from '@siam/domain/dates';
import { SIGE_NOTICE } from '@siam/domain/students';
import type { Turma } from '@siam/domain/contracts/classes';
import type { School } from '@siam/domain/contracts/schools';
import type { ClassStudent } from '@siam/domain/contracts/students';
import { useClassStudents } from '../../api/schools';
import { ClassPicker, ClassStudentsTable, classColumns } from '../../components/class-picker';
import type { DataTableColumn } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { RequireLocation } from '../../components/require-location';
import { SelectSchoolPrompt } from '../../components/select-school-prompt';
import { useSession } from '../../lib/session';
import { AddStudentPanel } from './add-student-panel';
import { ClassDetails, NO_TEACHER } from './class-details';
import { NO_CLASSES_FOR_SERIE } from './messages';

const TITLE = 'Enturmar Estudante';

const turmaColumns = classColumns(NO_TEACHER, { codeWidth: 110 });

const studentColumns: DataTableColumn<ClassStudent>[] = [
  { id: 'nome', label: 'Nome' },
  { id: 'cpf', label: 'CPF', render: (s) => (s.cpf ? formatCpf(s.cpf) : '') },
  { id: 'dataNascimento', label: 'Data de nascimento', render: (s) => formatDateBR(s.dataNascimento) },
  { id: 'dataInicio', label: 'Na turma desde', render: (s) => formatDateBR(s.dataInicio) },
];

export default function EnrolStudentPage() {
  const session = useSession();
  if (!session) return null;
  const school = session.activeConfig.school;
  return (
    <RequireLocation>
      {school ? (
        <EnrolStudent key={school.id} school={school} />
      ) : (
        <>
          <PageHeader title={TITLE} />
          <SelectSchoolPrompt />
        </>
      )}
    </RequireLocation>
  );
}

function EnrolStudent({ school }: { school: School }) {
  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle={`${school.codigoInep} - ${school.nomeEscola}: escolha a série e a turma para ver os estudantes e enturmar um novo.`}
      />
      <Stack spacing={3}>
        {school.sige ? <Alert severity="warning">{SIGE_NOTICE}</Alert> : null}

        <ClassPicker
          schoolId={school.id}
          clientRetry
          pickHint="Clique em uma turma para ver os detalhes e os estudantes."
          columns={turmaColumns}
          ariaLabel="Turmas da série"
          emptyMessage={NO_CLASSES_FOR_SERIE}
          table={{ height: 270 }}
        >
          {(turma) => (turma ? <PickedClass turma={turma} school={school} /> : null)}
        </ClassPicker>
      </Stack>
    </>
  );
}

function PickedClass({ turma, school }: { turma: Turma; school: School }) {
  const [adding, setAdding] = useState(false);
  const students = useClassStudents(turma.id, { clientRetry: true });
  return (
    <Box component="section" aria-labelledby="turma-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography id="turma-title" variant="h2" component="h2">
          Turma {turma.nomeTurma}
        </Typography>
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1Icon />}
          onClick={() => setAdding(true)}
          disabled={school.sige}
        >
          Adicionar estudante
        </Button>
      </Stack>
      <Stack spacing={2}>
        <ClassDetails turma={turma} studentCount={students.data?.length} />
        <ClassStudentsTable turma={turma} students={students} columns={studentColumns} />
      </Stack>
      <AddStudentPanel open={adding} onClose={() => setAdding(false)} turma={turma} schoolId={school.id} />
    </Box>
  );
}
