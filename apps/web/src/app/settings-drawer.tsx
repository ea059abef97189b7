/**
 * The 'Configurações' flyout (spec 01 §2 header): Perfil select, 'Buscar escola' (Administrador),
 * Regionais / Municípios / Escolas, 'Selecione a unidade' for coordinator and director, and Confirmar,
 * which applies the new active configuration. Lookups use the role chosen here as `Perfil` header;
 * their errors are silently ignored (spec 01 §8).
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  InputAdornment,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '@siam/domain/permissions';
import { Role, choosesLinkedSchool, linkedSchoolsFunction, type RoleId } from '@siam/domain/roles';
import {
  SCHOOL_NOT_FOUND,
  SCHOOL_NOT_FOUND_MS,
  isCompleteSchoolSearch,
  sanitizeSchoolSearch,
} from '@siam/domain/school-search';
import type { School } from '@siam/domain/contracts/schools';
import type { LinkedSchools } from '@siam/domain/contracts/staff';
import { api } from '../api/client';
import { SchoolPicker, schoolLabel } from '../components/school-picker';
import {
  configForRole,
  distinctRoles,
  placeOfSchool,
  setActiveConfig,
  useSession,
  type ActiveConfig,
  type SessionUser,
} from '../lib/session';
import { closeSettings, useSettingsOpen } from '../lib/settings-flyout';

export const SETTINGS_WIDTH = 420;

function useLinkedSchools(cpf: string, role: RoleId) {
  const kind = linkedSchoolsFunction(role);
  return useQuery({
    queryKey: ['linked-schools', kind, cpf, role],
    queryFn: ({ signal }) =>
      api.get<LinkedSchools>(`/Servidor/${kind}`, { query: { cpf }, perfil: role, signal }),
    enabled: choosesLinkedSchool(role) && Boolean(cpf),
    retry: false,
    select: (d) => d?.escolas ?? [],
  });
}

function SchoolSearch({ onFound }: { onFound: (school: School) => void }) {
  const [inep, setInep] = useState('');
  const [status, setStatus] = useState<'idle' | 'searching' | 'not-found'>('idle');
  const request = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current += 1;
    },
    [],
  );

  const search = async (code: string) => {
    const id = ++request.current;
    setStatus('searching');
    try {
      const found = await api.get<School[]>('/Escolas', {
        query: { IdInep: code },
        perfil: Role.Administrador,
      });
      if (id !== request.current) return;
      const school = Array.isArray(found) ? found[0] : undefined;
      if (school) {
        setStatus('idle');
        onFound(school);
      } else {
        setStatus('not-found');
        timer.current = setTimeout(() => setStatus('idle'), SCHOOL_NOT_FOUND_MS);
      }
    } catch {
      // Lookup errors are silently ignored (spec 01 §8).
      if (id === request.current) setStatus('idle');
    }
  };

  return (
    <Box>
      <TextField
        label="Buscar escola"
        value={inep}
        onChange={(e) => {
          const code = sanitizeSchoolSearch(e.target.value);
          setInep(code);
          clearTimeout(timer.current);
          if (isCompleteSchoolSearch(code)) {
            void search(code);
          } else {
            request.current += 1;
            setStatus('idle');
          }
        }}
        helperText={status === 'searching' ? 'Aguarde...' : 'Digite o código INEP da escola (8 dígitos)'}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 8, autoComplete: 'off' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <SearchIcon color="action" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {status === 'not-found' ? (
        <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
          {SCHOOL_NOT_FOUND}
        </Alert>
      ) : null}
    </Box>
  );
}

function SettingsForm({ session, onDone }: { session: SessionUser; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ActiveConfig>(session.activeConfig);
  const roles = distinctRoles(session.roles);
  const linked = useLinkedSchools(session.cpf, draft.role);
  const linkedSchools = linked.data ?? [];
  const [searchKey, setSearchKey] = useState(0);

  const chooseRole = (role: RoleId) => {
    setDraft(configForRole(role, session.roles));
    setSearchKey((k) => k + 1);
  };
  const chooseSchool = (school: School) => setDraft((d) => ({ ...d, ...placeOfSchool(school) }));

  const confirm = () => {
    const roleChanged = draft.role !== session.activeConfig.role;
    setActiveConfig(draft);
    // Everything cached was fetched for the previous role or place.
    void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== 'public-config' });
    if (roleChanged) queryClient.removeQueries({ queryKey: ['localizacoes'] });
    onDone();
  };

  return (
    <Stack spacing={3} component="form" onSubmit={(e) => (e.preventDefault(), confirm())} noValidate>
      <TextField
        select
        label="Perfil"
        value={draft.role}
        onChange={(e) => chooseRole(Number(e.target.value) as RoleId)}
      >
        {roles.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.nome}
          </MenuItem>
        ))}
      </TextField>

      {can(draft.role, 'school.searchByInep') ? (
        <SchoolSearch key={searchKey} onFound={chooseSchool} />
      ) : null}

      {choosesLinkedSchool(draft.role) ? (
        <TextField
          select
          label="Selecione a unidade"
          value={linkedSchools.some((s) => s.id === draft.school?.id) ? draft.school?.id : ''}
          onChange={(e) => {
            const school = linkedSchools.find((s) => s.id === Number(e.target.value));
            if (school) chooseSchool(school);
          }}
          helperText={
            linked.isFetching
              ? 'Aguarde...'
              : linkedSchools.length === 0
                ? 'Nenhuma unidade vinculada encontrada'
                : undefined
          }
        >
          {linkedSchools.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {schoolLabel(s)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}

      <Divider flexItem>
        <Typography variant="body2" color="text.secondary">
          Localização
        </Typography>
      </Divider>

      <SchoolPicker
        perfil={draft.role}
        value={{ region: draft.region, city: draft.city, school: draft.school }}
        onChange={(place) => setDraft((d) => ({ ...d, ...place }))}
      />

      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', pt: 1 }}>
        <Button variant="outlined" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained">
          Confirmar
        </Button>
      </Stack>
    </Stack>
  );
}

export function SettingsDrawer() {
  const open = useSettingsOpen();
  const session = useSession();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open && Boolean(session)}
      onClose={closeSettings}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: SETTINGS_WIDTH } },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 3, py: 2 }}>
        <Typography id={titleId} variant="h2" component="h2" sx={{ flex: 1 }}>
          Configurações
        </Typography>
        <IconButton aria-label="Fechar configurações" onClick={closeSettings}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ px: 3, py: 3, overflowY: 'auto' }}>
        {session ? <SettingsForm session={session} onDone={closeSettings} /> : null}
      </Box>
    </Drawer>
  );
}
