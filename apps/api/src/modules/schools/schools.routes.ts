import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { emptyAsUndefined, idField, optionalIdParam } from '../../lib/params';
import { callerOf } from '../auth';
import { schoolDetailSchema } from './schools.schemas';
import { createSchoolsService, MUNICIPIO_NOT_FOUND, SCHOOL_NOT_FOUND } from './schools.service';

/** The features of the screens that show one school (spec 01 §6 and spec 02). */
const SCHOOL_SCREEN_FEATURES = [
  'school.consult',
  'school.sync',
  'class.register',
  'class.edit',
  'staff.director',
  'staff.coordinator',
  'staff.team',
  'teacher.assign',
  'student.consult',
  'student.register',
  'student.enrol',
  'student.move',
] as const;

export const INEP_INVALIDO = 'Informe o código INEP da escola com 8 dígitos.';
export const NOME_ESCOLA_INVALIDO = 'Informe o nome da escola (até 150 caracteres).';
export const REDE_INVALIDA = 'Rede inválida.';
export const LOCALIZACAO_INVALIDA = 'Localização inválida.';
export const NOME_FILTRO_INVALIDO = 'O nome deve ter no máximo 150 caracteres.';

const inep = z
  .string({ error: INEP_INVALIDO })
  .trim()
  .regex(/^\d{8}$/, { error: INEP_INVALIDO });

function intInRange(message: string, min: number, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

const schoolBody = z.object({
  codigoInep: inep,
  nomeEscola: z
    .string({ error: NOME_ESCOLA_INVALIDO })
    .trim()
    .min(1, { error: NOME_ESCOLA_INVALIDO })
    .max(150, {
      error: NOME_ESCOLA_INVALIDO,
    }),
  codigoMunicipio: idField(MUNICIPIO_NOT_FOUND),
  rede: intInRange(REDE_INVALIDA, 1, 5),
  localizacao: intInRange(LOCALIZACAO_INVALIDA, 1, 3),
  sige: z.boolean().default(false),
});

export const schoolsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards }) => {
  const service = createSchoolsService(db);
  const ctx = (request: FastifyRequest) => ({ caller: callerOf(request), ip: request.ip });

  app.get(
    '/Escolas',
    {
      schema: {
        tags: ['Escolas'],
        summary:
          'Escolas no escopo por município, regional e parte do nome (com o histórico de servidores), ' +
          'até 200 por nome; ?IdInep= é a busca do Administrador pelo código INEP',
        querystring: z.object({
          IdInep: inep.optional(),
          municipio: optionalIdParam(),
          codigoRegional: optionalIdParam(),
          nome: z.preprocess(
            emptyAsUndefined,
            z.string().trim().max(150, { error: NOME_FILTRO_INVALIDO }).optional(),
          ),
        }),
        response: { 200: z.array(schoolDetailSchema.partial({ historicoServidores: true })) },
      },
      onRequest: guards.requireAnyFeature(['school.consult', 'school.searchByInep']),
    },
    (request) => service.search(callerOf(request), request.query),
  );

  app.get(
    '/Escolas/:id',
    {
      schema: {
        tags: ['Escolas'],
        summary:
          'Uma escola no escopo do perfil ativo, com o histórico de servidores (mais recente primeiro)',
        params: z.object({ id: idField() }),
        response: { 200: schoolDetailSchema },
      },
      onRequest: guards.requireAnyFeature(SCHOOL_SCREEN_FEATURES),
    },
    (request) => service.getById(callerOf(request), request.params.id),
  );

  app.post(
    '/Escolas',
    {
      schema: {
        tags: ['Escolas'],
        summary: 'Cadastra uma escola (Administrador; importação do SGU)',
        body: schoolBody,
        response: { 201: schoolDetailSchema },
      },
      onRequest: guards.requireFeature('register.importSchool'),
    },
    async (request, reply) => reply.code(201).send(await service.create(ctx(request), request.body)),
  );

  app.put(
    '/Escolas',
    {
      schema: {
        tags: ['Escolas'],
        summary: 'Atualiza uma escola (Administrador)',
        // An absent sige keeps the school's value (issue 15); a new school is not sige by default.
        body: schoolBody.extend({ id: idField(SCHOOL_NOT_FOUND), sige: z.boolean().optional() }),
        response: { 200: schoolDetailSchema },
      },
      onRequest: guards.requireFeature('register.importSchool'),
    },
    (request) => {
      const { id, ...input } = request.body;
      return service.update(ctx(request), id, input);
    },
  );
};
