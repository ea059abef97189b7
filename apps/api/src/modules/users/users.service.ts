import { mayChangePerson, type PersonLink } from '@siam/domain/people';
import { profilesBelow, roleScope, type RoleId } from '@siam/domain/roles';
import {
  DIRECTORY_NOT_FOUND,
  isSchoolProfile,
  MUNICIPALITY_NOT_IN_REGIONAL,
  PROFILE_NOT_ALLOWED,
  PROFILE_REQUIRED,
  PROFILE_SCHOOL_ADD,
  PROFILE_SCHOOL_DELETE,
  profileDeletionRule,
  profileKind,
  REGIONAL_INVALID,
  USER_NOT_FOUND,
  type UserSaveInput,
} from '@siam/domain/users';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { audit } from '../audit';
import type { Caller } from '../../lib/caller';
import { linkedSchoolIds, municipiosOf, regionaisOf } from '../auth';
import {
  findMunicipios,
  findMunicipiosByCodigos,
  findMunicipiosByRegionais,
  findRegionais,
  type Municipio,
  type Regional,
} from '../places';
import { findSchoolsByIds, findSchoolsByMunicipios } from '../schools';
import type { School } from '@siam/domain/contracts/schools';
import {
  bumpTokenVersion,
  deleteLinks,
  findDirectoryPerson,
  findLinkedSchoolIdsOfUser,
  findPerfis,
  findUserByCpf,
  findUserLinks,
  insertLinks,
  insertUser,
  updateUser,
  findUserListPage,
  userListChunks,
  type LinkRow,
  type UserListScope,
  type UserRow,
} from './users.repository';
import { isRoleAbove } from '@siam/domain/people';
import { ALL_ROLE_IDS } from '@siam/domain/roles';
import { EXPORT_CHUNK, PAGING_MSG, pageRequest, type Page, type SortOrder } from '@siam/domain/server-paging';
import {
  USER_LIST_SORTS,
  type UserListItem,
  type UserListQuery,
  type UserListSort,
} from '@siam/domain/contracts/user-list';
import type { DirectoryPerson, User, UserLink } from '@siam/domain/contracts/users';

export interface Localizacoes {
  regional: Regional[];
  municipio: Municipio[];
  escola: School[];
}

const unique = <T>(xs: T[]) => [...new Set(xs)];

/** One profile held in one place: the unit the save compares (links are only a grouping of these). */
interface Grant {
  perfilId: number;
  idRegional: number | null;
  idMunicipio: number | null;
}
const grantKey = (g: Grant) => `${g.perfilId}:${g.idRegional ?? ''}:${g.idMunicipio ?? ''}`;

/** The place a profile is held in, by its kind: state profiles none, regional ones only the regional. */
function normalizeGrant(perfilId: number, idRegional: number | null, idMunicipio: number | null): Grant {
  switch (profileKind(perfilId)) {
    case 'state':
      return { perfilId, idRegional: null, idMunicipio: null };
    case 'regional':
      return { perfilId, idRegional, idMunicipio: null };
    default:
      return { perfilId, idRegional, idMunicipio };
  }
}

/**
 * The User answer: non-school profiles grouped by place (regional, municipality); school-role links one
 * per role and place, with their schools.
 */
function toUser(user: UserRow, rows: LinkRow[]): User {
  const links = new Map<string, UserLink>();
  for (const r of rows) {
    const key = isSchoolProfile(r.perfilId)
      ? `s:${r.perfilId}:${r.idRegional ?? ''}:${r.idMunicipio ?? ''}`
      : `p:${r.idRegional ?? ''}:${r.idMunicipio ?? ''}`;
    let link = links.get(key);
    if (!link) {
      link = {
        idRegional: r.idRegional,
        idMunicipio: r.idMunicipio,
        nomeRegional: r.nomeRegional,
        nomeMunicipio: r.nomeMunicipio,
        idPerfilSistema: [],
        escolas: [],
      };
      links.set(key, link);
    }
    if (!link.idPerfilSistema.includes(r.perfilId)) link.idPerfilSistema.push(r.perfilId);
    if (r.escolaId !== null && !link.escolas.some((e) => e.id === r.escolaId)) {
      link.escolas.push({ id: r.escolaId, codigoInep: r.codigoInep ?? '', nomeEscola: r.nomeEscola ?? '' });
    }
  }
  return {
    cpf: user.cpf,
    nome: user.nome,
    emailPessoal: user.emailPessoal,
    telefonePessoal: user.telefone,
    perfisVinculo: [...links.values()],
  };
}

/** The user's links for the domain's "who may change whom" rule (decision 120). */
const personLinks = (rows: LinkRow[]): PersonLink[] =>
  rows.map((r) => ({
    role: r.perfilId,
    idRegional: r.idRegional,
    idMunicipio: r.idMunicipio,
    escolaId: r.escolaId,
  }));

/**
 * The users a caller may change (decision 120) as the list's SQL scope: no link of a role above the
 * caller's, every link inside its area (its regionals, or its municipalities); the administrator and
 * the state roles see the whole state. Callers of other scopes have no users.manage.
 */
function userListScope(caller: Caller): UserListScope {
  const roles = ALL_ROLE_IDS.filter((r) => !isRoleAbove(r, caller.role));
  switch (roleScope(caller.role)) {
    case 'regional':
      return { roles, regionais: regionaisOf(caller), municipios: null };
    case 'municipal':
      return { roles, regionais: null, municipios: municipiosOf(caller) };
    case 'school':
      return { roles, regionais: null, municipios: [] };
    default:
      return { roles, regionais: null, municipios: null };
  }
}

const userFilter = (q: UserListQuery) => ({ nome: q.nome, cpf: q.cpf, perfil: q.perfil });

export interface UsersCtx {
  caller: Caller;
  ip?: string | null;
}

export function createUsersService(db: Db, now: () => Date = () => new Date()) {
  /** Spec 01 §5: may the caller remove this profile held in this place? null, or the refusal. */
  function removalRefusal(caller: Caller, g: Grant): AppError | null {
    if (isSchoolProfile(g.perfilId)) return badRequest(PROFILE_SCHOOL_DELETE);
    const link = { idRegional: g.idRegional, idMunicipio: g.idMunicipio, idPerfilSistema: [g.perfilId] };
    const places = caller.links.length > 0 ? caller.links : [{ idRegional: null, idMunicipio: null }];
    const messages = places.map((p) =>
      profileDeletionRule(link, g.perfilId, {
        role: caller.role,
        idRegional: p.idRegional,
        idMunicipio: p.idMunicipio,
      }),
    );
    if (!messages.includes(null)) return badRequest(messages[0] ?? PROFILE_NOT_ALLOWED);
    if (!profilesBelow(caller.role).includes(g.perfilId as RoleId)) return badRequest(PROFILE_NOT_ALLOWED);
    return null;
  }

  /** May the caller grant this profile in this place? Throws the refusal. */
  async function assertGrantable(tx: Db, caller: Caller, g: Grant): Promise<void> {
    if (isSchoolProfile(g.perfilId)) throw badRequest(PROFILE_SCHOOL_ADD);
    if (!profilesBelow(caller.role).includes(g.perfilId as RoleId)) throw badRequest(PROFILE_NOT_ALLOWED);
    if (g.idRegional !== null && (await findRegionais(tx, [g.idRegional])).length === 0) {
      throw badRequest(REGIONAL_INVALID);
    }
    if (g.idMunicipio !== null) {
      const [m] = await findMunicipiosByCodigos(tx, [g.idMunicipio]);
      if (!m || m.regional !== g.idRegional) throw badRequest(MUNICIPALITY_NOT_IN_REGIONAL);
    }
    // A regional or municipal caller grants only in its own regional or municipality (spec 01 §5).
    const scope = roleScope(caller.role);
    if (scope === 'regional' && (g.idRegional === null || !regionaisOf(caller).includes(g.idRegional))) {
      throw forbidden();
    }
    if (scope === 'municipal' && (g.idMunicipio === null || !municipiosOf(caller).includes(g.idMunicipio))) {
      throw forbidden();
    }
  }

  return {
    /**
     * GET /api/Usuario/{cpf}/Vinculo: the user and the profile links, or 404 (spec's message). Only a
     * user the caller may change (every link inside its area, no role above its own; decision 120):
     * the screen opens the user to change it, so anyone else is a 403.
     */
    async vinculo(caller: Caller, cpf: string): Promise<User> {
      const user = await findUserByCpf(db, cpf);
      if (!user) throw notFound(USER_NOT_FOUND);
      const rows = await findUserLinks(db, user.id);
      if (!mayChangePerson(caller, personLinks(rows))) throw forbidden();
      return toUser(user, rows);
    },

    /** GET /api/Usuario/Diretorio: a person of the staff register, to pre-fill a new user. */
    async diretorio(cpf: string): Promise<DirectoryPerson> {
      const person = await findDirectoryPerson(db, cpf);
      if (!person) throw notFound(DIRECTORY_NOT_FOUND);
      return {
        cpf: person.cpf,
        nome: person.nome,
        emailPessoal: person.emailPessoal,
        telefonePessoal: person.telefone,
      };
    },

    /**
     * POST /api/Usuario: creates or updates the user; the posted links are the user's whole list
     * after the screen's merges and removals. Only the difference is applied: profiles added must be
     * grantable by the caller in its scope, profiles removed must be removable by it; the others
     * (school links, other regions' links) stay as they are. Decision 017.
     */
    async save(ctx: UsersCtx, input: UserSaveInput): Promise<User> {
      try {
        return await db.transaction(async (tx) => {
          const existing = await findUserByCpf(tx, input.cpf, true);
          const currentRows = existing ? await findUserLinks(tx, existing.id) : [];
          // Decision 120: an existing user is changed only by a caller whose area holds all of the
          // user's links and whose role none of them is above; nothing else is looked at first.
          if (!mayChangePerson(ctx.caller, personLinks(currentRows))) throw forbidden();
          const current = new Map<string, LinkRow[]>();
          for (const r of currentRows) {
            const key = grantKey(r);
            current.set(key, [...(current.get(key) ?? []), r]);
          }
          // No list sent: the links stay as they are (every current grant counts as posted).
          const posted = new Map<string, Grant>(
            input.perfisVinculo === undefined ? [...current].map(([key, rows]) => [key, rows[0]!]) : [],
          );
          for (const link of input.perfisVinculo ?? []) {
            for (const perfilId of link.idPerfilSistema) {
              const g = normalizeGrant(perfilId, link.idRegional, link.idMunicipio);
              posted.set(grantKey(g), g);
            }
          }
          const removed = [...current.entries()].filter(([key]) => !posted.has(key));
          const added = [...posted.entries()].filter(([key]) => !current.has(key)).map(([, g]) => g);

          for (const [, rows] of removed) {
            const refusal = removalRefusal(ctx.caller, rows[0]!);
            if (refusal) throw refusal;
          }
          for (const g of added) await assertGrantable(tx, ctx.caller, g);
          if (!existing && added.length === 0) throw badRequest(PROFILE_REQUIRED);

          const person = {
            nome: input.nome,
            emailPessoal: input.emailPessoal,
            telefone: input.telefonePessoal,
          };
          const usuarioId = existing ? existing.id : await insertUser(tx, { cpf: input.cpf, ...person });
          if (existing) await updateUser(tx, existing.id, person, now());
          await deleteLinks(
            tx,
            removed.flatMap(([, rows]) => rows.map((r) => r.id)),
          );
          await insertLinks(
            tx,
            added.map((g) => ({ usuarioId, ...g })),
          );
          // Any change of the profiles ends the user's sessions (decisions 011, 103): a removed role
          // stops at once, and the next login lists the profiles as they now are.
          if (existing && (removed.length > 0 || added.length > 0)) await bumpTokenVersion(tx, usuarioId);

          const user = await findUserByCpf(tx, input.cpf);
          const after = toUser(user!, await findUserLinks(tx, usuarioId));
          await audit(tx, ctx, {
            action: existing ? 'editar' : 'cadastrar',
            entity: 'usuario',
            entityId: usuarioId,
            before: existing ? toUser(existing, currentRows) : null,
            after,
          });
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('CONFLICT', 409, 'O usuário foi alterado por outra pessoa. Tente novamente.');
        }
        throw error;
      }
    },

    perfis: () => findPerfis(db),

    /** GET /api/Usuario/Lista: one page of the users the caller may change (decision 130). */
    async list(caller: Caller, q: UserListQuery): Promise<Page<UserListItem>> {
      const page = pageRequest(q, 'nome' as UserListSort);
      const { itens, total } = await findUserListPage(db, userListScope(caller), userFilter(q), page);
      return { itens, total, pagina: page.pagina, tamanhoPagina: page.tamanhoPagina };
    },

    /** The whole filtered list for a file, in keyset pages of EXPORT_CHUNK rows. */
    exportPages(
      caller: Caller,
      q: UserListQuery,
      sort: { id: string; direction: SortOrder } | undefined,
    ): AsyncIterable<UserListItem[]> {
      const ordenar = sort?.id ?? q.ordenar ?? 'nome';
      if (!(USER_LIST_SORTS as readonly string[]).includes(ordenar)) throw badRequest(PAGING_MSG.sort);
      const desc = (sort?.direction ?? q.ordem ?? 'asc') === 'desc';
      return userListChunks(
        db,
        userListScope(caller),
        userFilter(q),
        ordenar as UserListSort,
        desc,
        EXPORT_CHUNK,
      );
    },

    /** The profiles the active role may grant (it must be the role asked about). */
    async perfisAbaixo(caller: Caller, role: RoleId | null) {
      if (role === null || role !== caller.role) throw forbidden();
      return findPerfis(db, profilesBelow(role));
    },

    /**
     * Regionals, municipalities and schools the active role may choose in the settings flyout,
     * narrowed by `regionId` and `cityId`. Nothing outside the role's scope is ever returned.
     */
    async localizacoes(
      caller: Caller,
      filter: { regionId?: number; cityId?: number },
    ): Promise<Localizacoes> {
      const { regionId, cityId } = filter;
      const inRegion = (m: { regional: number }) => regionId === undefined || m.regional === regionId;
      switch (roleScope(caller.role)) {
        case 'admin':
        case 'state': {
          const [regional, municipio] = await Promise.all([findRegionais(db), findMunicipios(db, regionId)]);
          const escola =
            cityId === undefined
              ? []
              : (await findSchoolsByMunicipios(db, [cityId])).filter(
                  (s) => regionId === undefined || s.codigoRegional === regionId,
                );
          return { regional, municipio, escola };
        }
        case 'regional': {
          const own = regionaisOf(caller);
          const regional = await findRegionais(db, own);
          const municipio = await findMunicipiosByRegionais(
            db,
            own.filter((r) => regionId === undefined || r === regionId),
          );
          const escola =
            cityId !== undefined && municipio.some((m) => m.codigo === cityId)
              ? await findSchoolsByMunicipios(db, [cityId])
              : [];
          return { regional, municipio, escola };
        }
        case 'municipal': {
          const regional = await findRegionais(db, regionaisOf(caller));
          const municipio = (await findMunicipiosByCodigos(db, municipiosOf(caller))).filter(inRegion);
          const cities = municipio.map((m) => m.codigo).filter((c) => cityId === undefined || c === cityId);
          return { regional, municipio, escola: await findSchoolsByMunicipios(db, cities) };
        }
        case 'school': {
          const schools = await findSchoolsByIds(db, linkedSchoolIds(caller));
          const regional = await findRegionais(db, unique(schools.map((s) => s.codigoRegional)));
          const municipio = (
            await findMunicipiosByCodigos(db, unique(schools.map((s) => s.codMunicipio)))
          ).filter(inRegion);
          const escola = schools.filter(
            (s) =>
              (regionId === undefined || s.codigoRegional === regionId) &&
              (cityId === undefined || s.codMunicipio === cityId),
          );
          return { regional, municipio, escola };
        }
      }
    },

    /**
     * Schools linked to a user: the caller's own schools for the active role; the administrator may
     * ask about anyone and gets every school linked to that user.
     */
    async escolasDoUsuario(caller: Caller, cpf: string): Promise<{ escolas: School[] }> {
      if (roleScope(caller.role) === 'admin') {
        return { escolas: await findSchoolsByIds(db, await findLinkedSchoolIdsOfUser(db, cpf)) };
      }
      if (cpf !== caller.cpf) throw forbidden();
      return { escolas: await findSchoolsByIds(db, linkedSchoolIds(caller)) };
    },
  };
}
