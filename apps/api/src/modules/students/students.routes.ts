import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps';
import { callerOf } from '../auth';
import { studentIds } from '../audit';
import { studentLookupLimit } from './student-lookup-limit';
import {
  alunoConsultaSchema,
  alunoSchema,
  classStudentSchema,
  classStudentsParams,
  enrolBody,
  finishBody,
  moveBody,
  studentCreateBody,
  studentDeleteQuery,
  studentQuerySchema,
  studentUpdateBody,
} from '@siam/domain/contracts/students';
import { classStudentsSheet } from '@siam/domain/exports/students';
import { createStudentsService, type StudentLeftClassListener } from './students.service';

const TAGS = ['Estudantes'];
const SEARCH_DETAIL = {
  cpf: 'Busca por CPF',
  nome: 'Busca por nome e data de nascimento',
  inep: 'Busca por código INEP',
};
const searchDetail = (request: FastifyRequest) =>
  SEARCH_DETAIL[(request.query as { tipo: keyof typeof SEARCH_DETAIL }).tipo] ?? 'Busca';

export interface StudentsRouteDeps extends RouteDeps {
  /** Listeners of 'a student left a class' (the monitoring module's), run in the leaving transaction. */
  onStudentLeftClass: readonly StudentLeftClassListener[];
}

export const studentsRoutes: FastifyPluginAsyncZod<StudentsRouteDeps> = async (
  app,
  { db, guards, now, config, onStudentLeftClass },
) => {
  const service = createStudentsService(db, now, onStudentLeftClass);
  const ctx = (request: FastifyRequest) => ({ caller: callerOf(request), ip: request.ip });

  app.get(
    '/Alunos',
    {
      schema: {
        tags: TAGS,
        summary: 'Busca exata de estudantes: ?cpf= | ?nome=&dataNascimento= | ?codigoInep=',
        querystring: studentQuerySchema,
        response: { 200: z.array(alunoConsultaSchema) },
      },
      config: {
        rateLimit: studentLookupLimit(config, 'alunos'),
        studentAccess: {
          read: 'consultar',
          detail: searchDetail,
          ids: studentIds.list,
          recordEmpty: (r) => `${searchDetail(r)}: nenhum estudante encontrado`,
        },
      },
      onRequest: guards.requireFeature('student.consult'),
    },
    (request) => service.search(ctx(request), request.query),
  );

  app.post(
    '/Alunos',
    {
      schema: {
        tags: TAGS,
        summary: 'Cadastra um estudante na escola ativa (escolaId)',
        body: studentCreateBody,
        response: { 201: alunoSchema },
      },
      config: { studentAccess: { write: 'cadastrar' } },
      onRequest: guards.requireFeature('student.register'),
    },
    async (request, reply) => reply.code(201).send(await service.create(ctx(request), request.body)),
  );

  app.put(
    '/Alunos',
    {
      schema: {
        tags: TAGS,
        summary: 'Edita um estudante da escola (novoCpf quando o CPF muda)',
        body: studentUpdateBody,
        response: { 200: alunoSchema },
      },
      config: { studentAccess: { write: 'editar' } },
      onRequest: guards.requireFeature('student.register'),
    },
    (request) => service.update(ctx(request), request.body),
  );

  app.delete(
    '/Alunos',
    {
      schema: {
        tags: TAGS,
        summary: 'Exclui (logicamente) um estudante — somente Administrador',
        querystring: studentDeleteQuery,
        response: { 204: z.null() },
      },
      config: { studentAccess: { write: 'excluir' } },
      onRequest: guards.requireFeature('student.delete'),
    },
    async (request, reply) => {
      await service.remove(ctx(request), request.query.alunoId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/Alunos/Enturmar',
    {
      schema: {
        tags: TAGS,
        summary: 'Enturma o estudante (sem turma atual) numa turma ativa do ano',
        body: enrolBody,
        response: { 200: alunoSchema },
      },
      config: { studentAccess: { write: 'enturmar' } },
      onRequest: guards.requireFeature('student.enrol'),
    },
    (request) => service.enrol(ctx(request), request.body),
  );

  app.post(
    '/Alunos/Movimentar',
    {
      schema: {
        tags: TAGS,
        summary: 'Remaneja o estudante para outra turma da mesma escola (motivo 2)',
        body: moveBody,
        response: { 200: alunoSchema },
      },
      config: { studentAccess: { write: 'movimentar' } },
      onRequest: guards.requireFeature('student.move'),
    },
    (request) => service.move(ctx(request), request.body),
  );

  app.post(
    '/Alunos/Finalizar',
    {
      schema: {
        tags: TAGS,
        summary: 'Encerra a permanência atual do estudante (motivos 3 a 6)',
        body: finishBody,
        response: { 200: alunoSchema },
      },
      config: { studentAccess: { write: 'finalizar' } },
      onRequest: guards.requireFeature('student.move'),
    },
    (request) => service.finish(ctx(request), request.body),
  );

  app.get(
    '/turmas/:id/alunos',
    {
      schema: {
        tags: TAGS,
        summary: 'Estudantes atuais da turma, por nome',
        params: classStudentsParams,
        response: { 200: z.array(classStudentSchema) },
      },
      config: {
        studentAccess: {
          read: 'listar',
          detail: (r) => `Lista de estudantes da turma (código ${(r.params as { id: number }).id})`,
          ids: studentIds.list,
        },
        export: { sheet: classStudentsSheet },
      },
      onRequest: guards.requireAnyFeature([
        'student.consult',
        'student.enrol',
        'school.consult',
        'teacher.assign',
        // The teacher ticks the class's students to open a learning monitoring (decision 041).
        'monitoring.entry',
      ]),
    },
    (request) => service.classStudents(callerOf(request), request.params.id),
  );
};
