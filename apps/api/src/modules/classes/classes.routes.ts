import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import {
  classRegisterSchema,
  classRenameBody,
  classSituationParams,
  classSituationSchema,
  schoolClassesParams,
  schoolClassesQuery,
  situationAnswerSchema,
  turmaSchema,
} from '@siam/domain/contracts/classes';
import type { ExportSheet } from '@siam/domain/export';
import { classesSheetFor } from '@siam/domain/exports/classes';
import { createClassesService } from './classes.service';

export const classesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards, now }) => {
  const service = createClassesService(db, now);
  const ctx = (request: FastifyRequest) => ({ caller: callerOf(request), ip: request.ip });

  app.get(
    '/Escolas/:id/turmas',
    {
      schema: {
        tags: ['Turmas'],
        summary: 'Turmas da escola (ano atual e ativas por padrão; situacao=todas: ativas e inativas)',
        params: schoolClassesParams,
        querystring: schoolClassesQuery,
        response: { 200: z.array(turmaSchema) },
      },
      config: {
        export: {
          sheet: (request) =>
            classesSheetFor((request.query as { situacao?: unknown }).situacao) as ExportSheet<never>,
        },
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
        body: classRenameBody,
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
        params: classSituationParams,
        body: classSituationSchema,
        response: { 200: situationAnswerSchema },
      },
      onRequest: guards.requireFeature('class.edit'),
    },
    (request) => service.setSituation(ctx(request), request.params.id, request.body.situacao),
  );
};
