/**
 * The execution's document form (spec 03 §2.5, §5.2): document type, then the fields its kind requires
 * (CPF/CNPJ, value, document number), the file (10 MB, .jpeg/.jpg/.pdf/.png checked by name and by
 * content) and the execution date, in react-hook-form with the form kit. Incluir checks the §5.2 rules of @siam/domain/parfi in order and
 * uploads the document; the server checks them again.
 */
import { toCents } from '@siam/domain/money';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { formatCpfOrCnpj } from '@siam/domain/cnpj';
import { DOCUMENT_KIND_FIELDS, type TipoDocumentoKindId } from '@siam/domain/enums';
import { monitoringToday } from '@siam/domain/monitoring';
import {
  FILE_EXTENSIONS,
  FILE_MAX_BYTES,
  INVOICE_MAX,
  PARFI_MSG,
  VALUE_INPUT_MAX,
  cpfCnpjLiveError,
  documentError,
  hasAllowedExtension,
  sniffFileType,
  type AttachedDocument,
} from '@siam/domain/parfi';
import { onlyDigits } from '@siam/domain/text';
import type { AttachedFile, DocumentType } from '@siam/domain/contracts/parfi';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { UploadProgress, type UploadProgressProps } from '../../components/upload-progress';
import {
  FormDateField,
  FormMoneyField,
  FormSelectField,
  FormTextField,
  useChangeClearsError,
  useFocusFirstInvalid,
} from '../../components/form';
import { toast } from '../../lib/toast';

export interface DocumentValues {
  documentoId: number | '';
  valor: string;
  cnpj: string;
  notaFiscal: string;
  dataExecucao: string | null;
  arquivo: File | null;
}

export const EMPTY_DOCUMENT: DocumentValues = {
  documentoId: '',
  valor: '',
  cnpj: '',
  notaFiscal: '',
  dataExecucao: null,
  arquivo: null,
};

type Field = keyof DocumentValues;

/** Which field a §5.2 message belongs to. */
const FIELD_OF: Record<string, Field> = {
  [PARFI_MSG.docTypeRequired]: 'documentoId',
  [PARFI_MSG.fileRequired]: 'arquivo',
  [PARFI_MSG.execDateRequired]: 'dataExecucao',
  [PARFI_MSG.execDateFuture]: 'dataExecucao',
  [PARFI_MSG.cpfCnpjRequired]: 'cnpj',
  [PARFI_MSG.cpfOrCnpjInvalid]: 'cnpj',
  [PARFI_MSG.cpfCnpjAttached]: 'cnpj',
  [PARFI_MSG.fiscalCnpjMismatch]: 'cnpj',
  [PARFI_MSG.valueRequired]: 'valor',
  [PARFI_MSG.valueCents]: 'valor',
  [PARFI_MSG.valueInvalid]: 'valor',
  [PARFI_MSG.valuePositive]: 'valor',
  [PARFI_MSG.fiscalAboveLowest]: 'valor',
  [PARFI_MSG.invoiceRequired]: 'notaFiscal',
  [PARFI_MSG.invoiceDigits]: 'notaFiscal',
};

/** Messages of a missing required field: the form also says 'Informe todos os dados obrigatórios.' */
const REQUIRED_MESSAGES: readonly string[] = [
  PARFI_MSG.docTypeRequired,
  PARFI_MSG.fileRequired,
  PARFI_MSG.execDateRequired,
  PARFI_MSG.cpfCnpjRequired,
  PARFI_MSG.valueRequired,
  PARFI_MSG.invoiceRequired,
];

export function toAttachedDocuments(files: readonly AttachedFile[]): AttachedDocument[] {
  return files.map((f) => ({
    documentoId: f.documentoId,
    cnpj: f.cnpj,
    valorCents: f.valorOrcamento === null ? null : toCents(f.valorOrcamento),
    deferido: f.deferido,
  }));
}

/** The kind of the chosen type (from the API's list), or null. */
function kindOf(types: readonly DocumentType[], id: number | ''): TipoDocumentoKindId | null {
  const t = types.find((x) => x.id === id);
  return t && t.tipo >= 1 && t.tipo <= 6 ? (t.tipo as TipoDocumentoKindId) : null;
}

/** Checks a chosen file: size first (the dialog), then name and content. */
async function fileProblem(file: File): Promise<'size' | 'type' | null> {
  if (file.size > FILE_MAX_BYTES) return 'size';
  if (!hasAllowedExtension(file.name)) return 'type';
  try {
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    return sniffFileType(head) ? null : 'type';
  } catch {
    return null; // the server checks the content again
  }
}

export interface DocumentFormProps {
  types: readonly DocumentType[];
  existing: readonly AttachedFile[];
  situacao: number | null;
  /** Incluir enabled (§4.2). */
  canInclude: boolean;
  busy: boolean;
  /** The file being sent (bytes sent, Cancelar), while Incluir uploads it. */
  upload?: UploadProgressProps | null;
  onSubmit: (values: DocumentValues) => Promise<boolean>;
}

export function DocumentForm({
  types,
  existing,
  situacao,
  canInclude,
  busy,
  upload,
  onSubmit,
}: DocumentFormProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { ref: formRef, request: focusFirstError } = useFocusFirstInvalid<HTMLFormElement>();
  const { control, handleSubmit, reset, setValue, setError, setFocus, clearErrors, subscribe, formState } =
    useForm<DocumentValues>({ defaultValues: EMPTY_DOCUMENT });
  const errors = formState.errors;
  const values = useWatch({ control }) as DocumentValues;
  const [summary, setSummary] = useState<string | null>(null);
  const dropSummary = useCallback(() => setSummary(null), []);
  const [tooBig, setTooBig] = useState(false);
  // Incluir (which had focus) is off while the file goes up: after it, the form starts over at its
  // first field, ready for the next document (issue 20). After the redraw: `reset` drops the fields'
  // refs until then.
  const [startedOver, setStartedOver] = useState(0);
  useEffect(() => {
    if (startedOver > 0) setFocus('documentoId');
  }, [startedOver, setFocus]);
  const kind = kindOf(types, values.documentoId);
  const fields = kind ? DOCUMENT_KIND_FIELDS[kind] : null;
  const live = values.cnpj ? cpfCnpjLiveError(values.cnpj) : null;
  const typeOptions = types.map((t) => ({ id: t.id, nome: t.descricao }));

  // A changed field drops its message and the form's summary.
  useChangeClearsError({ subscribe, clearErrors }, dropSummary);

  const chooseFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const problem = await fileProblem(file);
    if (problem === 'size') {
      setTooBig(true);
      setError('arquivo', { message: PARFI_MSG.fileTooLarge });
      return;
    }
    if (problem === 'type') {
      toast.error(PARFI_MSG.fileType);
      setError('arquivo', { message: PARFI_MSG.fileType });
      return;
    }
    setValue('arquivo', file);
  };

  // §5.2's rules run in order on Incluir and the first problem is the one shown (no resolver: a
  // changed field only drops its message, as the screen always did).
  const submit = handleSubmit(async (v) => {
    const problem = documentError(
      {
        documentoId: v.documentoId === '' ? null : v.documentoId,
        kind,
        cnpj: fields?.cpfCnpj ? v.cnpj : null,
        valor: fields?.valor ? v.valor : null,
        notaFiscal: fields?.numero ? v.notaFiscal : null,
        dataExecucao: v.dataExecucao,
        hasFile: v.arquivo !== null,
      },
      toAttachedDocuments(existing),
      situacao,
      monitoringToday(),
    );
    if (problem) {
      const field = FIELD_OF[problem];
      if (field) setError(field, { message: problem });
      focusFirstError();
      const general = REQUIRED_MESSAGES.includes(problem);
      setSummary(general ? PARFI_MSG.fillRequired : problem);
      toast.error(general ? PARFI_MSG.fillRequired : problem);
      return;
    }
    setSummary(null);
    if (await onSubmit(v)) {
      reset(EMPTY_DOCUMENT);
      setStartedOver((n) => n + 1);
    }
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      ref={formRef}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        // Each Incluir starts from no message: the rules below decide the one to show.
        clearErrors();
        void submit(e);
      }}
      sx={{ p: 2.5 }}
    >
      <Typography id={`${id}-title`} variant="h3" component="h2" sx={{ mb: 0.5 }}>
        Incluir documento
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Escolha o tipo de documento: os campos necessários aparecem de acordo com o tipo.
      </Typography>
      {summary ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {summary}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <FormSelectField
          control={control}
          name="documentoId"
          label="Tipo de documento"
          options={typeOptions}
          helperText=" "
          required
        />
        {fields?.cpfCnpj ? (
          <FormTextField
            control={control}
            name="cnpj"
            label="CPF/CNPJ"
            sanitize={formatCpfOrCnpj}
            error={Boolean(live)}
            helperText={live ?? 'CPF ou CNPJ do fornecedor (o CNPJ pode ter letras)'}
            slotProps={{ htmlInput: { maxLength: 18, autoComplete: 'off' } }}
            required
          />
        ) : null}
        {fields?.valor ? (
          <FormMoneyField
            control={control}
            name="valor"
            label="Valor"
            helperText=" "
            slotProps={{ htmlInput: { maxLength: VALUE_INPUT_MAX } }}
            required
          />
        ) : null}
        {fields?.numero ? (
          <FormTextField
            control={control}
            name="notaFiscal"
            label="Número do documento"
            sanitize={(text) => onlyDigits(text).slice(0, INVOICE_MAX)}
            helperText="Somente números"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: INVOICE_MAX } }}
            required
          />
        ) : null}
        <FormDateField
          control={control}
          name="dataExecucao"
          label="Data de execução"
          disableFuture
          helperText=" "
          required
        />
        <Box>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            hidden
            accept={FILE_EXTENSIONS.join(',')}
            aria-label="Arquivo do documento"
            onChange={(e) => void chooseFile(e.target.files?.[0])}
          />
          <Button
            variant="outlined"
            startIcon={<AttachFileIcon />}
            onClick={() => fileInput.current?.click()}
            disabled={busy}
            color={errors.arquivo ? 'error' : 'primary'}
            data-invalid={errors.arquivo ? true : undefined}
            aria-describedby={`${id}-file-help`}
            fullWidth
            sx={{ height: 56 }}
          >
            {values.arquivo ? 'Trocar arquivo' : 'Anexar arquivo'}
          </Button>
          <Typography
            id={`${id}-file-help`}
            variant="caption"
            color={errors.arquivo ? 'error' : 'text.secondary'}
            sx={{ display: 'block', mt: 0.5, mx: 1.75 }}
          >
            {errors.arquivo?.message ??
              (values.arquivo ? values.arquivo.name : 'PDF, JPG, JPEG ou PNG, até 10 MB')}
          </Typography>
        </Box>
      </Box>
      {upload ? (
        <Box sx={{ mt: 2 }}>
          <UploadProgress {...upload} />
        </Box>
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={!canInclude || busy}>
          {busy ? 'Aguarde...' : 'Incluir'}
        </Button>
      </Stack>
      <ConfirmDialog
        open={tooBig}
        title={PARFI_MSG.fileSizeDialogTitle}
        text={PARFI_MSG.fileSizeDialogText}
        confirmLabel="Fechar"
        hideCancel
        onConfirm={() => setTooBig(false)}
        onCancel={() => setTooBig(false)}
      />
    </Paper>
  );
}
