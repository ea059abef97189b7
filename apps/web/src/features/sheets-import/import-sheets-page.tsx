/**
 * /importar-fichas, 'Importar Fichas de Acompanhamento' (issue 5: "an administrator-facing way to load
 * them from a file"): choose the sheet (Aprendizagem, Atividades) and a .csv or .json file; the file is
 * read and checked in the browser with the import schema of the domain and its counts are previewed
 * (estruturas, categorias, habilidades); Importar asks for confirmation (the sheet's content is
 * replaced), then POST /api/Fichas/Importar answers the counts or the refusal (the sheet already has
 * answers), shown on the screen and as a toast. Administrador only (`monitoring.admin`, as the API).
 */
import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Link,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useMutation } from '@tanstack/react-query';
import { FICHAS_ACOMPANHAMENTO, fichaAcompanhamentoLabel, type FichaId } from '@siam/domain/enums';
import { SHEET_CSV_COLUMNS, SHEET_IMPORTED, readSheetFile, sheetCounts } from '@siam/domain/sheets';
import type { SheetImport, SheetImportResult } from '@siam/domain/contracts/sheets';
import { api, errorText } from '../../api/client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { toast } from '../../lib/toast';

export const PAGE_TITLE = 'Importar Fichas de Acompanhamento';
export const IMPORT_ERROR = 'Não foi possível importar a ficha, tente novamente mais tarde.';
export const CONFIRM_TITLE = 'Substituir o conteúdo da ficha?';
export const CSV_EXAMPLE = [
  'estrutura;categoria;habilidade;nivel1;nivel2;nivel3;nivel4',
  'Leitura;Fluência;Lê pequenos textos;Não lê frases;Lê silabando;Lê com hesitações;Lê com fluência',
].join('\n');

type Chosen = { name: string; text: string } | null;
type Outcome = { severity: 'success' | 'error'; message: string; counts?: SheetImportResult } | null;

export function importSheet(sheet: SheetImport): Promise<SheetImportResult> {
  return api.post<SheetImportResult>('/Fichas/Importar', sheet);
}

export default function ImportSheetsPage() {
  const [fichaId, setFichaId] = useState<FichaId>(FICHAS_ACOMPANHAMENTO[0].id);
  const [file, setFile] = useState<Chosen>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fileLabelId = useId();
  const tipo = fichaAcompanhamentoLabel(fichaId);
  // The chosen file is read again for the chosen sheet, so changing the sheet needs no new pick.
  const read = file ? readSheetFile(file.name, file.text, fichaId) : null;
  const counts = read?.ok ? sheetCounts(read.sheet) : null;

  const send = useMutation({
    mutationFn: importSheet,
    onSuccess: (result) => {
      setOutcome({ severity: 'success', message: SHEET_IMPORTED, counts: result });
      toast.success(SHEET_IMPORTED);
    },
    onError: (error) => {
      const message = errorText(error, IMPORT_ERROR);
      setOutcome({ severity: 'error', message });
      toast.error(message);
    },
  });

  const pick = async (chosen: File | undefined) => {
    setOutcome(null);
    if (!chosen) return setFile(null);
    setFile({ name: chosen.name, text: await chosen.text() });
  };

  return (
    <>
      <PageHeader
        title={PAGE_TITLE}
        subtitle="Carregue de um arquivo as estruturas, categorias, habilidades e os quatro critérios de uma ficha de acompanhamento."
      />
      <Stack spacing={3}>
        <Alert severity="warning" role="note">
          A importação substitui todo o conteúdo da ficha escolhida. Ela só é aceita enquanto nenhum
          acompanhamento dessa ficha tiver respostas.
        </Alert>

        <Paper variant="outlined" component="section" aria-labelledby="arquivo-title" sx={{ p: 2.5 }}>
          <Typography id="arquivo-title" variant="h2" component="h2" sx={{ mb: 2 }}>
            Arquivo
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              select
              label="Ficha"
              value={fichaId}
              onChange={(e) => {
                setFichaId(Number(e.target.value) as FichaId);
                setOutcome(null);
              }}
              sx={{ width: { xs: '100%', md: 260 }, flex: 'none' }}
            >
              {FICHAS_ACOMPANHAMENTO.map((f) => (
                <MenuItem key={f.id} value={f.id}>
                  {f.nome}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              component="label"
              startIcon={<UploadFileIcon />}
              sx={{ height: 56, whiteSpace: 'nowrap', flex: 'none' }}
            >
              Escolher arquivo (.csv ou .json)
              <input
                hidden
                type="file"
                accept=".csv,.json,text/csv,application/json"
                aria-label="Arquivo da ficha"
                aria-describedby={fileLabelId}
                onChange={(e) => void pick(e.target.files?.[0])}
              />
            </Button>
            <Typography id={fileLabelId} color="text.secondary">
              {file ? `Arquivo escolhido: ${file.name}` : 'Arquivo da ficha: nenhum arquivo escolhido'}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Veja abaixo o <Link href="#formato-csv">formato do arquivo CSV</Link> (o mesmo de
            docs/operations.md, seção &quot;Monitoring sheets&quot;).
          </Typography>
        </Paper>

        {read ? (
          <Paper variant="outlined" component="section" aria-labelledby="previa-title" sx={{ p: 2.5 }}>
            <Typography id="previa-title" variant="h2" component="h2" sx={{ mb: 2 }}>
              Prévia
            </Typography>
            {read.ok && counts ? (
              <Stack spacing={2}>
                <Typography>O arquivo traz para a ficha de {tipo}:</Typography>
                <Stack
                  direction="row"
                  spacing={2}
                  component="dl"
                  aria-label="Conteúdo do arquivo"
                  sx={{ m: 0 }}
                >
                  {(
                    [
                      ['Estruturas', counts.estruturas],
                      ['Categorias', counts.categorias],
                      ['Habilidades', counts.habilidades],
                    ] as const
                  ).map(([label, n]) => (
                    <Box
                      key={label}
                      sx={{
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                        px: 2.5,
                        py: 1.5,
                        minWidth: 120,
                      }}
                    >
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {label}
                      </Typography>
                      <Typography component="dd" variant="h2" sx={{ m: 0 }}>
                        {n}
                      </Typography>
                    </Box>
                  ))}
                </Stack>
                <Box component="ul" aria-label="Estruturas do arquivo" sx={{ m: 0, pl: 3 }}>
                  {read.sheet.estruturas.map((e) => (
                    <li key={e.descricao}>
                      <Typography>
                        {e.descricao}:{' '}
                        {e.categorias.map((c) => `${c.descricao} (${c.habilidades.length})`).join(', ')}
                      </Typography>
                    </li>
                  ))}
                </Box>
                <Box>
                  <Button
                    variant="contained"
                    startIcon={<CloudUploadIcon />}
                    onClick={() => setConfirming(true)}
                    disabled={send.isPending}
                  >
                    {send.isPending ? 'Aguarde...' : 'Importar'}
                  </Button>
                </Box>
                {outcome ? (
                  <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
                    {outcome.message}
                    {outcome.counts
                      ? ` Ficha de ${fichaAcompanhamentoLabel(outcome.counts.fichaId)}: ${outcome.counts.estruturas} estruturas, ${outcome.counts.categorias} categorias, ${outcome.counts.habilidades} habilidades e ${outcome.counts.criterios} critérios.`
                      : null}
                  </Alert>
                ) : null}
              </Stack>
            ) : !read.ok ? (
              <Alert severity="error" role="alert">
                {read.message}
              </Alert>
            ) : null}
          </Paper>
        ) : null}

        <Paper variant="outlined" component="section" aria-labelledby="formato-csv" sx={{ p: 2.5 }}>
          <Typography id="formato-csv" variant="h2" component="h2" sx={{ mb: 1 }}>
            Formato do arquivo CSV
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            UTF-8, separado por ponto e vírgula (;) ou vírgula (,), com aspas duplas nos valores que contêm o
            separador. Uma linha de cabeçalho e, depois, uma linha por habilidade, na ordem de exibição. Um
            arquivo JSON traz o mesmo conteúdo:{' '}
            {'{"estruturas": [{"descricao", "categorias": [{"descricao", '}
            {'"habilidades": [{"descricao", "criterios": [4 textos]}]}]}]}'}.
          </Typography>
          <Table size="small" aria-label="Colunas do arquivo CSV">
            <TableHead>
              <TableRow>
                <TableCell>Coluna</TableCell>
                <TableCell>Conteúdo</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {SHEET_CSV_COLUMNS.map((c) => (
                <TableRow key={c.name}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{c.name}</TableCell>
                  <TableCell>{c.content}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography sx={{ mt: 2, mb: 0.5 }}>Exemplo:</Typography>
          <Box
            component="pre"
            sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}
          >
            {CSV_EXAMPLE}
          </Box>
        </Paper>
      </Stack>

      <ConfirmDialog
        open={confirming}
        title={CONFIRM_TITLE}
        text={`Todo o conteúdo atual da ficha de ${tipo} será substituído pelo do arquivo. Deseja continuar?`}
        confirmLabel="Importar"
        cancelLabel="Cancelar"
        destructive
        onConfirm={() => {
          setConfirming(false);
          if (read?.ok) send.mutate(read.sheet);
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
