/**
 * Painel SIAM (spec 03 §2.17, decision 090): 'Selecione o painel' with the six panels. A panel with a
 * report URL configured on the server opens it in a frame; otherwise the product's live dashboard for
 * that panel, with filters by regional → município → escola (the lists come from
 * GET /api/Usuario/Localizacoes, scoped by the server to the active role) and year / bimestre where
 * the panel uses them. The server enforces the scope; the lists only offer what it allows.
 */
import { useState } from 'react';
import { Alert, Autocomplete, Box, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useSearchParams } from 'react-router';
import { PAINEL_FILTROS, PAINEL_SELECIONE } from '@siam/domain/dashboards';
import type { Painel, PainelFiltros } from '@siam/domain/contracts/dashboards';
import { selectableYears } from '@siam/domain/dates';
import { BIMESTRES } from '@siam/domain/enums';
import { errorText } from '../../api/client';
import type { Municipio, Regional, School } from '../../api/types';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { schoolLabel, useLocalizacoes } from '../../components/school-picker';
import { PanelView } from './panel-view';
import { usePainelDados, usePaineis } from './queries';

export const ESCOLHA_PAINEL = 'Escolha um painel para ver os seus números.';
const TODOS = 'Todos';

interface Lugar {
  regional: Regional | null;
  municipio: Municipio | null;
  escola: School | null;
}

function Filtros({
  lugar,
  onLugar,
  painelId,
  ano,
  onAno,
  bimestre,
  onBimestre,
}: {
  lugar: Lugar;
  onLugar: (l: Lugar) => void;
  painelId: number;
  ano: number | '';
  onAno: (a: number | '') => void;
  bimestre: number | '';
  onBimestre: (b: number | '') => void;
}) {
  const { data, isFetching } = useLocalizacoes(undefined, lugar.regional?.codigo, lugar.municipio?.codigo);
  const regionais = data?.regional ?? [];
  const municipios = (data?.municipio ?? []).filter(
    (m) => !lugar.regional || m.regional === lugar.regional.codigo,
  );
  const escolas = (data?.escola ?? []).filter(
    (s) =>
      (!lugar.municipio || s.codigoMunicipio === lugar.municipio.codigo) &&
      (!lugar.regional || s.codigoRegional === lugar.regional.codigo),
  );
  const usa = PAINEL_FILTROS[painelId] ?? { ano: false, bimestre: false };
  const common = { loading: isFetching, loadingText: 'Aguarde...', sx: { flex: '1 1 180px' } };
  return (
    <Paper variant="outlined" component="section" aria-label="Filtros" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Autocomplete
          {...common}
          options={regionais}
          value={lugar.regional}
          noOptionsText="Nenhuma regional disponível"
          getOptionLabel={(r) => r.sigla}
          isOptionEqualToValue={(a, b) => a.codigo === b.codigo}
          onChange={(_e, regional) => onLugar({ regional, municipio: null, escola: null })}
          renderInput={(params) => <TextField {...params} label="Regional" placeholder={TODOS} />}
        />
        <Autocomplete
          {...common}
          options={municipios}
          value={lugar.municipio}
          noOptionsText="Nenhum município disponível"
          getOptionLabel={(m) => m.nome}
          isOptionEqualToValue={(a, b) => a.codigo === b.codigo}
          onChange={(_e, municipio) =>
            onLugar({
              regional: municipio
                ? (regionais.find((r) => r.codigo === municipio.regional) ?? lugar.regional)
                : lugar.regional,
              municipio,
              escola: null,
            })
          }
          renderInput={(params) => <TextField {...params} label="Município" placeholder={TODOS} />}
        />
        <Autocomplete
          {...common}
          sx={{ flex: '2 1 280px' }}
          options={escolas}
          value={lugar.escola}
          noOptionsText={
            lugar.municipio || escolas.length > 0 ? 'Nenhuma escola encontrada' : 'Selecione um município'
          }
          getOptionLabel={schoolLabel}
          getOptionKey={(s) => s.id}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_e, escola) =>
            onLugar(
              escola
                ? {
                    regional: regionais.find((r) => r.codigo === escola.codigoRegional) ?? lugar.regional,
                    municipio: municipios.find((m) => m.codigo === escola.codigoMunicipio) ?? lugar.municipio,
                    escola,
                  }
                : { ...lugar, escola: null },
            )
          }
          renderInput={(params) => <TextField {...params} label="Escola" placeholder={TODOS} />}
        />
        {usa.ano ? (
          <TextField
            select
            label={painelId === 6 ? 'Ano do prêmio' : 'Ano'}
            value={ano}
            onChange={(e) => onAno(e.target.value === '' ? '' : Number(e.target.value))}
            sx={{ flex: { md: '0 0 150px' } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            {painelId === 6 ? <MenuItem value="">{TODOS}</MenuItem> : null}
            {selectableYears().map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {usa.bimestre ? (
          <TextField
            select
            label="Bimestre"
            value={bimestre}
            onChange={(e) => onBimestre(e.target.value === '' ? '' : Number(e.target.value))}
            sx={{ flex: { md: '0 0 150px' } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{TODOS}</MenuItem>
            {BIMESTRES.map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {b.nome}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
    </Paper>
  );
}

function LivePanel({ painel }: { painel: Painel }) {
  const [lugar, setLugar] = useState<Lugar>({ regional: null, municipio: null, escola: null });
  const [ano, setAno] = useState<number | ''>(painel.id === 6 ? '' : new Date().getFullYear());
  const [bimestre, setBimestre] = useState<number | ''>('');
  const usa = PAINEL_FILTROS[painel.id] ?? { ano: false, bimestre: false };
  const filtros: PainelFiltros = {
    regional: lugar.regional?.codigo,
    municipio: lugar.municipio?.codigo,
    escola: lugar.escola?.id,
    ano: usa.ano && ano !== '' ? ano : undefined,
    bimestre: usa.bimestre && bimestre !== '' ? bimestre : undefined,
  };
  const dados = usePainelDados(painel.id, filtros);
  return (
    <Stack spacing={2.5}>
      <Filtros
        lugar={lugar}
        onLugar={setLugar}
        painelId={painel.id}
        ano={ano}
        onAno={setAno}
        bimestre={bimestre}
        onBimestre={setBimestre}
      />
      {dados.isPending ? (
        <Loading label="Carregando o painel..." />
      ) : dados.isError ? (
        <Alert severity="error">{errorText(dados.error)}</Alert>
      ) : (
        <Box
          sx={{ opacity: dados.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}
          aria-busy={dados.isFetching}
        >
          <PanelView dados={dados.data} filtros={filtros} />
        </Box>
      )}
    </Stack>
  );
}

function ReportFrame({ painel }: { painel: Painel & { url: string } }) {
  return (
    <Stack spacing={1}>
      <Box
        component="iframe"
        title={painel.nome}
        src={painel.url}
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sx={{
          width: '100%',
          height: { xs: 560, md: 'calc(100vh - 300px)' },
          minHeight: 480,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
      <Link
        href={painel.url}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ alignSelf: 'flex-end', display: 'inline-flex', gap: 0.5 }}
      >
        Abrir o relatório em uma nova aba <OpenInNewIcon fontSize="small" aria-hidden />
      </Link>
    </Stack>
  );
}

export default function DashboardsPage() {
  const paineis = usePaineis();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('painel')) || null;
  const painel = paineis.data?.find((p) => p.id === id) ?? null;

  return (
    <Box>
      <PageHeader title="Painel SIAM" subtitle="Acompanhamento do programa por painéis de indicadores." />
      {paineis.isPending ? (
        <Loading />
      ) : paineis.isError ? (
        <Alert severity="error">{errorText(paineis.error)}</Alert>
      ) : (
        <Stack spacing={2.5}>
          <TextField
            select
            label={PAINEL_SELECIONE}
            value={painel?.id ?? ''}
            onChange={(e) => setParams(e.target.value ? { painel: String(e.target.value) } : {})}
            sx={{ maxWidth: 520 }}
          >
            {paineis.data.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.nome}
              </MenuItem>
            ))}
          </TextField>
          {painel === null ? (
            <Typography color="text.secondary">{ESCOLHA_PAINEL}</Typography>
          ) : painel.url ? (
            <ReportFrame painel={{ ...painel, url: painel.url }} />
          ) : (
            <LivePanel key={painel.id} painel={painel} />
          )}
        </Stack>
      )}
    </Box>
  );
}
