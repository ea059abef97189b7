/**
 * /manter-usuario (spec 01 §2, §4, §5): search a user by CPF; found → the person's data and the
 * profile links (side panel); not found → a new registration, pre-filled from the department's
 * directory when it knows the person. Profiles chosen here are merged into the links and saved with
 * POST /api/Usuario. School staff and teachers are registered in the school and teacher menus.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  IconButton,
  InputAdornment,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CPF_INVALID_TOAST, formatCpf, isValidCpf, normalizeCpf } from '@siam/domain/cpf';
import { formatPhone } from '@siam/domain/phone';
import { roleScope } from '@siam/domain/roles';
import {
  mergeLinks,
  PROFILE_DELETE_NEEDS_SAVE,
  profileKind,
  profileOptions,
  removeProfile,
  USER_NOT_FOUND,
  USER_SAVED,
  USER_SCHOOL_STAFF_NOTICE,
  USER_TEXT_MAX,
  userFormSchema,
  type ProfileCaller,
  type UserFormValues,
} from '@siam/domain/users';
import type { DirectoryPerson, User } from '@siam/domain/contracts/users';
import { ApiError } from '../../api/client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CpfField } from '../../components/cpf-field';
import {
  FormActions,
  FormCpfField,
  FormPhoneField,
  FormSelectField,
  FormTextField,
} from '../../components/form';
import { PageHeader } from '../../components/page-header';
import { useSession, type SessionUser } from '../../lib/session';
import { toast } from '../../lib/toast';
import { CANCEL_TEXT, CANCEL_TITLE, lookupErrorText, saveErrorText, USER_OUT_OF_REACH } from './messages';
import { ProfileLinksPanel, profileName, type EditedLink } from './profile-links-panel';
import { UsersList, USERS_LIST_KEY } from './users-list';
import {
  fetchDirectoryPerson,
  fetchUser,
  saveUser,
  useAllProfiles,
  useMunicipios,
  useProfilesBelow,
  useRegionais,
} from './queries';

/** The form as edited (selects hold '' when nothing is chosen). */
export interface UserFormState {
  cpf: string;
  nome: string;
  emailPessoal: string;
  telefonePessoal: string;
  perfis: number[];
  idRegional: number | '';
  idMunicipio: number | '';
}

type Mode = 'idle' | 'found' | 'new';

/** The caller's place for the active role (its link's regional and municipality). */
export function callerOf(session: SessionUser): ProfileCaller {
  const { role, region, city } = session.activeConfig;
  const link = session.roles.find((p) => p.id === role);
  return {
    role,
    idRegional: link?.idRegional ?? region?.codigo ?? null,
    idMunicipio: link?.idMunicipio ?? city?.codigo ?? null,
  };
}

function emptyForm(caller: ProfileCaller, cpf = ''): UserFormState {
  const scope = roleScope(caller.role);
  return {
    cpf,
    nome: '',
    emailPessoal: '',
    telefonePessoal: '',
    perfis: [],
    // A regional or municipal user can only choose their own regional (and municipality).
    idRegional: (scope === 'regional' || scope === 'municipal') && caller.idRegional ? caller.idRegional : '',
    idMunicipio: scope === 'municipal' && caller.idMunicipio ? caller.idMunicipio : '',
  };
}

const resolver = zodResolver(userFormSchema) as unknown as Resolver<UserFormState, unknown, UserFormValues>;

export default function UserPage() {
  const session = useSession();
  if (!session) return null;
  return <ManageUser session={session} />;
}

function ManageUser({ session }: { session: SessionUser }) {
  const caller = callerOf(session);
  const scope = roleScope(caller.role);
  const [search, setSearch] = useState('');
  const [mode, setMode] = useState<Mode>('idle');
  const [links, setLinks] = useState<EditedLink[]>([]);
  const [removed, setRemoved] = useState(false);
  const [nomeLocked, setNomeLocked] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [searching, setSearching] = useState(false);

  const { control, handleSubmit, reset, setValue } = useForm<UserFormState, unknown, UserFormValues>({
    resolver,
    defaultValues: emptyForm(caller),
  });
  const perfis = useWatch({ control, name: 'perfis' });
  const idRegional = useWatch({ control, name: 'idRegional' });
  const nome = useWatch({ control, name: 'nome' });
  const kinds = perfis.map(profileKind);
  const needsRegional = kinds.includes('regional') || kinds.includes('municipal');
  const needsCity = kinds.includes('municipal');

  const profiles = useProfilesBelow(caller.role);
  const allProfiles = useAllProfiles();
  const queryClient = useQueryClient();
  const options = profileOptions(profiles.data ?? [], perfis);
  const regionais = useRegionais(mode !== 'idle');
  const municipios = useMunicipios(idRegional === '' ? null : idRegional, needsCity);
  const regionalOptions = (regionais.data ?? []).filter(
    (r) => !(scope === 'regional' || scope === 'municipal') || r.codigo === caller.idRegional,
  );
  const cityOptions = (municipios.data ?? []).filter(
    (m) => scope !== 'municipal' || m.codigo === caller.idMunicipio,
  );

  const resetAll = () => {
    setSearch('');
    setMode('idle');
    setLinks([]);
    setRemoved(false);
    setNomeLocked(false);
    setPanelOpen(false);
    reset(emptyForm(caller));
  };

  const showFound = (user: User) => {
    setMode('found');
    setLinks(user.perfisVinculo ?? []);
    setRemoved(false);
    setNomeLocked(true);
    reset({
      ...emptyForm(caller, formatCpf(user.cpf)),
      nome: user.nome ?? '',
      emailPessoal: user.emailPessoal ?? '',
      telefonePessoal: formatPhone(user.telefonePessoal ?? ''),
    });
    setPanelOpen(true);
  };

  const startNew = (cpf: string, person: DirectoryPerson | null) => {
    setMode('new');
    setLinks([]);
    setRemoved(false);
    setNomeLocked(Boolean(person?.nome));
    reset({
      ...emptyForm(caller, formatCpf(cpf)),
      nome: person?.nome ?? '',
      emailPessoal: person?.emailPessoal ?? '',
      telefonePessoal: formatPhone(person?.telefonePessoal ?? ''),
    });
  };

  const lookup = async () => {
    if (!isValidCpf(search)) {
      toast.error(CPF_INVALID_TOAST);
      return;
    }
    await openUser(normalizeCpf(search));
  };

  const openUser = async (cpf: string) => {
    setSearching(true);
    try {
      showFound(await fetchUser(cpf));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        toast.info(USER_NOT_FOUND);
        startNew(cpf, await fetchDirectoryPerson(cpf));
      } else if (error instanceof ApiError && error.status === 403) {
        toast.info(USER_OUT_OF_REACH);
      } else {
        toast.info(lookupErrorText(error));
      }
    } finally {
      setSearching(false);
    }
  };

  const save = useMutation({
    mutationFn: saveUser,
    onSuccess: () => {
      toast.success(USER_SAVED);
      resetAll();
      void queryClient.invalidateQueries({ queryKey: [USERS_LIST_KEY] });
    },
    onError: async (error, body) => {
      toast.error(saveErrorText(error));
      // Spec 01 §4: after a failed save the user is fetched again (the links as the server has them).
      try {
        const user = await fetchUser(body.cpf);
        setMode('found');
        setLinks(user.perfisVinculo ?? []);
        setRemoved(false);
        setNomeLocked(true);
      } catch {
        // still not registered: the form stays as typed
      }
    },
  });

  const submit = handleSubmit((values) => {
    const merged = values.perfis.length
      ? mergeLinks(links, {
          idRegional: needsRegional ? values.idRegional : null,
          idMunicipio: needsCity ? values.idMunicipio : null,
          idPerfilSistema: values.perfis,
        })
      : links;
    save.mutate({
      cpf: values.cpf,
      nome: values.nome,
      emailPessoal: values.emailPessoal,
      telefonePessoal: values.telefonePessoal,
      perfisVinculo: merged.map((l) => ({
        idRegional: l.idRegional,
        idMunicipio: l.idMunicipio,
        idPerfilSistema: l.idPerfilSistema,
      })),
    });
  });

  const profileCount = links.reduce((n, l) => n + l.idPerfilSistema.length, 0);

  return (
    <>
      <PageHeader
        title="Manter Usuário"
        subtitle="Busque o usuário pelo CPF para ver os perfis vinculados, adicionar perfis ou fazer um novo cadastro."
      />
      <Stack spacing={3}>
        <Alert severity="info">{USER_SCHOOL_STAFF_NOTICE}</Alert>

        <Paper
          variant="outlined"
          component="form"
          role="search"
          aria-label="Buscar usuário"
          noValidate
          sx={{ p: 2.5 }}
          onSubmit={(e) => {
            e.preventDefault();
            void lookup();
          }}
        >
          <CpfField
            label="CPF do usuário"
            value={search}
            onChange={setSearch}
            placeholder="000.000.000-00"
            helperText="Digite o CPF e clique na lupa (ou tecle Enter)."
            sx={{ maxWidth: 360 }}
            fullWidth
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title="Buscar usuário">
                      <span>
                        <IconButton type="submit" aria-label="Buscar usuário" edge="end" disabled={searching}>
                          <SearchIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Paper>

        {mode !== 'idle' ? (
          <Paper
            variant="outlined"
            component="form"
            noValidate
            aria-labelledby="usuario-title"
            sx={{ p: 2.5 }}
            onSubmit={(e) => void submit(e)}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ mb: 2.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography id="usuario-title" variant="h2" component="h2">
                {mode === 'found' ? 'Dados do usuário' : 'Novo usuário'}
              </Typography>
              {mode === 'found' ? (
                <Button
                  variant="outlined"
                  startIcon={<ManageAccountsOutlinedIcon />}
                  onClick={() => setPanelOpen(true)}
                >
                  Ver perfis vinculados ({profileCount})
                </Button>
              ) : null}
            </Stack>

            <Box
              sx={{
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                // Name and CPF are locked, yet must stay legible.
                '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: 'rgba(0, 0, 0, 0.7)' },
              }}
            >
              <FormTextField
                control={control}
                name="nome"
                label="Nome"
                disabled={nomeLocked}
                slotProps={{ htmlInput: { maxLength: USER_TEXT_MAX } }}
              />
              <FormCpfField control={control} name="cpf" label="CPF" disabled />
              <FormTextField
                control={control}
                name="emailPessoal"
                label="E-mail alternativo"
                type="email"
                slotProps={{ htmlInput: { maxLength: USER_TEXT_MAX } }}
              />
              <FormPhoneField
                control={control}
                name="telefonePessoal"
                label="Telefone de contato"
                placeholder="(00) 00000-0000"
              />
            </Box>

            <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
              Adicionar perfis
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Escolha um ou mais perfis do mesmo tipo. Perfis regionais pedem a regional; perfis municipais,
              também o município.
            </Typography>
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Controller
                name="perfis"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label="Perfis"
                    name={field.name}
                    value={field.value}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    onChange={(e) => {
                      const value = e.target.value as unknown as number[] | string;
                      field.onChange(typeof value === 'string' ? value.split(',').map(Number) : value);
                    }}
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error?.message ??
                      (profiles.isError ? 'Não foi possível carregar os perfis.' : ' ')
                    }
                    sx={{ gridColumn: { md: '1 / -1' } }}
                    slotProps={{
                      select: {
                        multiple: true,
                        renderValue: (selected) =>
                          (selected as number[]).map((id) => profileName(id)).join(', '),
                      },
                    }}
                  >
                    {options.length === 0 ? (
                      <MenuItem disabled value="">
                        Nenhum perfil disponível
                      </MenuItem>
                    ) : null}
                    {options.map((p) => (
                      <MenuItem key={p.id} value={p.id}>
                        <Checkbox checked={field.value.includes(p.id)} size="small" sx={{ p: 0, mr: 1.5 }} />
                        <ListItemText primary={p.nome} />
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              {needsRegional ? (
                <FormSelectField
                  control={control}
                  name="idRegional"
                  label="Regional"
                  options={regionalOptions.map((r) => ({ id: r.codigo, nome: r.sigla }))}
                  onPicked={() =>
                    setValue(
                      'idMunicipio',
                      scope === 'municipal' && caller.idMunicipio ? caller.idMunicipio : '',
                    )
                  }
                  helperText=" "
                />
              ) : null}
              {needsCity ? (
                <FormSelectField
                  control={control}
                  name="idMunicipio"
                  label="Município"
                  options={cityOptions.map((m) => ({ id: m.codigo, nome: m.nome }))}
                  disabled={idRegional === ''}
                  helperText={idRegional === '' ? 'Escolha a regional primeiro.' : ' '}
                />
              ) : null}
            </Box>

            {removed ? (
              <Alert severity="warning" sx={{ mt: 2 }}>
                Há perfis retirados que ainda não foram salvos. Clique em Salvar para confirmar a exclusão.
              </Alert>
            ) : null}

            <FormActions saving={save.isPending} onCancel={() => setCancelOpen(true)} sx={{ mt: 3 }} />
          </Paper>
        ) : null}

        {mode === 'idle' ? (
          <UsersList
            profiles={allProfiles.data ?? []}
            onOpen={(cpf) => {
              setSearch(formatCpf(cpf));
              void openUser(cpf);
            }}
          />
        ) : null}
      </Stack>

      <ProfileLinksPanel
        open={panelOpen && mode === 'found'}
        onClose={() => setPanelOpen(false)}
        nome={nome}
        links={links}
        caller={caller}
        pending={removed}
        onRemove={(link, profileId) => {
          setLinks((current) => removeProfile(current, link, profileId));
          setRemoved(true);
          toast.warning(PROFILE_DELETE_NEEDS_SAVE);
        }}
      />
      <ConfirmDialog
        open={cancelOpen}
        title={CANCEL_TITLE}
        text={CANCEL_TEXT}
        confirmLabel="Sim, cancelar"
        cancelLabel="Voltar"
        onCancel={() => setCancelOpen(false)}
        onConfirm={() => {
          setCancelOpen(false);
          resetAll();
        }}
      />
    </>
  );
}
