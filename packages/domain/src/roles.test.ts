import { describe, expect, it } from 'vitest';
import {
  ALL_ROLE_IDS,
  ROLE_NAMES,
  Role,
  choosesLinkedSchool,
  isMunicipalNamedRole,
  isRegionalNamedRole,
  isRoleId,
  isSchoolKindRole,
  needsFullLocation,
  parseRoleId,
  profilesBelow,
  roleScope,
} from './roles';

describe('roles', () => {
  it('has the 19 roles of the demo data with the spec names', () => {
    expect(ALL_ROLE_IDS).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(ROLE_NAMES[Role.Administrador]).toBe('Administrador');
    expect(ROLE_NAMES[Role.GerenciaArticulacaoMunicipios]).toBe('Gerência de Articulação com os Municípios');
    expect(ROLE_NAMES[Role.PresidenteUnidadeExecutora]).toBe('Presidente Unidade Executora');
    expect(ROLE_NAMES[Role.Cadastro]).toBe('Cadastro');
    expect(new Set(Object.values(ROLE_NAMES)).size).toBe(19);
  });

  it('parses Perfil header values', () => {
    expect(parseRoleId('15')).toBe(15);
    expect(parseRoleId(' 1 ')).toBe(1);
    expect(parseRoleId('0')).toBeNull();
    expect(parseRoleId('20')).toBeNull();
    expect(parseRoleId('1.5')).toBeNull();
    expect(parseRoleId('abc')).toBeNull();
    expect(parseRoleId(undefined)).toBeNull();
    expect(parseRoleId(15)).toBeNull();
    expect(isRoleId(19)).toBe(true);
    expect(isRoleId(1.5)).toBe(false);
    expect(isRoleId('1')).toBe(false);
  });

  it('scopes roles', () => {
    expect(roleScope(Role.Administrador)).toBe('admin');
    expect(roleScope(Role.EquipeArticulacaoEstadual)).toBe('state');
    expect(roleScope(Role.ArticuladorRegional)).toBe('regional');
    expect(roleScope(Role.SecretarioMunicipal)).toBe('municipal');
    expect(roleScope(Role.Prefeito)).toBe('municipal');
    expect(roleScope(Role.ProfessorEscola)).toBe('school');
    expect(isSchoolKindRole(Role.Cadastro)).toBe(true);
    expect(isSchoolKindRole(Role.Prefeito)).toBe(false);
  });

  it('recognises regional- and municipal-named roles', () => {
    expect(ALL_ROLE_IDS.filter(isRegionalNamedRole)).toEqual([8, 9, 10]);
    expect(ALL_ROLE_IDS.filter(isMunicipalNamedRole)).toEqual([11, 12, 13]);
  });

  it('every role but coordinator, teacher and administrator needs a full location', () => {
    expect(ALL_ROLE_IDS.filter((r) => !needsFullLocation(r))).toEqual([
      Role.Administrador,
      Role.CoordenadorEscola,
      Role.ProfessorEscola,
    ]);
    expect(ALL_ROLE_IDS.filter(choosesLinkedSchool)).toEqual([Role.DiretorEscola, Role.CoordenadorEscola]);
  });

  it('profilesBelow: all for the administrator, never Administrador for anyone else', () => {
    expect(profilesBelow(Role.Administrador)).toEqual(ALL_ROLE_IDS);
    for (const r of ALL_ROLE_IDS.filter((id) => id !== Role.Administrador)) {
      expect(profilesBelow(r)).not.toContain(Role.Administrador);
    }
    expect(profilesBelow(Role.CoordenadorRegional)).not.toContain(Role.ArticuladorRegional);
    expect(profilesBelow(Role.CoordenadorRegional)).toContain(Role.SecretarioMunicipal);
    expect(profilesBelow(Role.Superintendencia)).toContain(Role.EquipeArticulacaoEstadual);
    expect(profilesBelow(Role.DiretorEscola)).toEqual([]);
  });
});
