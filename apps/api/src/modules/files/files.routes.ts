import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FILE_MAX_BYTES, PARFI_MSG } from '@siam/domain/parfi';
import type { RouteDeps } from '../../app-deps';
import { AppError, badRequest } from '../../lib/errors';
import { callerOf } from '../auth';
import { fileQuery, placeQuery } from '@siam/domain/contracts/files';
import { PARFI_READERS } from '../parfi';
import { createDatabaseFileStorage } from '../../db/file-storage';
import { createFilesService, type UploadFields, type UploadedFile } from './files.service';

const tags = ['PARFI - arquivos'];

const FIELD_NAMES = new Set([
  'Cnpj',
  'ValorOrcamento',
  'NotaFiscal',
  'PlanoAcaoId',
  'DocumentoId',
  'DataExecucao',
]);

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 413, PARFI_MSG.fileTooLarge);

/** True for @fastify/multipart's size-limit errors. */
function isSizeLimit(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FILES_LIMIT' ||
    code === 'FST_ERR_CTP_BODY_TOO_LARGE'
  );
}

export const filesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards, now }) => {
  // Multipart only inside this plugin: one file of at most 10 MB and a few short fields.
  await app.register(fastifyMultipart, {
    limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 20, fieldSize: 1024, parts: 22, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
  const service = createFilesService(db, createDatabaseFileStorage(), now);

  app.post(
    '/ArquivoAnexado',
    {
      schema: {
        tags,
        summary:
          'Anexa um documento à execução de uma ação (multipart: Cnpj, ValorOrcamento, NotaFiscal, PlanoAcaoId, DocumentoId, DataExecucao, Arquivo)',
        querystring: placeQuery,
      },
      bodyLimit: FILE_MAX_BYTES + 64 * 1024,
      onRequest: guards.requireFeature('parfi.execute'),
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(PARFI_MSG.fileRequired);
      const fields: UploadFields = {};
      let file: UploadedFile | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.fieldname === 'Arquivo' && file === null) file = { filename: part.filename ?? '', data };
          } else if (FIELD_NAMES.has(part.fieldname) && typeof part.value === 'string') {
            fields[part.fieldname as keyof UploadFields] = part.value;
          }
        }
      } catch (error) {
        if (isSizeLimit(error)) throw tooLarge();
        if (error instanceof AppError) throw error;
        throw badRequest(PARFI_MSG.fillRequired);
      }
      const result = await service.upload(
        { caller: callerOf(request), ip: request.ip },
        request.query,
        fields,
        file,
      );
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/ArquivoAnexado',
    {
      schema: { tags, summary: 'O conteúdo de um documento anexado', querystring: fileQuery },
      onRequest: guards.requireAnyFeature(PARFI_READERS),
    },
    async (request, reply) => {
      const { codigoInep, ano, arquivoId } = request.query;
      const file = await service.download(callerOf(request), { codigoInep, ano }, arquivoId);
      return reply
        .type(file.contentType)
        .header('Content-Length', String(file.size))
        .header(
          'Content-Disposition',
          `inline; filename="${encodeURIComponent(file.nome)}"; filename*=UTF-8''${encodeURIComponent(file.nome)}`,
        )
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  );

  app.delete(
    '/ArquivoAnexado',
    {
      schema: { tags, summary: 'Exclui um documento anexado', querystring: fileQuery },
      onRequest: guards.requireFeature('parfi.execute'),
    },
    (request) => {
      const { codigoInep, ano, arquivoId } = request.query;
      return service.remove({ caller: callerOf(request), ip: request.ip }, { codigoInep, ano }, arquivoId);
    },
  );
};
