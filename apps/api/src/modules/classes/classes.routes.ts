import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classEditSchema, classRegisterSchema, classSituationSchema } from '@siam/domain/classes';
import type { RouteDeps } from '../../app-deps';
import { emptyAsUndefined, idField } from '../../lib/params';
import { callerOf } from '../auth';
import { CLASS_MSG, situationAnswerSchema, turmaSchema } from './classes.schemas';
import { createClassesService } from './classes.service';

export const TURMA_INVALIDA = 'Turma inválida.';

function optionalInt(message: string, min: number, max: number) {
  return z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{1,4}$/, { error: message })
      .transform(Number)
      .refine((n) => n >= min && n <= max, { error: message })
      .optional(),
  );
}

/** `situacao`: 0 or 1, or 'todas' (active and inactive); omitted = 1. */
const situacaoFilter = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .regex(/^(0|1|todas)$/i, { error: CLASS_MSG.situacaoInvalida })
    .transform((v) => (v.toLowerCase() === 'todas' ? ('todas' as const) : Number(v)))
    .optional(),
);

export const classesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards, now }) => {
  const service = createClassesService(db, now);
  const ctx = (request: FastifyRequest) => ({ caller: callerOf(request), ip: request.ip });

  app.get(
    '/Escolas/:id/turmas',
    {
      schema: {
        tags: ['Turmas'],
        summary: 'Turmas da escola (ano atual e ativas por padrão; situacao=todas: ativas e inativas)',
        params: z.object({ id: idField() }),
        querystring: z.object({
          serie: optionalInt(CLASS_MSG.serieInvalida, 1, 9),
          situacao: situacaoFilter,
          ano: optionalInt(CLASS_MSG.anoInvalido, 2000, 2100),
        }),
        response: { 200: z.array(turmaSchema) },
      },
      onRequest: guards.requireAnyFeature([
        'school.consult',
        'student.enrol',
        'class.edit',
        'teacher.assign',
      ]),
    },
    (request) => service.schoolClasses(callerOf(request), request.params.id, request.query),
  );

  app.post(
    '/Turmas',
    {
      schema: {
        tags: ['Turmas'],
        summary: 'Cadastra uma turma do ano atual (escolas que não são do SIGE)',
        body: classRegisterSchema,
        response: { 201: turmaSchema },
      },
      onRequest: guards.requireFeature('class.register'),
    },
    async (request, reply) => reply.code(201).send(await service.create(ctx(request), request.body)),
  );

  app.put(
    '/Turmas',
    {
      schema: {
        tags: ['Turmas'],
        summary: 'Altera o nome da turma (escola fora do SIGE, turma do ano atual)',
        body: classEditSchema.safeExtend({ id: idField(TURMA_INVALIDA) }),
        response: { 200: turmaSchema },
      },
      onRequest: guards.requireFeature('class.edit'),
    },
    (request) => service.rename(ctx(request), request.body.id, request.body.nomeTurma),
  );

  app.put(
    '/Turmas/:id/Situacao',
    {
      schema: {
        tags: ['Turmas'],
        summary: 'Ativa ou inativa a turma (inativar: sem estudantes e sem professor)',
        params: z.object({ id: idField(TURMA_INVALIDA) }),
        body: classSituationSchema,
        response: { 200: situationAnswerSchema },
      },
      onRequest: guards.requireFeature('class.edit'),
    },
    (request) => service.setSituation(ctx(request), request.params.id, request.body.situacao),
  );
};
