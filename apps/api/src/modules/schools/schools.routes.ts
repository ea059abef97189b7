import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import {
  schoolBody,
  schoolDetailSchema,
  schoolDetailQuery,
  schoolParams,
  schoolSearchItemSchema,
  schoolSearchQuery,
  schoolUpdateBody,
} from '@siam/domain/contracts/schools';
import type { ExportSheet } from '@siam/domain/export';
import { currentStaff, staffSheet } from '@siam/domain/exports/staff';
import { exportPages } from '../../lib/export-rows';
import { createSchoolsService } from './schools.service';

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
        querystring: schoolSearchQuery,
        response: { 200: z.array(schoolSearchItemSchema) },
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
        params: schoolParams,
        querystring: schoolDetailQuery,
        response: { 200: schoolDetailSchema },
      },
      // Exported (decision 128): the current staff of a function (`?funcao=`), as the staff screens list it.
      config: { export: { sheet: staffSheet(undefined) as ExportSheet<never> } },
      onRequest: guards.requireAnyFeature(SCHOOL_SCREEN_FEATURES),
    },
    async (request, reply) => {
      const school = await service.getById(callerOf(request), request.params.id);
      if (!request.exporting) return school;
      const { funcao } = request.query;
      const sheet = staffSheet(funcao);
      return reply.sendExport(
        sheet,
        exportPages(request, sheet, currentStaff(school.historicoServidores, funcao)),
      );
    },
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
        body: schoolUpdateBody,
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
