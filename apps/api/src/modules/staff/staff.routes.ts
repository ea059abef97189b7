import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { turmaSchema } from '@siam/domain/contracts/classes';
import {
  cpfQuery,
  optionalCpfQuery,
  personAllocationBody,
  personUpdateBody,
  personSchoolsSchema,
  schoolsOfPersonSchema,
  servidorSchema,
  staffIdsQuery,
  teacherBody,
  teacherEnrolBody,
  teacherLookupSchema,
  teacherStatisticsSchema,
  teacherUnassignQuery,
  teamDeallocationQuery,
} from '@siam/domain/contracts/staff';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import { createStaffService, type AllocationKind } from './staff.service';

/** Every feature that manages a school's staff (the person lookups serve all of them). */
const STAFF_FEATURES = ['staff.director', 'staff.coordinator', 'staff.team', 'teacher.assign'] as const;

export const staffRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards, now, config }) => {
  const service = createStaffService(db, now);
  const opts = { institutionalDomains: config.institutionalEmailDomains };
  const ctx = (request: FastifyRequest) => ({ caller: callerOf(request), ip: request.ip });

  app.get(
    '/Servidor/Coordenador',
    {
      schema: {
        tags: ['Servidores'],
        summary: 'Escolas em que a pessoa é coordenadora (a própria, ou no escopo de quem consulta)',
        querystring: cpfQuery,
        response: { 200: personSchoolsSchema },
      },
      onRequest: guards.requireFeature('home'),
    },
    (request) => service.coordenador(callerOf(request), request.query.cpf),
  );

  app.get(
    '/Servidor/Diretor',
    {
      schema: {
        tags: ['Servidores'],
        summary: 'Escolas em que a pessoa é diretora (a própria, ou no escopo de quem consulta)',
        querystring: cpfQuery,
        response: { 200: personSchoolsSchema },
      },
      onRequest: guards.requireFeature('home'),
    },
    (request) => service.diretor(callerOf(request), request.query.cpf),
  );

  app.get(
    '/Servidor/Professor/Estatisticas',
    {
      schema: {
        tags: ['Servidores'],
        summary: 'Contadores de acompanhamentos do professor (painel do professor)',
        querystring: optionalCpfQuery,
        response: {
          200: teacherStatisticsSchema,
        },
      },
      onRequest: guards.requireFeature('monitoring.entry'),
    },
    (request) => {
      const caller = callerOf(request);
      return service.teacherStats(caller, request.query.cpf ?? caller.cpf);
    },
  );

  app.get(
    '/Servidor',
    {
      schema: {
        tags: ['Servidores'],
        summary:
          'Uma pessoa pelo CPF (um registro por CPF, com os dados de todas as suas funções), se quem consulta pode alterá-la; registrada na auditoria',
        querystring: cpfQuery,
        response: { 200: servidorSchema },
      },
      onRequest: guards.requireAnyFeature(STAFF_FEATURES),
    },
    (request) => service.byCpf(ctx(request), request.query.cpf),
  );

  app.get(
    '/Servidor/escola',
    {
      schema: {
        tags: ['Servidores'],
        summary: 'Escolas (no escopo) em que a pessoa tem uma função atual',
        querystring: cpfQuery,
        response: { 200: schoolsOfPersonSchema },
      },
      onRequest: guards.requireAnyFeature(STAFF_FEATURES),
    },
    (request) => service.schoolsOfPerson(callerOf(request), request.query.cpf),
  );

  app.get(
    '/Servidor/Professor',
    {
      schema: {
        tags: ['Servidores'],
        summary: 'Turmas ativas do ano atual do professor (o próprio, ou no escopo de quem consulta)',
        querystring: cpfQuery,
        response: { 200: teacherLookupSchema },
      },
      onRequest: guards.requireAnyFeature(['teacher.assign', 'monitoring.entry']),
    },
    (request) => service.teacherClasses(callerOf(request), request.query.cpf),
  );

  app.put(
    '/Servidor',
    {
      schema: {
        tags: ['Servidores'],
        summary: 'Atualiza os dados de uma pessoa (pelo id, ou pelo CPF); o CPF não muda',
        body: personUpdateBody(opts),
        response: { 200: servidorSchema },
      },
      onRequest: guards.requireAnyFeature(STAFF_FEATURES),
    },
    (request) => {
      const { id, ...person } = request.body;
      return service.update(ctx(request), id, person);
    },
  );

  const allocation = (
    path: string,
    kind: AllocationKind,
    feature: 'staff.director' | 'staff.coordinator' | 'staff.team',
    summary: string,
  ) => {
    const personKind = kind === 'diretor' ? 'diretor' : kind === 'coordenador' ? 'coordenador' : 'cadastro';
    app.post(
      path,
      {
        schema: {
          tags: ['Servidores'],
          summary,
          body: personAllocationBody(personKind, opts),
          response: { 201: servidorSchema },
        },
        onRequest: guards.requireFeature(feature),
      },
      async (request, reply) => {
        const { escolaId, ...person } = request.body;
        return reply.code(201).send(await service.allocate(ctx(request), kind, escolaId, person));
      },
    );
  };
  allocation(
    '/Servidor/diretor',
    'diretor',
    'staff.director',
    'Aloca o diretor da escola (a escola não pode ter outro atual)',
  );
  allocation('/Servidor/coordenador', 'coordenador', 'staff.coordinator', 'Aloca um coordenador da escola');
  allocation(
    '/Servidor/CadastroEscola',
    'cadastro',
    'staff.team',
    'Aloca um membro da equipe de cadastro da escola',
  );

  const deallocation = (
    path: string,
    kind: AllocationKind,
    feature: 'staff.director' | 'staff.coordinator' | 'staff.team',
    summary: string,
  ) => {
    app.put(
      path,
      {
        schema: { tags: ['Servidores'], summary, querystring: staffIdsQuery },
        onRequest: guards.requireFeature(feature),
      },
      async (request, reply) => {
        await service.deallocate(ctx(request), kind, request.query);
        return reply.code(204).send(null);
      },
    );
  };
  deallocation(
    '/Servidor/diretor/Desalocar',
    'diretor',
    'staff.director',
    'Encerra o vínculo atual do diretor',
  );
  deallocation(
    '/Servidor/coordenador/Desalocar',
    'coordenador',
    'staff.coordinator',
    'Encerra o vínculo atual do coordenador',
  );

  app.put(
    '/Servidor/CadastroEscola/Desalocar',
    {
      schema: {
        tags: ['Servidores'],
        summary: 'Encerra o vínculo atual da equipe de cadastro (?servidorId&escolaId, ou ?cpf no escopo)',
        querystring: teamDeallocationQuery,
      },
      onRequest: guards.requireFeature('staff.team'),
    },
    async (request, reply) => {
      await service.deallocate(ctx(request), 'cadastro', request.query);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/servidor/professor',
    {
      schema: {
        tags: ['Servidores'],
        summary: 'Cadastra ou atualiza um professor (valores fixos do cadastro de professor)',
        body: teacherBody(opts),
        response: { 201: servidorSchema },
      },
      onRequest: guards.requireFeature('teacher.assign'),
    },
    async (request, reply) => reply.code(201).send(await service.registerTeacher(ctx(request), request.body)),
  );

  app.post(
    '/servidor/professor/enturmar',
    {
      schema: {
        tags: ['Servidores'],
        summary: 'Define (ou substitui) o professor da turma',
        body: teacherEnrolBody(opts),
        response: { 200: turmaSchema },
      },
      onRequest: guards.requireFeature('teacher.assign'),
    },
    (request) => {
      const { turmaId, ...person } = request.body;
      return service.assignTeacher(ctx(request), turmaId, person);
    },
  );

  app.put(
    '/Servidor/Professor/Desenturmar',
    {
      schema: {
        tags: ['Servidores'],
        summary: 'Retira o professor da turma (permitido também para turmas do SIGE)',
        querystring: teacherUnassignQuery,
        response: { 200: turmaSchema },
      },
      onRequest: guards.requireAnyFeature(['teacher.assign', 'class.edit']),
    },
    (request) => service.unassignTeacher(ctx(request), request.query.professorId, request.query.turmaId),
  );
};
