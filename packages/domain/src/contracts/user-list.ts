/**
 * Wire contract of the users list of manter-usuario (GET /api/Usuario/Lista, issue 17 item 3, decision
 * 130; not in the spec, which only finds a user by CPF): the users the caller may change (decision
 * 120), filtered by part of the name, the CPF's first digits and a profile, one page at a time.
 */
import { z } from 'zod';
import { isRoleId } from '../roles';
import { onlyDigits } from '../text';
import { pageSchema, pagingFields } from '../server-paging';
import { emptyAsUndefined, nameFilterParam } from './params';

export const USER_LIST_SORTS = ['nome', 'cpf'] as const;
export type UserListSort = (typeof USER_LIST_SORTS)[number];

export const USER_LIST_MSG = {
  cpf: 'CPF inválido: informe de 1 a 11 dígitos.',
  perfil: 'Perfil inválido.',
} as const;

/** GET /api/Usuario/Lista?nome=&cpf=&perfil=&pagina=&tamanhoPagina=&ordenar=nome|cpf&ordem=asc|desc */
export const userListQuerySchema = z.object({
  /** Part of the name; answers it folded (no accents, lower case). */
  nome: nameFilterParam,
  /** The CPF's first digits (masked or not). */
  cpf: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const digits = onlyDigits(v);
        if (!/^[\d.\-\s]*$/.test(v) || digits.length === 0 || digits.length > 11) {
          ctx.addIssue({ code: 'custom', message: USER_LIST_MSG.cpf });
          return z.NEVER;
        }
        return digits;
      }),
  ),
  perfil: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const id = /^\d{1,3}$/.test(v) ? Number(v) : NaN;
        if (!isRoleId(id)) {
          ctx.addIssue({ code: 'custom', message: USER_LIST_MSG.perfil });
          return z.NEVER;
        }
        return id;
      }),
  ),
  ...pagingFields(USER_LIST_SORTS),
});

export type UserListQuery = z.output<typeof userListQuerySchema>;

export const userListItemSchema = z
  .object({
    cpf: z.string(),
    nome: z.string(),
    emailPessoal: z.string().nullable(),
    telefonePessoal: z.string().nullable(),
    /** The user's profile ids, ascending. */
    perfis: z.array(z.number().int()),
  })
  .meta({ id: 'UsuarioDaLista' });

export type UserListItem = z.output<typeof userListItemSchema>;

export const userListPageSchema = pageSchema(userListItemSchema).meta({ id: 'PaginaUsuarios' });
export type UserListPage = z.output<typeof userListPageSchema>;
