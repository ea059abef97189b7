/**
 * The printed list of a class's students (issue 17 item 2): the class, then every student (not only
 * the page the screen shows) in pt-BR alphabetical order, with a blank column for the teacher's notes.
 */
import { formatCpf } from '@siam/domain/cpf';
import { formatDateBR } from '@siam/domain/dates';
import { serieLabel, sexoLabel, turnoLabel } from '@siam/domain/enums';
import type { Turma } from '@siam/domain/contracts/classes';
import type { ClassStudent } from '@siam/domain/contracts/students';
import { PrintLayout, type PrintSchool } from '../../components/print/print-layout';
import { PrintFields, PrintSection, PrintTable } from '../../components/print/print-parts';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

export function ClassStudentsPrint({
  school,
  turma,
  students,
}: {
  school: PrintSchool;
  turma: Turma;
  students: readonly ClassStudent[];
}) {
  const rows = [...students].sort((a, b) => collator.compare(a.nome, b.nome));
  return (
    <PrintLayout
      title={`Estudantes da turma ${turma.nomeTurma}`}
      subtitle={`Ano letivo ${turma.ano}`}
      school={school}
    >
      <PrintSection title="Turma">
        <PrintFields
          fields={[
            ['Turma', `${turma.codigoTurma} - ${turma.nomeTurma}`],
            ['Série', serieLabel(turma.serie)],
            ['Turno', turnoLabel(turma.turno)],
            ['Professor(a)', turma.nomeProfessor ?? 'Sem professor'],
            ['Estudantes', String(rows.length)],
          ]}
        />
      </PrintSection>
      <PrintSection title="Estudantes">
        <PrintTable
          columns={[
            { label: 'Nº', value: (s: ClassStudent) => rows.indexOf(s) + 1, align: 'right', width: '4%' },
            { label: 'Nome', value: (s: ClassStudent) => s.nome, width: '34%' },
            { label: 'Data de nascimento', value: (s: ClassStudent) => formatDateBR(s.dataNascimento) },
            { label: 'Sexo', value: (s: ClassStudent) => sexoLabel(s.sexo) },
            { label: 'Matrícula', value: (s: ClassStudent) => s.matricula || '—' },
            { label: 'CPF', value: (s: ClassStudent) => (s.cpf ? formatCpf(s.cpf) : '—') },
            { label: 'Observações', value: () => '', width: '20%' },
          ]}
          rows={rows}
          rowKey={(s) => s.id}
          empty="Nenhum estudante na turma."
        />
      </PrintSection>
    </PrintLayout>
  );
}
