/**
 * The facts of one attached PARFI document (spec 03 §2.5, §2.8): its type as a link that opens the
 * file in a new tab, the execution date, the CPF/CNPJ (masked), the document number and the value.
 */
import { Link, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { formatCpfOrCnpj } from '@siam/domain/cnpj';
import { formatDateBR } from '@siam/domain/dates';
import { formatCurrency } from '@siam/domain/money';
import { openAttachedFile } from '../api/parfi';
import type { AttachedFile } from '@siam/domain/contracts/parfi';
import { toast } from '../lib/toast';

export const OPEN_FILE_ERROR = 'Não foi possível carregar o arquivo, tente novamente mais tarde.';

export function ParfiDocumentInfo({
  file,
  codigoInep,
  ano,
}: {
  file: AttachedFile;
  codigoInep: string;
  ano: number;
}) {
  const open = () => {
    openAttachedFile({ codigoInep, ano, arquivoId: file.id }).catch((error: unknown) =>
      toast.apiError(error, OPEN_FILE_ERROR),
    );
  };
  return (
    <Stack spacing={0.5}>
      <Link
        component="button"
        type="button"
        onClick={open}
        underline="hover"
        sx={{ fontWeight: 700, textAlign: 'left', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        aria-label={`Abrir ${file.tipoDocumento} (${file.nome}) em nova aba`}
      >
        {file.tipoDocumento}
        <OpenInNewIcon fontSize="inherit" aria-hidden />
      </Link>
      <Typography variant="body2" color="text.secondary">
        {file.nome}
      </Typography>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Typography variant="body2">Data: {formatDateBR(file.dataExecucao)}</Typography>
        {file.cnpj ? <Typography variant="body2">CPF/CNPJ: {formatCpfOrCnpj(file.cnpj)}</Typography> : null}
        {file.notaFiscal ? <Typography variant="body2">Nº do documento: {file.notaFiscal}</Typography> : null}
        {file.valorOrcamento !== null && file.valorOrcamento !== undefined ? (
          <Typography variant="body2">Valor: {formatCurrency(Number(file.valorOrcamento))}</Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
