import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '@siam/domain/permissions';
import { parseRoleId } from '@siam/domain/roles';
import type { RouteDeps } from '../../app-deps';
import { forbidden } from '../../lib/errors';
import { callerOf } from '../auth';
import {
  directoryPersonSchema,
  directoryQuery,
  localizacoesQuery,
  localizacoesSchema,
  profileItemSchema,
  profilesBelowParams,
  userCpfParams,
  userSaveSchema,
  userSchema,
  userSchoolsSchema,
} from '@siam/domain/contracts/users';
import { userListPageSchema, userListQuerySchema } from '@siam/domain/contracts/user-list';
import { userListSheet } from '@siam/domain/exports/users';
import { createUsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, guards, now }) => {
  const service = createUsersService(db, now);

  app.get(
    '/Usuario/PerfilSistema',
    {
      schema: {
        tags: ['Usuários'],
        summary: 'Todos os perfis',
        response: { 200: z.array(profileItemSchema) },
      },
      onRequest: guards.requireFeature('home'),
    },
    () => service.perfis(),
  );

  app.get(
    '/Usuario/PerfilAbaixo/:id',
    {
      schema: {
        tags: ['Usuários'],
        summary: 'Perfis que o perfil ativo pode conceder ({id} é o perfil ativo)',
        params: profilesBelowParams,
        response: { 200: z.array(profileItemSchema) },
      },
      onRequest: guards.requireFeature('home'),
    },
    (request) => service.perfisAbaixo(callerOf(request), parseRoleId(request.params.id)),
  );

  app.get(
    '/Usuario/Localizacoes',
    {
      schema: {
        tags: ['Usuários'],
        summary: 'Regionais, municípios e escolas no escopo do perfil ativo',
        querystring: localizacoesQuery,
        response: { 200: localizacoesSchema },
      },
      onRequest: guards.requireFeature('home'),
    },
    (request) => {
      const caller = callerOf(request);
      const { cpf, regionId, cityId } = request.query;
      if (cpf !== undefined && cpf !== caller.cpf && !can(caller.role, 'users.placesOfOthers'))
        throw forbidden();
      return service.localizacoes(caller, {
        ...(regionId !== undefined ? { regionId } : {}),
        ...(cityId !== undefined ? { cityId } : {}),
      });
    },
  );

  app.get(
    '/Usuario/:cpf/Escolas',
    {
      schema: {
        tags: ['Usuários'],
        summary: 'Escolas vinculadas ao usuário no perfil ativo (somente o próprio, salvo Administrador)',
        params: userCpfParams,
        response: { 200: userSchoolsSchema },
      },
      onRequest: guards.requireFeature('home'),
    },
    (request) => service.escolasDoUsuario(callerOf(request), request.params.cpf),
  );

  app.get(
    '/Usuario/Lista',
    {
      schema: {
        tags: ['Usuários'],
        summary:
          'Usuários que o perfil ativo pode alterar (manter-usuario), com filtros (nome, cpf, perfil), paginados (pagina, tamanhoPagina ≤ 100) e ordenados (ordenar=nome|cpf, ordem); ?formato=csv|xlsx exporta todas as linhas do filtro',
        querystring: userListQuerySchema,
        response: { 200: userListPageSchema },
      },
      config: {
        export: { sheet: userListSheet, rows: (payload) => (payload as { itens: unknown[] }).itens },
      },
      onRequest: guards.requireFeature('users.manage'),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (request.exporting) {
        return reply.sendExport(
          userListSheet,
          service.exportPages(caller, request.query, request.exporting.sort),
        );
      }
      return service.list(caller, request.query);
    },
  );

  app.get(
    '/Usuario/Diretorio',
    {
      schema: {
        tags: ['Usuários'],
        summary: 'Pessoa do cadastro de servidores (para pré-preencher um novo usuário)',
        querystring: directoryQuery,
        response: { 200: directoryPersonSchema },
      },
      onRequest: guards.requireFeature('users.manage'),
    },
    (request) => service.diretorio(request.query.cpf),
  );

  app.get(
    '/Usuario/:cpf/Vinculo',
    {
      schema: {
        tags: ['Usuários'],
        summary: 'Usuário e seus vínculos de perfil (manter-usuario)',
        params: userCpfParams,
        response: { 200: userSchema },
      },
      onRequest: guards.requireFeature('users.manage'),
    },
    (request) => service.vinculo(callerOf(request), request.params.cpf),
  );

  app.post(
    '/Usuario',
    {
      schema: {
        tags: ['Usuários'],
        summary: 'Cria ou atualiza o usuário e os vínculos que o perfil ativo pode gerir',
        body: userSaveSchema,
        response: { 200: userSchema },
      },
      onRequest: guards.requireFeature('users.manage'),
    },
    (request) => service.save({ caller: callerOf(request), ip: request.ip }, request.body),
  );
};
