/**
 * The printed learning monitoring of a class (issue 17 item 2): every student × every skill of the
 * learning sheet with the level chosen (1 to 4), on a landscape page, then the key of the skills on a
 * new page, signed by the class's teacher and the coordinator. The levels come from
 * POST /api/habilidadeficha/respondidas per student (the whole sheet), fetched only when printing.
 */
import { useQueries } from '@tanstack/react-query';
import { bimestreLabel, turnoLabel } from '@siam/domain/enums';
import { PRINT_SIGNATURES } from '@siam/domain/print';
import { fichaOfKind } from '@siam/domain/monitoring';
import type { Acompanhamento, AlunoAcompanhamento } from '@siam/domain/contracts/monitoring';
import type { Habilidade } from '@siam/domain/contracts/sheets';
import { api } from '../../../api/client';
import { COMPONENTE_LINGUA_PORTUGUESA } from './queries';
import { PrintLayout, type PrintSchool } from '../../../components/print/print-layout';
import {
  PrintFields,
  PrintSection,
  PrintTable,
  type PrintColumn,
} from '../../../components/print/print-parts';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** Each student's skills with the chosen level, fetched while `enabled`; data once every one came. */
export function useClassLevels(acomp: Acompanhamento | undefined, enabled: boolean) {
  const students = acomp?.alunoAcompanhamento ?? [];
  return useQueries({
    queries: students.map((s) => ({
      queryKey: ['impressao-niveis', acomp?.acompanhamentoId ?? 0, s.alunoId] as const,
      queryFn: () =>
        api.post<Habilidade[]>('/habilidadeficha/respondidas', {
          ano: acomp!.ano,
          bimestre: acomp!.bimestre,
          fichaId: fichaOfKind('aprendizagem'),
          turmaId: acomp!.turmaId,
          alunoId: s.alunoId,
          componenteCurricular: COMPONENTE_LINGUA_PORTUGUESA,
        }),
      enabled: enabled && acomp !== undefined,
      staleTime: 0,
      retry: false,
    })),
    combine: (results) => ({
      data: results.every((r) => r.isSuccess)
        ? new Map(students.map((s, i) => [s.alunoId, results[i]!.data as Habilidade[]]))
        : null,
      isError: results.some((r) => r.isError),
    }),
  });
}

/** The sheet's skills in sheet order (structure, category, order), from the students' answers. */
function skillsOf(levels: ReadonlyMap<number, readonly Habilidade[]>): Habilidade[] {
  const byId = new Map<number, Habilidade>();
  for (const list of levels.values()) for (const h of list) if (!byId.has(h.id)) byId.set(h.id, h);
  return [...byId.values()].sort(
    (a, b) =>
      a.estruturaId - b.estruturaId || a.categoriaId - b.categoriaId || a.ordem - b.ordem || a.id - b.id,
  );
}

export function LearningPrint({
  acomp,
  school,
  levels,
}: {
  acomp: Acompanhamento;
  school: PrintSchool;
  /** Each student's skills with levels; null while they load. */
  levels: ReadonlyMap<number, readonly Habilidade[]> | null;
}) {
  const students = [...acomp.alunoAcompanhamento].sort((a, b) => collator.compare(a.nome, b.nome));
  const skills = levels ? skillsOf(levels) : [];
  const levelOf = (alunoId: number, skillId: number) =>
    levels?.get(alunoId)?.find((h) => h.id === skillId)?.nivelSelecionado ?? null;
  const columns: PrintColumn<AlunoAcompanhamento>[] = [
    { label: 'Estudante', value: (s) => s.nome, width: '22%' },
    ...skills.map((h, i): PrintColumn<AlunoAcompanhamento> => ({
      label: `H${i + 1}`,
      value: (s) => levelOf(s.alunoId, h.id) ?? '–',
      align: 'center',
    })),
    { label: '%', value: (s) => `${s.situacao}%`, align: 'right' },
  ];
  return (
    <PrintLayout
      title={`Acompanhamento da aprendizagem: turma ${acomp.nomeTurma}`}
      subtitle={`${bimestreLabel(acomp.bimestre)} bimestre de ${acomp.ano} · níveis de 1 a 4 por habilidade`}
      school={school}
      signatures={PRINT_SIGNATURES.learningMonitoring}
      landscape
    >
      <PrintSection title="Turma">
        <PrintFields
          fields={[
            ['Turma', acomp.nomeTurma],
            ['Turno', turnoLabel(acomp.turno)],
            ['Professor(a)', acomp.nomeProfessor ?? '-'],
            ['Finalizado', acomp.status ? 'Sim' : 'Não'],
            [
              'Validação',
              acomp.validado === true ? 'Validado' : acomp.validado === false ? 'Não validado' : 'Aguardando',
            ],
            ['Progresso', `${acomp.situacao}%`],
          ]}
        />
      </PrintSection>
      <PrintSection title="Níveis por estudante e habilidade">
        {levels === null ? (
          <p>Preparando os níveis dos estudantes...</p>
        ) : (
          <PrintTable columns={columns} rows={students} rowKey={(s) => s.alunoId} empty="Nenhum estudante." />
        )}
      </PrintSection>
      {skills.length > 0 ? (
        <PrintSection title="Habilidades" pageBreak>
          <PrintTable
            columns={[
              { label: 'Código', value: (h: Habilidade) => `H${skills.indexOf(h) + 1}`, width: '8%' },
              { label: 'Habilidade', value: (h: Habilidade) => h.descricao },
            ]}
            rows={skills}
            rowKey={(h) => h.id}
            empty="Nenhuma habilidade."
          />
        </PrintSection>
      ) : null}
    </PrintLayout>
  );
}
