/**
 * /consultar-estudante (spec 01 §2): search a student, then personal data, current school and class,
 * the class history with its side panel, and Editar / Excluir estudante / Voltar. Editing is only for
 * students of the active school unless Administrador (else the ownership notice); deleting only for
 * Administrador and only when the student's school is not sige. Route state
 * `{backStudent, action: 'back', msg}` searches the student again by CPF and shows `msg`.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Card,
  CardContent,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { useMutation } from '@tanstack/react-query';
import { formatCpf } from '@siam/domain/cpf';
import { formatDateBR } from '@siam/domain/dates';
import { can } from '@siam/domain/permissions';
import { SIGE_NOTICE, STUDENT_OWNERSHIP_NOTICE, STUDENT_RESTRICTED_NOTICE } from '@siam/domain/students';
import type { AlunoConsulta } from '@siam/domain/contracts/students';
import { deleteStudent, isRestricted } from '../../api/students';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { RequireLocation } from '../../components/require-location';
import { StudentLookup, type StudentLookupMode } from '../../components/student-lookup';
import type { StudentSearchValues } from '../../components/student-search';
import { useSession, type ActiveConfig } from '../../lib/session';
import { toast } from '../../lib/toast';
import { readBackState, type EditStudentState } from './route-state';
import { ClassHistory, PersonalData, RestrictedData, SchoolAndClass } from './student-details';

export const DELETE_SUCCESS = 'Estudante excluído com sucesso.';
export const DELETE_ERROR = 'Não foi possível deletar estudante, tente novamente mais tarde.';

export interface StudentActions {
  /** The role may edit students at all (the edit screen's feature). */
  showEdit: boolean;
  canEdit: boolean;
  /** Why editing is refused (ownership or sige notice). */
  editNotice: string | null;
  showDelete: boolean;
  canDelete: boolean;
  deleteNotice: string | null;
}

/** Spec 01 §6: the student buttons' rules for the active configuration. */
export function studentActions(student: AlunoConsulta, config: ActiveConfig): StudentActions {
  const anySchool = can(config.role, 'student.anySchool');
  const deletes = can(config.role, 'student.delete');
  // Out of the caller's area the lookup answers the enrolment fields only (issue 15): no editing.
  if (isRestricted(student)) {
    return {
      showEdit: can(config.role, 'student.register'),
      canEdit: false,
      editNotice: STUDENT_OWNERSHIP_NOTICE,
      showDelete: false,
      canDelete: false,
      deleteNotice: null,
    };
  }
  const sige = Boolean(student.escola?.sige);
  const sameSchool =
    student.escola !== null && config.school !== null && student.escola.id === config.school.id;
  const owned = anySchool || sameSchool;
  return {
    showEdit: can(config.role, 'student.register'),
    canEdit: owned && !sige,
    editNotice: !owned ? STUDENT_OWNERSHIP_NOTICE : sige ? SIGE_NOTICE : null,
    showDelete: deletes,
    canDelete: deletes && !sige,
    deleteNotice: deletes && sige ? SIGE_NOTICE : null,
  };
}

export default function ConsultStudentPage() {
  return (
    <>
      <PageHeader
        title="Consultar Estudante"
        subtitle="Busque o estudante pelo CPF, pelo nome completo e data de nascimento, pelo código INEP ou por parte do nome."
      />
      <RequireLocation>
        <ConsultStudent />
      </RequireLocation>
    </>
  );
}

function ConsultStudent() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // The route state is read once: the search it asks for runs on mount, its toast shows once.
  const [back] = useState(() => readBackState(location.state));
  const [found, setFound] = useState<AlunoConsulta[]>([]);
  const [student, setStudent] = useState<AlunoConsulta | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [searchKey, setSearchKey] = useState(0);
  // The search tab in use, kept when Voltar clears the search.
  const [mode, setMode] = useState<StudentLookupMode>('exata');

  useEffect(() => {
    if (!back) return;
    if (back.msg) toast.success(back.msg);
    // Forget the state, so a reload does not repeat the toast.
    navigate('.', { replace: true, state: null });
  }, [back, navigate]);

  const remove = useMutation({
    mutationFn: (id: number) => deleteStudent(id),
    onSuccess: () => {
      toast.success(DELETE_SUCCESS);
      setConfirmDelete(false);
      setStudent(null);
      setFound([]);
    },
    onError: (error) => {
      setConfirmDelete(false);
      toast.apiError(error, DELETE_ERROR);
    },
  });

  if (!session) return null;

  const onResult = (students: AlunoConsulta[], _values: StudentSearchValues) => {
    setFound(students);
    setStudent(students.length === 1 ? students[0]! : null);
  };

  const clear = () => {
    setStudent(null);
    setFound([]);
    setSearchKey((k) => k + 1);
  };

  const actions = student ? studentActions(student, session.activeConfig) : null;
  const edit = () => {
    if (!student || isRestricted(student)) return;
    const state: EditStudentState = { activeStudent: student, action: 'update' };
    navigate('/editar-estudante', { state });
  };

  return (
    <Stack spacing={3}>
      <Card>
        <CardContent>
          <StudentLookup
            key={searchKey}
            defaultMode={mode}
            onModeChange={setMode}
            onResult={onResult}
            onSearchStart={() => {
              setStudent(null);
              setFound([]);
            }}
            defaultValues={back ? { tipo: 'cpf', valor: formatCpf(back.backStudent.cpf) } : undefined}
            searchOnMount={Boolean(back)}
          />
        </CardContent>
      </Card>

      {!student && found.length > 1 ? (
        <Card component="section" aria-labelledby="varios-estudantes">
          <CardContent>
            <Typography id="varios-estudantes" variant="h2" component="h2" sx={{ mb: 1 }}>
              {found.length} estudantes encontrados
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              Escolha o estudante que deseja consultar.
            </Typography>
            <List aria-label="Estudantes encontrados">
              {found.map((a) => (
                <ListItemButton key={a.id} onClick={() => setStudent(a)} divider>
                  <ListItemText
                    primary={a.nome}
                    secondary={`${isRestricted(a) ? `${a.escola?.nomeEscola ?? 'Outra escola'}` : `CPF ${formatCpf(a.cpf ?? '')}`} · nascido(a) em ${formatDateBR(a.dataNascimento)} · mãe: ${a.nomeMae}`}
                  />
                </ListItemButton>
              ))}
            </List>
          </CardContent>
        </Card>
      ) : null}

      {!student && found.length === 0 ? (
        <Card variant="outlined" sx={{ bgcolor: 'transparent', borderStyle: 'dashed' }}>
          <CardContent>
            <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
              <PersonSearchOutlinedIcon color="primary" sx={{ fontSize: 44 }} aria-hidden />
              <Typography variant="h3" component="p">
                Nenhum estudante selecionado
              </Typography>
              <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
                Busque pelo CPF, nome completo ou INEP, ou digite parte do nome na aba Parte do nome, para ver
                os dados, a escola e o histórico de turmas do estudante.
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      ) : null}

      {student && actions ? (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography variant="h2" component="p" color="primary.dark">
              {student.nome}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
              <Button variant="outlined" startIcon={<ArrowBackIcon aria-hidden />} onClick={clear}>
                Voltar
              </Button>
              {can(session.activeConfig.role, 'student.audit') && !isRestricted(student) ? (
                <Button
                  variant="outlined"
                  startIcon={<ManageSearchIcon aria-hidden />}
                  onClick={() => navigate(`/auditoria-estudante?alunoId=${student.id}`)}
                >
                  Auditoria
                </Button>
              ) : null}
              {actions.showDelete ? (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteOutlineIcon aria-hidden />}
                  disabled={!actions.canDelete}
                  onClick={() => setConfirmDelete(true)}
                >
                  Excluir estudante
                </Button>
              ) : null}
              {actions.showEdit ? (
                <Button
                  variant="contained"
                  startIcon={<EditOutlinedIcon aria-hidden />}
                  disabled={!actions.canEdit}
                  onClick={edit}
                >
                  Editar
                </Button>
              ) : null}
            </Stack>
          </Stack>
          {isRestricted(student) ? <Alert severity="info">{STUDENT_RESTRICTED_NOTICE}</Alert> : null}
          {actions.showEdit && actions.editNotice ? (
            <Alert severity="info">{actions.editNotice}</Alert>
          ) : actions.deleteNotice ? (
            <Alert severity="info">{actions.deleteNotice}</Alert>
          ) : null}
          {isRestricted(student) ? (
            <RestrictedData student={student} />
          ) : (
            <>
              <PersonalData student={student} />
              <SchoolAndClass student={student} />
              <ClassHistory key={student.id} student={student} />
            </>
          )}
        </>
      ) : null}

      <ConfirmDialog
        open={confirmDelete}
        title="Excluir estudante"
        text={
          student ? (
            <>
              Tem certeza de que deseja excluir o estudante <strong>{student.nome}</strong>? A passagem atual
              pela turma será encerrada hoje.
            </>
          ) : null
        }
        confirmLabel="Excluir"
        destructive
        loading={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => student && remove.mutate(student.id)}
      />
    </Stack>
  );
}
