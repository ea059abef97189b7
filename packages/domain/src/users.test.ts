import { describe, expect, it } from 'vitest';
import { ALL_ROLE_IDS, ROLE_NAMES, Role, profilesBelow } from './roles';
import {
  MUNICIPALITY_REQUIRED,
  PROFILE_OTHER_REGION_DELETE,
  PROFILE_SCHOOL_DELETE,
  REGIONAL_REQUIRED,
  USER_EMAIL_INVALID,
  USER_NAME_MAX,
  USER_PHONE_MAX,
  mergeLinks,
  profileDeletionRule,
  profileKind,
  profileOptions,
  removeProfile,
  userFormSchema,
  userSaveSchema,
} from './users';

const all = ALL_ROLE_IDS.map((id) => ({ id, nome: ROLE_NAMES[id] }));

function firstMessage(
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  v: unknown,
) {
  return schema.safeParse(v).error?.issues[0]?.message;
}

describe('profileKind', () => {
  it('follows the role scope', () => {
    expect(profileKind(Role.Administrador)).toBe('state');
    expect(profileKind(Role.Superintendencia)).toBe('state');
    expect(profileKind(Role.CoordenadorRegional)).toBe('regional');
    expect(profileKind(Role.SecretarioMunicipal)).toBe('municipal');
    expect(profileKind(Role.Prefeito)).toBe('municipal');
    expect(profileKind(Role.DiretorEscola)).toBe('school');
    expect(profileKind(Role.Cadastro)).toBe('school');
  });
});

describe('profileOptions', () => {
  it('never offers school or registration profiles', () => {
    const ids = profileOptions(all, []).map((p) => p.id);
    for (const id of [Role.DiretorEscola, Role.CoordenadorEscola, Role.ProfessorEscola, Role.Cadastro]) {
      expect(ids).not.toContain(id);
    }
    expect(ids).toContain(Role.CoordenadorRegional);
    expect(ids).toContain(Role.SecretarioMunicipal);
  });

  it('a regional choice offers only regional ones, municipal only municipal, state neither', () => {
    expect(profileOptions(all, [Role.ArticuladorRegional]).map((p) => p.id)).toEqual([8, 9, 10]);
    expect(profileOptions(all, [Role.SecretarioMunicipal]).map((p) => p.id)).toEqual([11, 12, 13, 18]);
    const state = profileOptions(all, [Role.Superintendencia]).map((p) => p.id);
    expect(state).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('works on the caller PerfilAbaixo list', () => {
    const below = profilesBelow(Role.CoordenadorRegional).map((id) => ({ id, nome: ROLE_NAMES[id] }));
    expect(profileOptions(below, []).map((p) => p.id)).toEqual([11, 12, 13, 18]);
  });
});

describe('mergeLinks and removeProfile', () => {
  const links = [
    { idRegional: null, idMunicipio: null, idPerfilSistema: [2] },
    { idRegional: 1, idMunicipio: null, idPerfilSistema: [8] },
  ];

  it('merges into the link of the same place, deduplicated', () => {
    expect(mergeLinks(links, { idRegional: 1, idMunicipio: null, idPerfilSistema: [8, 9, 9] })).toEqual([
      links[0],
      { idRegional: 1, idMunicipio: null, idPerfilSistema: [8, 9] },
    ]);
  });

  it('adds a new link for a new place', () => {
    const out = mergeLinks(links, { idRegional: 1, idMunicipio: 101, idPerfilSistema: [11, 11] });
    expect(out).toHaveLength(3);
    expect(out[2]).toEqual({ idRegional: 1, idMunicipio: 101, idPerfilSistema: [11] });
    expect(links).toHaveLength(2);
  });

  it('removes one profile, or the whole link when it is the only one', () => {
    const two = mergeLinks(links, { idRegional: 1, idMunicipio: null, idPerfilSistema: [9] });
    expect(removeProfile(two, { idRegional: 1, idMunicipio: null, idPerfilSistema: [] }, 8)).toEqual([
      links[0],
      { idRegional: 1, idMunicipio: null, idPerfilSistema: [9] },
    ]);
    expect(removeProfile(links, links[1]!, 8)).toEqual([links[0]]);
  });
});

describe('profileDeletionRule', () => {
  const admin = { role: Role.Administrador, idRegional: null, idMunicipio: null };
  it('school profiles are removed in the school menu', () => {
    expect(profileDeletionRule({ idRegional: 1, idMunicipio: 101, idPerfilSistema: [15] }, 15, admin)).toBe(
      PROFILE_SCHOOL_DELETE,
    );
    expect(profileDeletionRule({ idRegional: 1, idMunicipio: 101, idPerfilSistema: [19] }, 19, admin)).toBe(
      PROFILE_SCHOOL_DELETE,
    );
  });

  it('regional and municipal callers only in their own place', () => {
    const regional = { role: Role.CoordenadorRegional, idRegional: 1, idMunicipio: null };
    expect(
      profileDeletionRule({ idRegional: 1, idMunicipio: 101, idPerfilSistema: [11] }, 11, regional),
    ).toBeNull();
    expect(
      profileDeletionRule({ idRegional: 2, idMunicipio: 201, idPerfilSistema: [11] }, 11, regional),
    ).toBe(PROFILE_OTHER_REGION_DELETE);
    const municipal = { role: Role.SecretarioMunicipal, idRegional: 1, idMunicipio: 101 };
    expect(
      profileDeletionRule({ idRegional: 1, idMunicipio: 102, idPerfilSistema: [12] }, 12, municipal),
    ).toBe(PROFILE_OTHER_REGION_DELETE);
    expect(
      profileDeletionRule({ idRegional: 1, idMunicipio: 101, idPerfilSistema: [12] }, 12, municipal),
    ).toBeNull();
    expect(
      profileDeletionRule({ idRegional: 2, idMunicipio: null, idPerfilSistema: [8] }, 8, admin),
    ).toBeNull();
  });
});

describe('userFormSchema', () => {
  const valid = {
    cpf: '826.471.039-50',
    nome: 'Nova Pessoa Teste',
    emailPessoal: 'nova@exemplo.com',
    telefonePessoal: '(82) 99999-0000',
    perfis: [Role.Superintendencia],
  };

  it('normalises a valid form', () => {
    expect(userFormSchema.parse(valid)).toEqual({
      cpf: '82647103950',
      nome: 'Nova Pessoa Teste',
      emailPessoal: 'nova@exemplo.com',
      telefonePessoal: '82999990000',
      perfis: [2],
      idRegional: null,
      idMunicipio: null,
    });
    expect(userFormSchema.parse({ ...valid, emailPessoal: '', telefonePessoal: '' })).toMatchObject({
      emailPessoal: null,
      telefonePessoal: null,
    });
  });

  it('checks lengths, e-mail, CPF', () => {
    expect(firstMessage(userFormSchema, { ...valid, nome: 'x'.repeat(81) })).toBe(USER_NAME_MAX);
    expect(firstMessage(userFormSchema, { ...valid, emailPessoal: 'não-é-email' })).toBe(USER_EMAIL_INVALID);
    expect(firstMessage(userFormSchema, { ...valid, telefonePessoal: '123456789012' })).toBe(USER_PHONE_MAX);
    expect(firstMessage(userFormSchema, { ...valid, cpf: '123' })).toBe('CPF inválido');
  });

  it('asks the regional for regional profiles and the municipality for municipal ones', () => {
    expect(firstMessage(userFormSchema, { ...valid, perfis: [Role.CoordenadorRegional] })).toBe(
      REGIONAL_REQUIRED,
    );
    expect(
      userFormSchema.safeParse({ ...valid, perfis: [Role.CoordenadorRegional], idRegional: '1' }).success,
    ).toBe(true);
    expect(
      firstMessage(userFormSchema, { ...valid, perfis: [Role.SecretarioMunicipal], idRegional: 1 }),
    ).toBe(MUNICIPALITY_REQUIRED);
    expect(firstMessage(userFormSchema, { ...valid, perfis: [Role.SecretarioMunicipal] })).toBe(
      REGIONAL_REQUIRED,
    );
  });
});

describe('userSaveSchema', () => {
  it('checks every link', () => {
    const body = {
      cpf: '82647103950',
      nome: 'Nova Pessoa Teste',
      perfisVinculo: [{ idRegional: null, idMunicipio: null, idPerfilSistema: [8] }],
    };
    expect(firstMessage(userSaveSchema, body)).toBe(REGIONAL_REQUIRED);
    expect(
      firstMessage(userSaveSchema, { ...body, perfisVinculo: [{ idRegional: 1, idPerfilSistema: [99] }] }),
    ).toBe('Perfil inválido.');
    expect(
      userSaveSchema.parse({ ...body, perfisVinculo: [{ idRegional: 1, idPerfilSistema: [8] }] })
        .perfisVinculo,
    ).toEqual([{ idRegional: 1, idMunicipio: null, idPerfilSistema: [8] }]);
  });
});
