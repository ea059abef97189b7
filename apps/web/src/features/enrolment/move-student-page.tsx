/**
 * /movimentar-estudante (spec 01 §2, §4): search a student, see the current class, then choose a
 * reason: Remanejar moves the student to another active class of the same school; Transferir,
 * Deixou de frequentar, Falecido and Enturmação Indevida end the stay (finalize).
 */
import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ageConfirmText, checkAgeForGrade } from '@siam/domain/age-grade';
import { MOTIVOS, Motivo, SERIES, serieLabel, turnoLabel } from '@siam/domain/enums';
import { can } from '@siam/domain/permissions';
import { SIGE_NOTICE, STUDENT_OWNERSHIP_NOTICE } from '@siam/domain/students';
import type { Aluno, AlunoConsulta } from '@siam/domain/contracts/students';
import { useSchoolClasses } from '../../api/schools';
import { isRestricted } from '../../api/students';
import { PageHeader } from '../../components/page-header';
import { RequireLocation } from '../../components/require-location';
import { StudentLookup } from '../../components/student-lookup';
import { useSession, type ActiveConfig } from '../../lib/session';
import { toast } from '../../lib/toast';
import {
  FINALIZE_ERROR,
  FINALIZE_SUCCESS,
  LOSE_MONITORING,
  MOVE_ERROR,
  MOVE_SUCCESS,
  NO_CLASSES_FOR_SERIE,
  NO_OTHER_CLASS,
  NOT_IN_CLASS,
} from './messages';
import { FoundStudents, useFoundStudents } from './found-students';
import { finalizeStudent, moveStudent } from './queries';
import { StudentPreview } from './student-preview';
import { useConfirm } from './use-confirm';

/** The reasons offered: every one but Normal (the reason of a plain enrolment). */
const REASONS = MOTIVOS.filter((m) => m.id !== Motivo.Normal);

/** Why the student cannot be moved by this user, or null when they can. */
export function moveBlocker(aluno: AlunoConsulta, config: ActiveConfig): string | null {
  // A student out of the caller's area comes reduced (issue 15): moving needs the area.
  if (isRestricted(aluno)) return STUDENT_OWNERSHIP_NOTICE;
  if (!aluno.turmaAtual) return NOT_IN_CLASS;
  const schoolId = aluno.turmaAtual.escolaId ?? aluno.escola?.id;
  if (!can(config.role, 'student.anySchool') && schoolId !== config.school?.id)
    return STUDENT_OWNERSHIP_NOTICE;
  if (aluno.escola?.sige) return SIGE_NOTICE;
  return null;
}

export default function MoveStudentPage() {
  const search = useFoundStudents();
  const student = search.student;
  return (
    <RequireLocation>
      <PageHeader
        title="Movimentar Estudante"
        subtitle="Busque o estudante, escolha o motivo da movimentação e confirme."
      />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Stack spacing={2}>
            <StudentLookup onResult={search.onResult} onSearchStart={search.clear} />
            <FoundStudents found={search.found} student={student} onChoose={search.setStudent} />
          </Stack>
        </Paper>
        {student ? <MoveStudent key={student.id} student={student} onChange={search.setStudent} /> : null}
      </Stack>
    </RequireLocation>
  );
}

function MoveStudent({
  student,
  onChange,
}: {
  student: AlunoConsulta;
  onChange: (aluno: AlunoConsulta) => void;
}) {
  const session = useSession();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const current = student.turmaAtual;
  const [motivo, setMotivo] = useState<number | ''>('');
  const [serie, setSerie] = useState<number>(current?.serie ?? 0);
  const [novaTurmaId, setNovaTurmaId] = useState<number | ''>('');

  const blocker = session ? moveBlocker(student, session.activeConfig) : null;
  const reshuffle = motivo === Motivo.Remanejar;
  const classes = useSchoolClasses(current?.escolaId, null, {
    enabled: reshuffle && !blocker,
    clientRetry: true,
  });
  const others = (classes.data ?? []).filter((t) => t.id !== current?.id);
  const ofSerie = others.filter((t) => t.serie === serie);
  const novaTurma = others.find((t) => t.id === novaTurmaId) ?? null;

  const done = (aluno: Aluno) => {
    setMotivo('');
    setNovaTurmaId('');
    void queryClient.invalidateQueries({ queryKey: ['escola-turmas'] });
    void queryClient.invalidateQueries({ queryKey: ['turma-alunos'] });
    onChange(aluno);
  };

  const move = useMutation({
    mutationFn: moveStudent,
    onSuccess: (aluno) => {
      toast.success(MOVE_SUCCESS);
      done(aluno);
    },
    onError: (error) => toast.apiError(error, MOVE_ERROR),
  });
  const finalize = useMutation({
    mutationFn: finalizeStudent,
    onSuccess: (aluno) => {
      toast.success(FINALIZE_SUCCESS);
      done(aluno);
    },
    onError: (error) => toast.apiError(error, FINALIZE_ERROR),
  });
  const pending = move.isPending || finalize.isPending;

  const submit = async () => {
    // The reduced record of another area is blocked (moveBlocker); the server refuses it too.
    if (isRestricted(student) || !student.turmaAtual || motivo === '') return;
    const current = student.turmaAtual;
    if (student.temAcompanhamento && !(await confirm({ title: 'Atenção', text: LOSE_MONITORING }))) return;
    if (reshuffle) {
      if (!novaTurma) return;
      const age = checkAgeForGrade(novaTurma.serie, student.dataNascimento);
      if (!age.ok && !(await confirm({ title: 'Atenção', text: ageConfirmText(age.message) }))) return;
      move.mutate({ alunoId: student.id, novaTurmaId: novaTurma.id, motivo });
    } else {
      finalize.mutate({ alunoId: student.id, motivo, anoTurmaAlunoId: current.anoTurmaAlunoId });
    }
  };

  const canSubmit = motivo !== '' && (!reshuffle || novaTurma !== null) && !pending;

  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="estudante-title">
        <Typography id="estudante-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
          Estudante
        </Typography>
        <StudentPreview aluno={student} columns={3} />
      </Box>

      {blocker ? (
        <Alert severity="warning">{blocker}</Alert>
      ) : (
        <Paper variant="outlined" component="section" aria-labelledby="movimentacao-title" sx={{ p: 2.5 }}>
          <Typography id="movimentacao-title" variant="h2" component="h2" sx={{ mb: 2 }}>
            Movimentação
          </Typography>
          <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
            <TextField
              select
              label="Motivo"
              value={motivo}
              onChange={(e) => {
                setMotivo(Number(e.target.value));
                setNovaTurmaId('');
              }}
              helperText={
                motivo === ''
                  ? 'Remanejar muda o estudante de turma na mesma escola; os demais motivos encerram a permanência na turma atual.'
                  : reshuffle
                    ? 'O estudante será transferido para a nova turma escolhida abaixo.'
                    : `A permanência do estudante na turma ${current?.nomeTurma ?? ''} será encerrada.`
              }
            >
              {REASONS.map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {m.nome}
                </MenuItem>
              ))}
            </TextField>

            {reshuffle ? (
              classes.isPending ? (
                <Typography color="text.secondary">Aguarde...</Typography>
              ) : others.length === 0 ? (
                <Alert severity="info">{NO_OTHER_CLASS}</Alert>
              ) : (
                <>
                  <TextField
                    select
                    label="Série da nova turma"
                    value={serie || ''}
                    onChange={(e) => {
                      setSerie(Number(e.target.value));
                      setNovaTurmaId('');
                    }}
                  >
                    {SERIES.map((s) => (
                      <MenuItem key={s.id} value={s.id}>
                        {s.nome}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    label="Nova turma"
                    value={novaTurmaId}
                    onChange={(e) => setNovaTurmaId(Number(e.target.value))}
                    disabled={ofSerie.length === 0}
                    error={ofSerie.length === 0}
                    helperText={ofSerie.length === 0 ? NO_CLASSES_FOR_SERIE : ' '}
                  >
                    {ofSerie.map((t) => (
                      <MenuItem key={t.id} value={t.id}>
                        {`${t.codigoTurma} - ${t.nomeTurma} (${serieLabel(t.serie)}, ${turnoLabel(t.turno)})`}
                      </MenuItem>
                    ))}
                  </TextField>
                </>
              )
            ) : null}

            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button
                variant="outlined"
                disabled={pending || motivo === ''}
                onClick={() => {
                  setMotivo('');
                  setNovaTurmaId('');
                }}
              >
                Cancelar
              </Button>
              <Button variant="contained" disabled={!canSubmit} onClick={() => void submit()}>
                {pending ? 'Aguarde...' : reshuffle || motivo === '' ? 'Movimentar' : 'Finalizar'}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
      {dialog}
    </Stack>
  );
}
