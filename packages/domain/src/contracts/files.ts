/**
 * Wire contract of the attached documents (`/ArquivoAnexado`; spec 03 §5.2, docs/api-contract-issue6.md
 * 'Files'): the API validates and documents the queries with these schemas; the web builds them.
 * The upload is multipart (its fields are read by the route, not by a zod body).
 */
import { z } from 'zod';
import { PARFI_MSG } from '../parfi';
import { idField } from './params';
import { ANO_PARFI_INVALIDO, inepField, yearField } from './parfi';

/** `?codigoInep=&ano=` of a school's PARFI year. */
export const placeQuery = z.object({ codigoInep: inepField, ano: yearField(ANO_PARFI_INVALIDO) });

/** `?codigoInep=&ano=&arquivoId=` of GET and DELETE /api/ArquivoAnexado. */
export const fileQuery = placeQuery.extend({ arquivoId: idField(PARFI_MSG.fileNotFound) });
export type AttachedFileQuery = z.output<typeof fileQuery>;
