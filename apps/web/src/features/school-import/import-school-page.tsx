/**
 * /importar-escola-sgu, 'Importar Escola do SGU' (spec 03 §2.16, §5.3, §6, §7.4): the administrator
 * searches the state register (SGU) by INEP code, sees the school's name, municipality, network and
 * position, chooses whether it is linked to SIGE, and imports (Salvar) or refreshes (Atualizar) it.
 * Excluir removes a school the product has, with an id and no classes, after a confirmation.
 * The stages ('Buscar no SGU' → 'Conferir os dados' → 'Gravar no SIAM' → 'Concluído') follow the two
 * calls as they run (decision 126).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  IconButton,
  InputAdornment,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { redeLabel } from '@siam/domain/enums';
import {
  canDeleteImportedSchool,
  INEP_LENGTH,
  SCHOOL_DELETE_CONFIRM,
  SCHOOL_DELETE_ERROR,
  SCHOOL_DELETED,
  SCHOOL_SAVE_ERROR,
  SGU_SEARCH_ERROR,
  schoolInepSchema,
} from '@siam/domain/school-import';
import type { RegisterSaveResult, RegisterSchool } from '@siam/domain/contracts/register-import';
import { api, apiRequest, errorText } from '../../api/client';
import { FormTextField } from '../../components/form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { StageStepper, type Stage } from '../../components/stage-stepper';
import { toast } from '../../lib/toast';

const TITLE = 'Importar Escola do SGU';

/** The stages of an import: the search (GET), the secretary's check, the save (POST). */
export const IMPORT_STAGES: readonly Stage[] = [
  { label: 'Buscar no SGU', description: 'Pelo código INEP' },
  { label: 'Conferir os dados', description: 'E dizer se usa o SIGE' },
  { label: 'Gravar no SIAM', description: 'Salvar ou Atualizar' },
  { label: 'Concluído' },
];
const formSchema = z.object({ codigoInep: schoolInepSchema });
type FormValues = z.input<typeof formSchema>;

/** Why Excluir is not offered, in words a secretary understands. */
function deleteHint(s: RegisterSchool): string | null {
  if (!s.siam || s.id === null) return 'A escola ainda não está cadastrada no SIAM: não há o que excluir.';
  if (s.turma > 0) {
    return `A escola possui ${s.turma} ${s.turma === 1 ? 'turma cadastrada' : 'turmas cadastradas'} no SIAM e não pode ser excluída.`;
  }
  return null;
}

function formatCoordinate(v: number | null): string {
  return v === null ? 'Não informada' : v.toLocaleString('pt-BR', { maximumFractionDigits: 6 });
}

export default function ImportSchoolPage() {
  const [school, setSchool] = useState<RegisterSchool | null>(null);
  const [sige, setSige] = useState(false);
  const [busy, setBusy] = useState<null | 'search' | 'save' | 'delete'>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  /** The stage that failed, with the message (the search or the save). */
  const [failure, setFailure] = useState<{ stage: number; message: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, reset } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { codigoInep: '' },
  });

  const show = (s: RegisterSchool | null) => {
    setSchool(s);
    setSige(s?.sige ?? false);
    setSaved(false);
  };

  const search = handleSubmit(async ({ codigoInep }) => {
    setBusy('search');
    setFailure(null);
    show(null);
    try {
      show(await api.get<RegisterSchool>('/Escolas/EscolaSGU', { query: { codigoInep: codigoInep.trim() } }));
    } catch (error) {
      toast.apiError(error, SGU_SEARCH_ERROR);
      setFailure({ stage: 0, message: errorText(error, SGU_SEARCH_ERROR) });
    } finally {
      setBusy(null);
    }
  });

  const save = async () => {
    if (!school) return;
    setBusy('save');
    setFailure(null);
    try {
      const result = await api.post<RegisterSaveResult>('/Escolas/EscolaSGU', {
        ...school,
        sige,
      });
      toast.success(result.mensagem);
      show(result.escola);
      setSaved(true);
    } catch (error) {
      toast.apiError(error, SCHOOL_SAVE_ERROR);
      setFailure({ stage: 2, message: errorText(error, SCHOOL_SAVE_ERROR) });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!school) return;
    setBusy('delete');
    try {
      await apiRequest<{ mensagem: string }>('/Escolas', { method: 'DELETE', body: school });
      toast.success(SCHOOL_DELETED);
      setConfirmOpen(false);
      show({ ...school, siam: false, id: null, turma: 0 });
    } catch (error) {
      setConfirmOpen(false);
      toast.apiError(error, SCHOOL_DELETE_ERROR);
    } finally {
      setBusy(null);
    }
  };

  const cancel = () => {
    setFailure(null);
    show(null);
    reset({ codigoInep: '' });
  };

  const hint = school ? deleteHint(school) : null;
  const stage =
    failure?.stage ??
    (busy === 'search' || !school ? 0 : busy === 'save' ? 2 : saved ? IMPORT_STAGES.length : 1);
  const running = busy === 'search' || busy === 'save';

  return (
    <>
      <PageHeader
        title={TITLE}
        subtitle="Busque a escola pelo código INEP no cadastro estadual de escolas (SGU) e traga os dados dela para o SIAM."
      />
      <Paper variant="outlined" sx={{ p: 2.5, mb: 3 }}>
        <StageStepper
          ariaLabel="Etapas da importação"
          stages={IMPORT_STAGES}
          active={stage}
          running={running}
          runningText={busy === 'search' ? 'Consultando o SGU...' : 'Gravando a escola no SIAM...'}
          error={failure?.message ?? null}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2.5, mb: 3 }}>
        <Box component="form" noValidate aria-label="Buscar escola no SGU" onSubmit={search}>
          <FormTextField
            control={control}
            name="codigoInep"
            label="Código INEP"
            required
            sanitize={(text) => text.replace(/\D/g, '').slice(0, INEP_LENGTH)}
            helperText="Os 8 números do código INEP da escola."
            sx={{ width: { xs: '100%', sm: 320 } }}
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: INEP_LENGTH },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton type="submit" aria-label="Buscar escola" edge="end" disabled={busy !== null}>
                      <SearchIcon />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {busy === 'search' ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Aguarde...
          </Typography>
        ) : null}
      </Paper>

      {school ? (
        <Paper variant="outlined" component="section" aria-labelledby="escola-sgu" sx={{ p: 2.5 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mb: 2, alignItems: { sm: 'center' } }}
          >
            <Typography id="escola-sgu" variant="h2" component="h2">
              Dados da escola no SGU
            </Typography>
            <Chip
              color={school.siam ? 'success' : 'default'}
              label={school.siam ? 'Já cadastrada no SIAM' : 'Ainda não cadastrada no SIAM'}
            />
          </Stack>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' },
              mb: 2,
            }}
          >
            <TextField
              label="Código INEP"
              value={school.codigoInep}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              label="Nome da escola"
              value={school.nomeEscola}
              slotProps={{ htmlInput: { readOnly: true } }}
              sx={{ gridColumn: { md: 'span 2' } }}
            />
            <TextField
              label="Município"
              value={school.municipio}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              label="Rede"
              value={redeLabel(school.rede)}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              label="Turmas no SIAM"
              value={school.siam ? String(school.turma) : '—'}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              label="Latitude"
              value={formatCoordinate(school.latitude)}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              label="Longitude"
              value={formatCoordinate(school.longitude)}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Box>
          <FormControlLabel
            control={<Switch checked={sige} onChange={(e) => setSige(e.target.checked)} />}
            label="Vinculada ao SIGE (sistema de gestão escolar)"
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Ligue se as turmas e os estudantes desta escola são cadastrados no SIGE. Nesse caso, eles ficam
            somente para consulta no SIAM e são atualizados pela sincronização com o SIGE.
          </Typography>
          {hint && school.siam ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {hint}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="contained" onClick={save} disabled={busy !== null}>
              {busy === 'save' ? 'Aguarde...' : school.siam ? 'Atualizar' : 'Salvar'}
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setConfirmOpen(true)}
              disabled={busy !== null || !canDeleteImportedSchool(school)}
            >
              Excluir
            </Button>
            <Button variant="text" onClick={cancel} disabled={busy !== null}>
              Cancelar
            </Button>
          </Stack>
        </Paper>
      ) : null}

      <ConfirmDialog
        open={confirmOpen}
        title="Excluir escola"
        text={
          school ? (
            <>
              <Box component="span" sx={{ display: 'block', mb: 1 }}>
                {SCHOOL_DELETE_CONFIRM}
              </Box>
              <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {school.codigoInep} - {school.nomeEscola}
              </Box>
            </>
          ) : null
        }
        confirmLabel="Excluir"
        destructive
        loading={busy === 'delete'}
        onConfirm={remove}
        onCancel={() => setConfirmOpen(false)}
      />
    </>
  );
}
