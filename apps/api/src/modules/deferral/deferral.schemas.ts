import { z } from 'zod';
import { DETAIL_MAX, PARFI_MSG } from '@siam/domain/parfi';
import { emptyAsUndefined, idField } from '../../lib/params';
import { ANO_PARFI_INVALIDO, ANO_PREMIO_INVALIDO, yearField } from '../parfi';

const CODIGO_INVALIDO = 'Código inválido.';

export const queueQuery = z.object({
  anoPremio: yearField(ANO_PREMIO_INVALIDO),
  anoParfi: yearField(ANO_PARFI_INVALIDO),
  codigoRegional: z.preprocess(emptyAsUndefined, idField(CODIGO_INVALIDO).optional()),
  codigoMunicipio: z.preprocess(emptyAsUndefined, idField(CODIGO_INVALIDO).optional()),
});

export const openBody = z.object({ planoAcaoId: idField(PARFI_MSG.actionNotFound) });

const nullableId = z.preprocess(
  (v) => (v === 0 || v === '' || v === '0' ? null : v),
  idField(PARFI_MSG.reasonInvalid).nullable().optional(),
);

export const deferralBody = z.object({
  id: idField(PARFI_MSG.deferralNotFound),
  deferido: z.boolean().nullable().optional(),
  deferirArquivos: z
    .array(
      z.object({
        id: z.number().int().min(0).optional(),
        arquivoAnexadoId: idField(PARFI_MSG.allDocumentsRequired),
        deferido: z.boolean({ error: PARFI_MSG.allDocumentsRequired }).nullable(),
        motivoIndeferimentoId: nullableId,
        detalhamento: z.string().max(DETAIL_MAX, { error: PARFI_MSG.detailTooLong }).nullable().optional(),
      }),
      { error: PARFI_MSG.allDocumentsRequired },
    )
    .max(200),
});

export const deferirIdQuery = z.object({ deferirId: idField(PARFI_MSG.deferralNotFound) });
export const execucaoIdQuery = z.object({ execucaoId: idField(PARFI_MSG.executionNotFound) });
export const execucaoAcaoIdQuery = z.object({ execucaoAcaoId: idField(PARFI_MSG.executionNotFound) });
