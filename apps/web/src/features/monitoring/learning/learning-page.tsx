/**
 * /acompanhamento-aprendizagem (spec 02 §2.8, §2.14, §4, §5 'Monitoring entry', §6): the teacher's
 * Ensino Fundamental classes, the component (only Língua Portuguesa), the year and the term. Before the
 * start: the class's students (GET /api/turmas/{id}/alunos), each ticked as belonging to the class, and
 * the textual genres (at least one); Iniciar posts both. After: the frozen student list with each
 * student's progress (open one to evaluate), the overall progress, the genres (editable until
 * finalisation) and Finalizar (100% and a genre). The Administrador looks a teacher up and only views.
 */
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatCpf } from '@siam/domain/cpf';
import { formatDateBR } from '@siam/domain/dates';
import { COMPONENTES_OFERECIDOS, serieLabel, turnoLabel } from '@siam/domain/enums';
import {
  FINISH_INCOMPLETE,
  FINISH_PERCENT,
  GENRE_KEEP_ONE,
  GENRE_TO_FINISH,
  MONITORING_CREATED,
  MONITORING_FINISHED,
  NO_EF_CLASSES,
} from '@siam/domain/monitoring';
import { errorText } from '../../../api/client';
import { useGenres } from '../../../api/monitoring';
import type { Acompanhamento, AlunoAcompanhamento } from '@siam/domain/contracts/monitoring';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { Loading } from '../../../components/loading';
import { toast } from '../../../lib/toast';
import { ClassHeader } from '../shared/class-header';
import { type EntryFilters } from '../shared/entry-filters';
import { GenresEditor } from './genres-editor';
import {
  CHANGES_SAVED,
  FINISH_ERROR,
  FINISH_TEXT,
  FINISH_TITLE,
  GENRES_ERROR,
  LEARNING_TITLE,
  NO_STUDENTS,
  START_ERROR,
  TICK_ALL_STUDENTS,
} from '../shared/messages';
import { ProgressBar, StatusChip } from '../shared/monitoring-status';
import {
  COMPONENTE_LINGUA_PORTUGUESA,
  entryKeys,
  finishMonitoring,
  learningResultsExport,
  setGenres,
  startLearning,
  useClassStudents,
  useMonitoringOfClass,
  type ClassStudent,
  type TeacherClass,
} from '../shared/queries';
import { ENTRY_PATH, entryState } from '../shared/route-state';
import { useKeepClassOffline } from '../shared/keep-offline';
import { NotKeptOffline, pausedWithoutData } from '../../../offline/not-kept';
import { EntryList, classOptions, nameOption, useTeacherClassesOfKind } from '../shared/entry-list';
import type { TeacherScope } from '../shared/teacher-scope';
import { focusWhenShown } from '../../../lib/focus';

const KIND = 'aprendizagem' as const;

export default function LearningPage() {
  const list = useTeacherClassesOfKind(KIND);
  const { scope, filters, classes } = list;
  const turma = classes.find((t) => t.turmaId === filters.turma) ?? classes[0] ?? null;

  return (
    <EntryList
      title={LEARNING_TITLE}
      subtitle="Acompanhamento da aprendizagem dos estudantes das turmas de ensino fundamental, por bimestre."
      list={list}
      wrap
      fields={
        <>
          <TextField
            select
            label="Componente curricular"
            value={COMPONENTE_LINGUA_PORTUGUESA}
            sx={{ minWidth: 220 }}
          >
            {COMPONENTES_OFERECIDOS.map(nameOption)}
          </TextField>
          <TextField
            select
            label="Turma"
            value={turma?.turmaId ?? ''}
            onChange={(e) => filters.set({ turma: Number(e.target.value) || null })}
            disabled={classes.length === 0}
            sx={{ minWidth: 220 }}
          >
            {classOptions(classes)}
          </TextField>
        </>
      }
      noClasses={NO_EF_CLASSES}
      chooseTerm="Escolha o bimestre para ver o acompanhamento da turma."
    >
      {(bimestre) =>
        turma ? (
          <ClassMonitoring
            key={`${turma.turmaId}-${filters.ano}-${bimestre}`}
            turma={turma}
            filters={filters}
            bimestre={bimestre}
            scope={scope}
          />
        ) : null
      }
    </EntryList>
  );
}

interface ClassProps {
  turma: TeacherClass;
  filters: EntryFilters;
  bimestre: number;
  scope: TeacherScope;
}

function ClassMonitoring({ turma, filters, bimestre, scope }: ClassProps) {
  const monitoring = useMonitoringOfClass(KIND, { turmaId: turma.turmaId, ano: filters.ano, bimestre });
  if (pausedWithoutData(monitoring)) return <NotKeptOffline />;
  if (monitoring.isPending) return <Loading />;
  if (monitoring.isError) return <Alert severity="error">{errorText(monitoring.error)}</Alert>;
  return monitoring.data ? (
    <StartedMonitoring
      turma={turma}
      filters={filters}
      bimestre={bimestre}
      scope={scope}
      monitoring={monitoring.data}
    />
  ) : (
    <NotStarted turma={turma} filters={filters} bimestre={bimestre} scope={scope} />
  );
}

function classFields(turma: TeacherClass, monitoring: Acompanhamento | null) {
  return [
    { label: 'Turma', value: `${turma.nomeTurma} (${turma.codigoTurma})` },
    { label: 'Série e turno', value: `${serieLabel(turma.serie)} · ${turnoLabel(turma.turno)}` },
    { label: 'Escola', value: turma.nomeEscola },
    { label: 'Situação', value: <StatusChip monitoring={monitoring} /> },
    ...(monitoring
      ? [
          {
            label: 'Preenchimento da turma',
            value: (
              <ProgressBar percent={monitoring.situacao} label="Preenchimento do acompanhamento da turma" />
            ),
          },
        ]
      : []),
  ];
}

/** The 'Gêneros textuais' panel's state: open or not, and the last refusal it shows. */
function useGenresPanel() {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return {
    show: () => setOpen(true),
    props: { open, onClose: () => setOpen(false), message, onMessage: setMessage },
  };
}

/** The chosen genres as chips, with the button that opens the panel. */
function GenresSummary({
  serie,
  chosen,
  onOpen,
}: {
  serie: number;
  chosen: readonly number[];
  onOpen: () => void;
}) {
  const genres = useGenres(serie);
  const names = (genres.data ?? []).filter((g) => chosen.includes(g.id));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <Button variant="outlined" startIcon={<MenuBookOutlinedIcon />} onClick={onOpen} sx={{ flex: 'none' }}>
        Gêneros textuais
      </Button>
      {chosen.length === 0 ? (
        <Typography color="text.secondary">Nenhum gênero textual escolhido.</Typography>
      ) : (
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
          aria-label="Gêneros escolhidos"
        >
          {names.map((g) => (
            <Chip key={g.id} size="small" label={g.genero} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Requirement({ done, children }: { done: boolean; children: string }) {
  return (
    <Stack direction="row" spacing={1} component="li" sx={{ alignItems: 'center' }}>
      {done ? (
        <CheckCircleIcon color="success" fontSize="small" aria-hidden />
      ) : (
        <RadioButtonUncheckedIcon color="disabled" fontSize="small" aria-hidden />
      )}
      <Typography variant="body2">
        {children}
        <Box component="span" sx={{ position: 'absolute', left: -9999 }}>
          {done ? ' (feito)' : ' (pendente)'}
        </Box>
      </Typography>
    </Stack>
  );
}

function NotStarted({ turma, filters, bimestre, scope }: Omit<ClassProps, 'monitoring'>) {
  const queryClient = useQueryClient();
  const students = useClassStudents(turma.turmaId);
  const list = students.data ?? [];
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [genres, setGenresLocal] = useState<number[]>([]);
  const genresPanel = useGenresPanel();
  const [problem, setProblem] = useState<string | null>(null);
  const canWrite = scope.isTeacher;
  const allTicked = list.length > 0 && list.every((s) => ticked.has(s.id));

  const start = useMutation({
    mutationFn: () =>
      startLearning({
        ano: filters.ano,
        bimestre,
        turmaId: turma.turmaId,
        responsavel: scope.cpf!,
        componenteCurricular: COMPONENTE_LINGUA_PORTUGUESA,
        codigosGenerosTextuais: genres,
        alunos: list.map((s) => s.id),
      }),
    onMutate: () => setProblem(null),
    onSuccess: (m) => {
      toast.success(MONITORING_CREATED);
      queryClient.setQueryData(entryKeys.monitoring(KIND, turma.turmaId, filters.ano, bimestre), m);
      // The start panel (and its button, which had focus) gives way to the students' list.
      focusWhenShown('acompanhamento-estudantes-title');
    },
    onError: (error) => {
      setProblem(errorText(error, START_ERROR));
      toast.apiError(error, START_ERROR);
    },
  });

  const tryStart = () => {
    if (!allTicked) {
      setProblem(TICK_ALL_STUDENTS);
      return;
    }
    if (genres.length === 0) {
      setProblem(GENRE_KEEP_ONE);
      return;
    }
    start.mutate();
  };

  const columns: DataTableColumn<ClassStudent>[] = [
    {
      id: 'pertence',
      label: 'Pertence à turma',
      width: 150,
      align: 'center',
      sortable: false,
      render: (s) => (
        <Checkbox
          checked={ticked.has(s.id)}
          disabled={!canWrite}
          onChange={(_e, checked) =>
            setTicked((cur) => {
              const next = new Set(cur);
              if (checked) next.add(s.id);
              else next.delete(s.id);
              return next;
            })
          }
          slotProps={{ input: { 'aria-label': `Pertence à turma: ${s.nome}` } }}
        />
      ),
    },
    { id: 'nome', label: 'Nome' },
    { id: 'cpf', label: 'CPF', render: (s) => (s.cpf ? formatCpf(s.cpf) : '') },
    {
      id: 'dataNascimento',
      label: 'Data de nascimento',
      render: (s) => formatDateBR(s.dataNascimento),
      kind: 'date',
    },
  ];

  return (
    <Stack spacing={2.5}>
      <ClassHeader fields={classFields(turma, null)} />
      <Paper variant="outlined" component="section" aria-labelledby="estudantes-title" sx={{ p: 2.5 }}>
        <Typography id="estudantes-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>
          Estudantes da turma
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {canWrite
            ? 'Confira a lista e marque cada estudante que pertence à turma. Depois de iniciado, a lista de estudantes deste bimestre não muda. Se algum estudante não pertence à turma, peça à secretaria da escola para corrigir a enturmação antes de iniciar.'
            : 'O acompanhamento desta turma ainda não foi iniciado pelo professor.'}
        </Typography>
        {students.isError ? (
          <Alert severity="error">{errorText(students.error)}</Alert>
        ) : (
          <Stack spacing={1.5}>
            {canWrite && list.length > 0 ? (
              <Box>
                <Button
                  size="small"
                  onClick={() => setTicked(allTicked ? new Set() : new Set(list.map((s) => s.id)))}
                >
                  {allTicked ? 'Desmarcar todos' : 'Marcar todos'}
                </Button>
              </Box>
            ) : null}
            <DataTable
              ariaLabel="Estudantes da turma"
              columns={columns}
              rows={list}
              getRowKey={(s) => s.id}
              loading={students.isPending}
              emptyMessage={NO_STUDENTS}
              height={370}
            />
          </Stack>
        )}
      </Paper>

      {canWrite ? (
        <Paper variant="outlined" component="section" aria-labelledby="iniciar-title" sx={{ p: 2.5 }}>
          <Typography id="iniciar-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
            Iniciar o acompanhamento
          </Typography>
          <Stack spacing={2}>
            <GenresSummary serie={turma.serie} chosen={genres} onOpen={genresPanel.show} />
            <Stack
              component="ul"
              spacing={0.5}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
              aria-label="Para iniciar"
            >
              <Requirement done={allTicked}>
                {`Todos os estudantes marcados (${list.filter((s) => ticked.has(s.id)).length} de ${list.length})`}
              </Requirement>
              <Requirement done={genres.length > 0}>
                {`Pelo menos um gênero textual escolhido (${genres.length})`}
              </Requirement>
            </Stack>
            {problem ? (
              <Alert severity="error" onClose={() => setProblem(null)}>
                {problem}
              </Alert>
            ) : null}
            <Box>
              <Button
                variant="contained"
                startIcon={<PlayArrowIcon />}
                onClick={tryStart}
                disabled={start.isPending || students.isPending}
              >
                {start.isPending ? 'Aguarde...' : 'Iniciar acompanhamento'}
              </Button>
            </Box>
          </Stack>
        </Paper>
      ) : null}

      <GenresEditor
        {...genresPanel.props}
        serie={turma.serie}
        chosen={genres}
        onChange={canWrite ? setGenresLocal : undefined}
      />
    </Stack>
  );
}

function StartedMonitoring({
  turma,
  filters,
  bimestre,
  scope,
  monitoring,
}: ClassProps & { monitoring: Acompanhamento }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const finished = Boolean(monitoring.status);
  const canWrite = scope.isTeacher && !finished;
  const genresPanel = useGenresPanel();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const key = entryKeys.monitoring(KIND, turma.turmaId, filters.ano, bimestre);
  // The genres shown while a change is being saved (reverted when the server refuses it).
  const [optimistic, setOptimistic] = useState<number[] | null>(null);
  const chosen = optimistic ?? monitoring.codigosGenerosTextuais ?? [];
  const students = [...(monitoring.alunoAcompanhamento ?? [])].sort((a, b) =>
    a.nome.localeCompare(b.nome, 'pt-BR'),
  );
  // Every student's sheet on the device, for entry without network (decision 134).
  useKeepClassOffline(monitoring, turma.turmaId, filters.ano, bimestre, canWrite);

  const genresSave = useMutation({
    mutationFn: (ids: number[]) => setGenres(monitoring.acompanhamentoId, ids),
    onMutate: (ids) => setOptimistic(ids),
    // The message is cleared by the next accepted tick (GenresEditor), not here: a save that ends
    // after a refused tick must not hide the refusal.
    onSuccess: (m) => {
      toast.success(CHANGES_SAVED);
      queryClient.setQueryData(key, m);
    },
    onError: (error) => genresPanel.props.onMessage(errorText(error, GENRES_ERROR)),
    onSettled: () => setOptimistic(null),
  });
  const finish = useMutation({
    mutationFn: () => finishMonitoring(KIND, monitoring.acompanhamentoId),
    onSuccess: (m) => {
      setConfirmFinish(false);
      toast.success(MONITORING_FINISHED);
      queryClient.setQueryData(key, m);
    },
    onError: (error) => {
      setConfirmFinish(false);
      setProblem(errorText(error, FINISH_ERROR));
      toast.apiError(error, FINISH_ERROR);
    },
  });

  const askFinish = () => {
    if (chosen.length === 0) return setProblem(GENRE_TO_FINISH);
    if ((monitoring.situacao ?? 0) < FINISH_PERCENT) return setProblem(FINISH_INCOMPLETE);
    setProblem(null);
    setConfirmFinish(true);
  };

  const openStudent = (aluno: AlunoAcompanhamento) => {
    const state = entryState(ENTRY_PATH.aprendizagem, filters, {
      kind: KIND,
      acompanhamento: monitoring,
      turma,
      bimestre,
      professorCpf: scope.cpf,
      canWrite: scope.isTeacher,
      aluno,
    });
    void navigate(ENTRY_PATH.aprendizagemEstudante, { state });
  };

  const columns: DataTableColumn<AlunoAcompanhamento>[] = [
    { id: 'nome', label: 'Nome' },
    { id: 'cpf', label: 'CPF', render: (s) => (s.cpf ? formatCpf(s.cpf) : '') },
    {
      id: 'alfabetizado',
      label: 'Alfabetizado',
      render: (s) => (s.alfabetizado ? <Chip size="small" label="Sim" color="info" /> : 'Não'),
      sortValue: (s) => (s.alfabetizado ? 'Sim' : 'Não'),
    },
    {
      id: 'situacao',
      label: 'Preenchimento',
      width: 220,
      sortValue: (s) => (s.alfabetizado ? null : s.situacao),
      kind: 'decimal',
      render: (s) =>
        s.alfabetizado ? (
          <Typography variant="body2" color="text.secondary">
            Não avaliado
          </Typography>
        ) : (
          <ProgressBar percent={s.situacao} label={`Preenchimento de ${s.nome}`} />
        ),
    },
    {
      id: 'abrir',
      label: 'Ficha',
      width: 120,
      align: 'center',
      sortable: false,
      render: (s) => (
        <Button
          size="small"
          variant="outlined"
          onClick={(e) => {
            e.stopPropagation();
            openStudent(s);
          }}
          aria-label={`Abrir ficha de ${s.nome}`}
        >
          {canWrite && !s.alfabetizado ? 'Avaliar' : 'Ver'}
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2.5}>
      <ClassHeader fields={classFields(turma, monitoring)} />
      {finished ? (
        <Alert severity="info">
          Este acompanhamento foi finalizado: as respostas e os gêneros não podem mais ser alterados.
        </Alert>
      ) : null}
      {monitoring.validado === false && monitoring.justificativa ? (
        <Alert severity="warning">Motivo da não validação: {monitoring.justificativa}</Alert>
      ) : null}

      <Paper variant="outlined" component="section" aria-labelledby="generos-title" sx={{ p: 2.5 }}>
        <Typography id="generos-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
          Gêneros textuais
        </Typography>
        <GenresSummary serie={turma.serie} chosen={chosen} onOpen={genresPanel.show} />
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="acompanhamento-estudantes-title"
        sx={{ p: 2.5 }}
      >
        <Typography id="acompanhamento-estudantes-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>
          Estudantes
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {canWrite
            ? 'Clique em um estudante (ou em Avaliar) para escolher o nível de cada habilidade. Estudantes alfabetizados não são avaliados.'
            : 'Clique em um estudante para ver os níveis registrados.'}
        </Typography>
        <DataTable
          ariaLabel="Estudantes do acompanhamento"
          columns={columns}
          rows={students}
          getRowKey={(s) => s.alunoId}
          getRowLabel={(s) => s.nome}
          onRowClick={openStudent}
          selectedIndex={null}
          emptyMessage={NO_STUDENTS}
          height={420}
          // The results: each student with the level of every skill (decision 128).
          exportSource={learningResultsExport(monitoring.acompanhamentoId)}
          exportLabel="resultados do acompanhamento"
        />
      </Paper>

      {scope.isTeacher && !finished ? (
        <Paper variant="outlined" component="section" aria-label="Finalizar" sx={{ p: 2.5 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Typography color="text.secondary" sx={{ flex: 1 }}>
              Quando todos os estudantes estiverem avaliados (100%), finalize o acompanhamento para enviá-lo à
              validação do coordenador.
            </Typography>
            <Button
              variant="contained"
              color="success"
              startIcon={<TaskAltIcon />}
              onClick={askFinish}
              disabled={finish.isPending}
            >
              Finalizar
            </Button>
          </Stack>
          {problem ? (
            <Alert severity="error" sx={{ mt: 2 }} onClose={() => setProblem(null)}>
              {problem}
            </Alert>
          ) : null}
        </Paper>
      ) : null}

      <GenresEditor
        {...genresPanel.props}
        serie={turma.serie}
        chosen={chosen}
        onChange={canWrite ? (ids) => genresSave.mutate(ids) : undefined}
        pending={genresSave.isPending}
      />
      <ConfirmDialog
        open={confirmFinish}
        title={FINISH_TITLE}
        text={`Turma ${turma.nomeTurma}. ${FINISH_TEXT}`}
        confirmLabel="Finalizar"
        loading={finish.isPending}
        onConfirm={() => finish.mutate()}
        onCancel={() => setConfirmFinish(false)}
      />
    </Stack>
  );
}
